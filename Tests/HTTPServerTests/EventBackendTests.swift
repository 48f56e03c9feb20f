import Foundation
import HTTPServer
import Testing

/// Which readiness mechanism a running server really uses. `NAVGRAPH_TEST_POLLER=poll` (the second pass of
/// scripts/test-both-backends.sh) moves every `.automatic` server of the run onto poll(2), the backend macOS
/// builds use; these tests show that the variable is honoured rather than silently ignored.
@Suite struct EventBackendTests {
    /// What `.automatic` must be in this run, read from the environment here, not from the server code.
    static var expectedAutomatic: HTTPServer.EventMechanism {
        #if os(Linux)
        return ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POLLER"] == "poll" ? .poll : .epoll
        #else
        return .poll
        #endif
    }

    @Test func anAutomaticServerRunsOnEpollOnLinuxUnlessTheRunAsksForPoll() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        defer { server.stop() }
        #expect(server.server.eventMechanism == Self.expectedAutomatic)
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "hello")
    }

    @Test func aPollServerRunsOnPollWhateverTheRun() throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: .poll)
        defer { server.stop() }
        #expect(server.server.eventMechanism == .poll)
    }

    /// On poll the loops share one listening socket (macOS's SO_REUSEPORT would hand every connection to
    /// one of several): every loop still accepts, and a port is bound once.
    @Test func pollLoopsShareOneListenerAndAllServe() throws {
        var router = Router()
        // Inline handlers run on the loop that owns the connection, so the thread names the loop.
        router.add(.get, "/loop") { _, _ in .text("\(ThreadIdentity.current)") }
        let server = try RouterServer(router, backend: .poll) { $0.eventLoopCount = 3 }
        defer { server.stop() }
        var clients: [RawClient] = []
        var loops: Set<String> = []
        for _ in 0..<9 {
            let client = try server.client()
            try client.send("GET /loop HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            loops.insert(response.text)
            clients.append(client)
        }
        #expect(loops.count == 3)
    }

    @Test func aStoppedServerReportsNoMechanism() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        server.stop()
        #expect(server.server.eventMechanism == nil)
    }
}
