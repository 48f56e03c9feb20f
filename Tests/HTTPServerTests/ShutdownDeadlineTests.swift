import Foundation
import HTTPServer
import Testing

/// SIGTERM must end the process within the drain deadline (issue 8, point 3): a handler still running
/// past it is abandoned, not waited for.
@Suite struct ShutdownDeadlineTests {
    @Test func shutdownReturnsAfterTheDrainDeadlineWhileAHandlerIsStillRunning() throws {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var router = RouterServer.echoRouter()
        router.add(.get, "/stuck", execution: .offload) { _, _ in
            entered.signal()
            // Stands for a search that takes minutes; the test lets it go once shutdown has returned.
            _ = release.wait(timeout: .now() + 120)
            return .text("too late")
        }
        let server = try RouterServer(router) { $0.shutdownTimeout = 0.5 }
        defer { release.signal() }
        let client = try server.client()
        try client.send("GET /stuck HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(entered.wait(timeout: .now() + 10) == .success)

        let stopped = DispatchSemaphore(value: 0)
        Thread {
            server.stop()
            stopped.signal()
        }.start()
        // The handler is still blocked (nothing released it), yet shutdown returns: 0.5 s of drain plus the
        // second the workers get, well within this generous wait.
        #expect(stopped.wait(timeout: .now() + 30) == .success)
        #expect(throws: (any Error).self) { try RawClient(port: server.port) }
    }
}
