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

/// A signal drains and stops a server run with `runUntilSignalled` (SPEC section 7). The test uses
/// `SIGUSR2` so that the signal, which goes to the whole test process, cannot stop anything else.
@Suite struct SignalTests {
    @Test func signalStopsTheServerAndClosesItsConnections() throws {
        let server = HTTPServer(
            configuration: .init(port: 0, eventLoopCount: 1, workerCount: 1, accessLog: false),
            responder: TestServer.echoRouter())
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
        kill(getpid(), SIGUSR2)
        #expect(returned.wait(timeout: .now() + 10) == .success)
        #expect(client.closesConnection())
        #expect(throws: (any Error).self) { try RawClient(port: port.withLock { $0 }) }
    }
}
