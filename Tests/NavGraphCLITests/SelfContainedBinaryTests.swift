import Foundation
import HTTPServer
import Testing

/// The built `navgraph` binary, copied alone into an empty folder (no `Migrations/` anywhere near it,
/// working directory that folder), runs `migrate`, `import` and `serve`: the schema is compiled in.
@Suite struct SelfContainedBinaryTests {
    /// The `navgraph` executable SwiftPM built beside the test bundle (debug or release), if any.
    static let binary = CLITest.builtExecutable("navgraph")

    struct Outcome {
        var status: Int32
        var output: String
    }

    func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Outcome {
        let outcome = try ProcessRunner.run(
            executable, arguments, environment: Self.environment(folder), inheritEnvironment: false, in: folder,
            timeout: 300, mergingOutput: true)
        return Outcome(status: outcome.status, output: outcome.stdout)
    }

    /// Nothing from the test's own environment: only a plain `PATH` and the folder as `HOME`.
    static func environment(_ folder: URL) -> [String: String] { ["PATH": "/usr/bin:/bin", "HOME": folder.path] }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func aLoneBinaryMigratesImportsAndServes() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("navgraph")
        try FileManager.default.copyItem(at: try #require(Self.binary), to: executable)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["navgraph"])

        let migrate = try run(executable, ["migrate", "--db", "nav.sqlite"], in: folder)
        #expect(migrate.status == 0, "\(migrate.output)")
        #expect(migrate.output.contains("(embedded schema)"))

        try CLITest.write(
            try String(contentsOf: CLITest.root.appendingPathComponent("examples/Main.storyboard"), encoding: .utf8),
            to: "in/Main.storyboard", in: folder)
        let imported = try run(executable, ["import", "--project", "demo", "--db", "nav.sqlite", "in"], in: folder)
        #expect(imported.status == 0, "\(imported.output)")
        #expect(imported.output.contains("imported 1 of 1 storyboard into project 'demo'"))

        try serveAndProbe(executable, in: folder)
    }

    /// Starts `serve` on a free port, waits for its "listening on" line, asks `/healthz`, stops it.
    func serveAndProbe(_ executable: URL, in folder: URL) throws {
        let process = try ProcessRunner.start(
            executable, ["serve", "--port", "0", "--db", "served.sqlite", "--log", "off"],
            environment: Self.environment(folder), inheritEnvironment: false, in: folder)
        defer { process.stop() }
        // Wait for the line naming the port: woken by what it prints, and ended early if it dies first.
        let text = try process.waitForOutput(containing: "listening on http://127.0.0.1:")
        let port = text.range(of: "listening on http://127.0.0.1:").flatMap {
            Int(text[$0.upperBound...].prefix { $0.isNumber })
        }
        let bound = try #require(port, "serve did not start: \(text)")
        let status = try HTTPProbe.status(host: "127.0.0.1", port: bound, path: "/healthz", timeoutSeconds: 10)
        #expect(status == 200)
        process.terminate()
        #expect(try process.wait(timeout: 60).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("served.sqlite").path))
    }
}
