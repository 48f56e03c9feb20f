import Foundation
import HTTPServer
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal drains and stops a server run with `runUntilSignalled` (docs/http-api.md, "Limits"). The test uses
/// `SIGUSR2` so that the signal, which goes to the whole test process, cannot stop anything else.
@Suite struct SignalTests {
    @Test func signalStopsTheServerAndClosesItsConnections() throws {
        let server = HTTPServer(
            configuration: .init(port: 0, eventLoopCount: 1, workerCount: 1, accessLog: false),
            responder: RouterServer.echoRouter())
        let bound = DispatchSemaphore(value: 0)
        let returned = DispatchSemaphore(value: 0)
        let port = Mutex(0)
        Thread {
            do {
                try server.runUntilSignalled([SIGUSR2]) { value in
                    port.withLock { $0 = value }
                    bound.signal()
                }
            } catch {
                bound.signal()
            }
            returned.signal()
        }.start()
        #expect(bound.wait(timeout: .now() + 10) == .success)
        let client = try RawClient(port: port.withLock { $0 })
        try client.send("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        // A dispatch signal source is registered asynchronously, and in this busy test process the signal may
        // reach a thread that does not block it before the source is in place; so it is sent again every
        // 0.2 s until the server returns (10 s at most). One delivery is enough to stop it.
        var stopped = false
        for _ in 0..<50 where !stopped {
            kill(getpid(), SIGUSR2)
            stopped = returned.wait(timeout: .now() + 0.2) == .success
        }
        #expect(stopped, "the server did not return within 10 s of SIGUSR2")
        #expect(client.closesConnection())
        #expect(throws: (any Error).self) { try RawClient(port: port.withLock { $0 }) }
    }
}
