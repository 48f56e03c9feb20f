import Foundation
import HTTPServer
import Synchronization
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
    @Test func healthcheckPassesAgainstALiveServerAndFailsOnAnError() throws {
        var router = Router()
        router.add(.get, "/healthz") { _, _ in HTTPResponse(status: 200, body: Data("{\"status\":\"ok\"}".utf8)) }
        var configuration = HTTPServer.Configuration()
        configuration.port = 0
        configuration.accessLog = false
        let server = HTTPServer(configuration: configuration, responder: router)
        let port = try server.start()
        defer { server.shutdown() }
        let captured = Captured()
        #expect(NavGraphCommand.main(["healthcheck", "--port", String(port)], context: captured.context()) == 0)
        #expect(captured.stdout == "ok\n")

        var failing = Router()
        failing.add(.get, "/healthz") { _, _ in HTTPResponse(status: 503) }
        let sick = HTTPServer(configuration: configuration, responder: failing)
        let sickPort = try sick.start()
        defer { sick.shutdown() }
        let other = Captured()
        #expect(NavGraphCommand.main(["healthcheck", "--port", String(sickPort)], context: other.context()) == 1)
        #expect(other.stderr.contains("GET /healthz answered 503"))
    }
}
