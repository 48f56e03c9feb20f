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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output)
    }

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
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--db", "served.sqlite", "--log", "off"]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        // Read stderr until the line naming the port; the read blocks on the pipe, not on a timer, and
        // ends with the process if it dies first.
        var text = ""
        var port: Int?
        while port == nil {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
            if let range = text.range(of: "listening on http://127.0.0.1:") {
                port = Int(text[range.upperBound...].prefix { $0.isNumber })
            }
        }
        let bound = try #require(port, "serve did not start: \(text)")
        let status = try HTTPProbe.status(host: "127.0.0.1", port: bound, path: "/healthz", timeoutSeconds: 10)
        #expect(status == 200)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("served.sqlite").path))
    }
}
