import Foundation
import PackagePlugin

/// `swift package navgraph-check [--target NAME]... [--format FORMAT] [navgraph check options]`: runs
/// `navgraph check` on the storyboards of each target (every non-test target by default), with
/// `--format github` under CI so the findings annotate the pull request.
@main
struct NavGraphCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let format =
            extractor.extractOption(named: "format").last
            ?? CheckFormat.default(environment: ProcessInfo.processInfo.environment)
        let passed = extractor.remainingArguments
        let targets =
            names.isEmpty
            ? context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            : try context.package.targets(named: names).compactMap { $0 as? SourceModuleTarget }
        let tool = try context.tool(named: "navgraph-offline").url
        let root = context.package.directoryURL.standardizedFileURL
        var checked = 0
        var failed: [String] = []
        for target in targets {
            // `Target.directoryURL` needs tools version 6.1; on 6.0 the protocol offers `directory` (a `Path`).
            let folder = URL(fileURLWithPath: String(describing: target.directory), isDirectory: true)
            let storyboards = try StoryboardSearch.storyboards(under: folder)
            guard !storyboards.isEmpty else { continue }
            checked += 1
            // Paths relative to the package, so that annotations and messages name files as the repository does.
            let paths = storyboards.map { relativePath($0, to: root) }
            let status = try run(tool, ["check", "--format", format] + passed + paths, in: root)
            if status != 0 { failed.append("\(target.name) (exit status \(status))") }
        }
        guard checked > 0 else {
            Diagnostics.warning("navgraph-check: no target has .storyboard files; nothing checked")
            return
        }
        if !failed.isEmpty {
            throw CheckFailure(message: "navgraph check failed for \(failed.joined(separator: ", "))")
        }
    }

    /// Runs `tool` with its output going straight to the user's terminal; returns its exit status.
    private func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func relativePath(_ file: URL, to root: URL) -> String {
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
    }
}

/// Errors `navgraph check` found, by target.
struct CheckFailure: Error, CustomStringConvertible {
    /// The targets that failed and their exit status.
    var message: String

    var description: String { message }
}
