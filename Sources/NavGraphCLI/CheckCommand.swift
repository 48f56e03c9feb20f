import Foundation
import StoryboardModel

/// `navgraph check PATH...`: diagnostics for storyboards on disk; exit 1 when any is an error.
enum CheckCommand: Subcommand {
    static let name = "check"
    static let synopsis = "[options] PATH..."
    static let summary = """
        Print diagnostics (dangling segues, missing references, duplicate identifiers, unreachable scenes, \
        names codegen must rename, ...) as file:line: severity: [code] message. Exits 1 when any is an error.
        """
    static let options: [OptionSpec] = [
        OptionSpec("format", env: "NAVGRAPH_FORMAT", default: "text", help: "text or json"),
        OptionSpec("platform", env: "NAVGRAPH_PLATFORM", help: "ios, tvos, macos or watchos (default: from the files)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        let format = options["format"] ?? "text"
        guard format == "text" || format == "json" else { throw CLIError.usage("--format must be 'text' or 'json'") }
        let platform = try options.platform()
        let local = try LocalProject.load(options.positional, module: nil, platform: platform, context: context)
        let diagnostics = local.graph.diagnostics()
        var errors = local.failures.count
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data: Data
            do {
                data = try encoder.encode(diagnostics)
            } catch {
                throw CLIError.failure("cannot encode diagnostics: \(error)")
            }
            context.output(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            for failure in local.failures {
                var location = failure.path
                if let line = failure.error.line { location += ":\(line)" }
                if let column = failure.error.column { location += ":\(column)" }
                context.output("\(location): error: [import] \(failure.error.message)\n")
            }
            for diagnostic in diagnostics {
                var location = local.paths[diagnostic.storyboard] ?? diagnostic.storyboard
                if let line = diagnostic.line { location += ":\(line)" }
                context.output(
                    "\(location): \(diagnostic.severity.rawValue): [\(diagnostic.code.rawValue)] \(diagnostic.message)\n"
                )
            }
        }
        errors += diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - diagnostics.filter { $0.severity == .error }.count
        context.errorOutput("\(errors) error(s), \(warnings) warning(s)\n")
        return errors == 0 ? 0 : 1
    }
}
