import Foundation
import HTTPServer
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Connections are spread evenly over the event loops, whatever listener the kernel picked.
@Suite struct BalancingTests {
    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func connectionsAreSplitEvenlyAcrossLoops(backend: HTTPServer.EventBackend) throws {
        var router = Router()
        // Inline handlers run on the loop that owns the connection, so the thread names the loop.
        router.add(.get, "/loop") { _, _ in .text("\(ThreadIdentity.current)") }
        let server = try RouterServer(router, backend: backend) { $0.eventLoopCount = 2 }
        defer { server.stop() }
        var clients: [RawClient] = []
        var loops: [String: Int] = [:]
        for _ in 0..<8 {
            let client = try server.client()
            try client.send("GET /loop HTTP/1.1\r\nHost: t\r\n\r\n")
            loops[try client.readResponse().text, default: 0] += 1
            clients.append(client)
        }
        #expect(loops.values.sorted() == [4, 4])
        // Each connection keeps being served by its own loop.
        for client in clients {
            try client.send("GET /loop HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(loops[try client.readResponse().text] != nil)
        }
    }
}
