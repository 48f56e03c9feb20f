import Foundation
import TestSupport
import Testing

/// `navgraph serve --log-level` decides which of the process's own lines reach standard error (the real binary).
@Suite struct ServeLogLevelTests {
    static let binary = CLITest.builtExecutable("navgraph")

    /// Starts `serve` with `arguments`, stops it with SIGTERM, and returns what it wrote to standard error.
    func stderrOfARun(_ arguments: [String]) throws -> String {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let served = try CLITest.ServedBinary(["--db", "log.sqlite"] + arguments, in: folder)
        served.process.terminate()
        let outcome = try served.process.wait(timeout: 30)
        #expect(outcome.status == 0, "\(outcome.output)")
        return outcome.stderr
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func infoLinesAreWrittenByDefaultAndLeftOutAboveInfo() throws {
        let standard = try stderrOfARun([])
        #expect(standard.contains("navgraph http: received signal 15; draining\n"), "\(standard)")
        #expect(standard.contains("navgraph stopped"))

        let quiet = try stderrOfARun(["--log-level", "warning"])
        #expect(!quiet.contains("received signal"), "\(quiet)")
        #expect(quiet.contains("navgraph stopped"), "the command's own output is not a log line: \(quiet)")
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func anUnknownLevelIsAUsageError() throws {
        let outcome = try ProcessRunner.run(
            try #require(Self.binary), ["serve", "--log-level", "loud"], environment: ["PATH": "/usr/bin:/bin"],
            inheritEnvironment: false)
        #expect(outcome.status == 64)
        #expect(
            outcome.stderr.contains("--log-level must be 'debug', 'info', 'warning' or 'error'"), "\(outcome.stderr)")
    }
}
