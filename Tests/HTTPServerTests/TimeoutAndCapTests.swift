import Foundation
import HTTPServer
import Testing

/// Slow or idle clients lose their connection; clients beyond the cap are refused (SPEC section 7).
@Suite struct TimeoutAndCapTests {
    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func partialHeadIsAnsweredWith408AndClosed(backend: HTTPServer.EventBackend) throws {
        let server = try TestServer(TestServer.echoRouter(), backend: backend) { $0.headerReadTimeout = 0.3 }
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: te")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(client.closesConnection())
    }

    @Test func silentConnectionIsClosedAfterHeaderTimeout() throws {
        let server = try TestServer(TestServer.echoRouter()) { $0.headerReadTimeout = 0.3 }
        defer { server.stop() }
        let client = try server.client()
        #expect(try client.readUntilClosed() == "")
    }

    @Test func headerTimeoutIsNotResetByTrickledBytes() throws {
        let server = try TestServer(TestServer.echoRouter()) { $0.headerReadTimeout = 0.5 }
        defer { server.stop() }
        let client = try server.client()
        var closed = false
        // A slowloris client sends a byte at a time; the deadline counts from the first byte of the head.
        for byte in "GET /hello HTTP/1.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaa".utf8 {
            do {
                try client.send(Data([byte]))
            } catch {
                closed = true
                break
            }
            usleep(100_000)
        }
        #expect(closed || client.closesConnection())
    }

    @Test func headerTimeoutCountsFromTheStartOfEachHead() throws {
        let server = try TestServer(TestServer.echoRouter()) { $0.headerReadTimeout = 0.5 }
        defer { server.stop() }
        let client = try server.client()
        // Every send completes one request and starts the next, so a head is always pending; each one is
        // younger than the timeout even though the connection is far older.
        try client.send("GET /hel")
        for _ in 0..<8 {
            usleep(150_000)
            try client.send("lo HTTP/1.1\r\nHost: test\r\n\r\nGET /hel")
            #expect(try client.readResponse().status == 200)
        }
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func idleKeepAliveConnectionIsClosed(backend: HTTPServer.EventBackend) throws {
        let server = try TestServer(TestServer.echoRouter(), backend: backend) {
            $0.idleTimeout = 0.3
            $0.headerReadTimeout = 30
        }
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        #expect(try client.readUntilClosed() == "")
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func connectionsBeyondTheCapAreRefused(backend: HTTPServer.EventBackend) throws {
        let server = try TestServer(TestServer.echoRouter(), backend: backend) { $0.maxConnections = 2 }
        defer { server.stop() }
        let first = try server.client()
        let second = try server.client()
        for client in [first, second] {
            try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
        let third = try server.client()
        let refusal = try third.readResponse()
        #expect(refusal.status == 503)
        #expect(third.closesConnection())
        // The first two keep working.
        try first.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(try first.readResponse().status == 200)
    }

    @Test func slotIsFreedWhenAConnectionCloses() throws {
        let server = try TestServer(TestServer.echoRouter()) { $0.maxConnections = 1 }
        defer { server.stop() }
        do {
            let first = try server.client()
            try first.send("GET /hello HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(try first.readResponse().status == 200)
            #expect(first.closesConnection())
        }
        // The server may see the close a moment later; retry briefly. A refused attempt may also end
        // in a reset, since the request it sent was never read.
        var status = 0
        for _ in 0..<50 {
            let next = try server.client()
            do {
                try next.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
                status = try next.readResponse().status
            } catch {
                status = 0
            }
            if status == 200 { break }
            usleep(20_000)
        }
        #expect(status == 200)
    }
}
