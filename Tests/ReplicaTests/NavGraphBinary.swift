import Foundation
import TestSupport

/// The real `navgraph` executable built beside the test bundle, run as a child process.
enum NavGraphBinary {
    /// Its path.
    static let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("navgraph")

    /// Whether it was built.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// The repository's root (for `Migrations/` and `examples/`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `navgraph arguments` to the end; its exit status and what it printed.
    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let outcome = try ProcessRunner.run(url, arguments)
        return (outcome.status, outcome.stdout, outcome.stderr)
    }
}
