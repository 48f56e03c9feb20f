import CodeGen
import Foundation
import StoryboardModel

/// `navgraph generate --style STYLE PATH...`: generated code from storyboards on disk, no server or database.
enum GenerateCommand: Subcommand {
    static let name = "generate"
    static let synopsis = "--style STYLE [options] PATH..."
    static let summary = """
        Print type-safe code for the storyboards under PATH (styles: \
        \(CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))). With --output the file is written only \
        when its content changed, so an Xcode build phase does not trigger rebuilds; a style with several \
        files writes them into the --output folder.
        """
    static let options: [OptionSpec] = [
        OptionSpec("style", env: "NAVGRAPH_STYLE", help: "the code style"),
        OptionSpec("access", env: "NAVGRAPH_ACCESS", default: "internal", help: "internal or public"),
        OptionSpec("module", env: "NAVGRAPH_MODULE", help: "the app's own module (no import is generated for it)"),
        OptionSpec("platform", env: "NAVGRAPH_PLATFORM", help: "ios, tvos, macos or watchos (default: from the files)"),
        OptionSpec(
            "output", env: "NAVGRAPH_OUTPUT", help: "file (or folder, for several files) to write instead of printing"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard let styleName = options["style"] else { throw CLIError.usage("--style is required") }
        guard let style = CodeStyle(rawValue: styleName) else {
            throw CLIError.usage(
                "unknown style '\(styleName)'; styles: \(CodeStyle.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let access = AccessLevel(rawValue: options["access"] ?? "internal") else {
            throw CLIError.usage("--access must be 'internal' or 'public'")
        }
        let platform = try options.platform()
        let local = try LocalProject.load(
            options.positional, module: options["module"], platform: platform, context: context)
        for failure in local.failures {
            context.errorOutput("\(failure.path): error: \(failure.error.message)\n")
        }
        if !local.failures.isEmpty {
            throw CLIError.dataError("\(local.failures.count) storyboard(s) could not be read")
        }
        let files = CodeGenerator.generate(
            style, graph: local.graph, options: CodeGenOptions(access: access, module: options["module"]))
        guard let output = options["output"] else {
            for file in files {
                if files.count > 1 { context.output("// File: \(file.name)\n") }
                context.output(file.contents)
            }
            return 0
        }
        let target = context.resolve(output)
        do {
            if files.count == 1 {
                try writeIfChanged(files[0].contents, to: target, context: context)
            } else {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                for file in files {
                    try writeIfChanged(file.contents, to: target.appendingPathComponent(file.name), context: context)
                }
            }
        } catch {
            throw CLIError.failure("cannot write \(target.path): \(error)")
        }
        return 0
    }

    /// Writes only when the bytes differ, keeping the modification date (and Xcode's build) stable.
    static func writeIfChanged(_ contents: String, to url: URL, context: CommandContext) throws {
        let data = Data(contents.utf8)
        if FileManager.default.fileExists(atPath: url.path), try Data(contentsOf: url) == data {
            context.errorOutput("\(url.path): unchanged\n")
            return
        }
        try data.write(to: url, options: .atomic)
        context.errorOutput("\(url.path): written\n")
    }
}
