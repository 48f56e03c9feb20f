import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// Collects what a command prints.
final class Captured: Sendable {
    let output = Mutex("")
    let errors = Mutex("")

    func context(environment: [String: String] = [:], directory: URL? = nil) -> CommandContext {
        CommandContext(
            environment: environment,
            currentDirectory: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executablePath: "/nonexistent/navgraph",
            output: { text in self.output.withLock { $0 += text } },
            errorOutput: { text in self.errors.withLock { $0 += text } })
    }

    var stdout: String { output.withLock { $0 } }
    var stderr: String { errors.withLock { $0 } }
}

@Suite struct NavGraphCommandTests {
    @Test func helpListsEveryCommand() {
        let captured = Captured()
        #expect(NavGraphCommand.main(["--help"], context: captured.context()) == 0)
        for command in ["serve", "migrate", "import", "generate", "check", "healthcheck"] {
            #expect(captured.stdout.contains("  \(command)"))
        }
    }

    @Test func versionPrintsTheVersion() {
        let captured = Captured()
        #expect(NavGraphCommand.main(["--version"], context: captured.context()) == 0)
        #expect(captured.stdout == "navgraph \(NavGraphCommand.version)\n")
    }

    @Test func badFlagsPrintUsageAndExit64() {
        let captured = Captured()
        #expect(NavGraphCommand.main(["serve", "--bogus"], context: captured.context()) == 64)
        #expect(captured.stderr.contains("unknown option '--bogus'"))
        #expect(captured.stderr.contains("usage: navgraph serve"))
        #expect(NavGraphCommand.main(["frobnicate"], context: Captured().context()) == 64)
        #expect(NavGraphCommand.main([], context: Captured().context()) == 64)
    }

    @Test func subcommandHelpNamesFlagsAndEnvironment() {
        let captured = Captured()
        #expect(NavGraphCommand.main(["serve", "--help"], context: captured.context()) == 0)
        #expect(captured.stdout.contains("--port VALUE"))
        #expect(captured.stdout.contains("[env NAVGRAPH_PORT]"))
        #expect(captured.stdout.contains("(default 127.0.0.1)"))
    }

    @Test func serveRefusesNonLoopbackWithoutToken() {
        let captured = Captured()
        let code = NavGraphCommand.main(["serve", "--host", "0.0.0.0", "--port", "0"], context: captured.context())
        #expect(code == 64)
        #expect(captured.stderr.contains("refusing to listen on 0.0.0.0 without a token"))
    }

    @Test func healthcheckFailsWhenNothingListens() {
        let captured = Captured()
        // Port 1 on loopback: nothing of ours listens there, so the probe must fail.
        let code = NavGraphCommand.main(["healthcheck", "--port", "1", "--timeout", "1"], context: captured.context())
        #expect(code == 1)
        #expect(captured.stderr.contains("no answer from http://127.0.0.1:1/healthz"))
    }
}

@Suite struct HealthcheckTests {
    /// A loopback server on a free port answering `GET /healthz` with `status`; the caller shuts it down.
    static func server(answering status: Int) throws -> (server: HTTPServer, port: Int) {
        var router = Router()
        router.add(.get, "/healthz") { _, _ in
            HTTPResponse(status: status, body: status == 200 ? Data("{\"status\":\"ok\"}".utf8) : Data())
        }
        var configuration = HTTPServer.Configuration()
        configuration.port = 0
        configuration.accessLog = false
        let server = HTTPServer(configuration: configuration, responder: router)
        return (server, try server.start())
    }

    @Test func healthcheckPassesAgainstALiveServerAndFailsOnAnError() throws {
        let (server, port) = try Self.server(answering: 200)
        defer { server.shutdown() }
        let captured = Captured()
        #expect(NavGraphCommand.main(["healthcheck", "--port", String(port)], context: captured.context()) == 0)
        #expect(captured.stdout == "ok\n")

        let (sick, sickPort) = try Self.server(answering: 503)
        defer { sick.shutdown() }
        let other = Captured()
        #expect(NavGraphCommand.main(["healthcheck", "--port", String(sickPort)], context: other.context()) == 1)
        #expect(other.stderr.contains("GET /healthz answered 503"))
    }

    @Test(
        "a word healthcheck does not take is a usage error, not a probe of the default port",
        .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
    func anArgumentIsAUsageErrorNotAProbe() throws {
        let (server, port) = try Self.server(answering: 200)
        defer { server.shutdown() }
        // A healthy server: were the word ignored, the probe would answer ok.
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")), ["healthcheck", "--port", String(port), "8081"],
            timeout: 60)
        #expect(!result.signalled && result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix(
                "navgraph healthcheck: healthcheck takes no arguments, only options (got '8081')\n"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
    }
}
