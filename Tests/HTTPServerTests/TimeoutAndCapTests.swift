import Foundation
import HTTPServer
import Testing

/// Slow or idle clients lose their connection; clients beyond the cap are refused (docs/http-api.md, "Limits").
@Suite struct TimeoutAndCapTests {
    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func partialHeadIsAnsweredWith408AndClosed(backend: HTTPServer.EventBackend) throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: backend) { $0.headerReadTimeout = 0.3 }
        defer { server.stop() }
        let client = try server.client()
        try client.send("GET /hello HTTP/1.1\r\nHost: te")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(client.closesConnection())
    }

    @Test func silentConnectionIsClosedAfterHeaderTimeout() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.headerReadTimeout = 0.3 }
        defer { server.stop() }
        let client = try server.client()
        #expect(try client.readUntilClosed() == "")
    }

    @Test func headerTimeoutIsNotResetByTrickledBytes() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.headerReadTimeout = 0.5 }
        defer { server.stop() }
        let client = try server.client()
        // A slowloris client sends a byte every 50 ms, for 20 s if nobody stops it; the deadline counts from
        // the first byte of the head, so the 408 must come while bytes are still arriving.
        let head = Array("GET /hello HTTP/1.1\r\nX-Slow: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 400)
        var sent = 0
        while sent < head.count && !client.hasInput(within: 0.05) {
            do {
                try client.send(Data([head[sent]]))
            } catch {
                break
            }
            sent += 1
        }
        #expect(sent < head.count, "the server let a head trickle in for \(sent) bytes (20 s) without a 408")
        let response = try client.readResponse()
        #expect(response.status == 408)
        #expect(client.closesConnection())
    }

    @Test func headerTimeoutCountsFromTheStartOfEachHead() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.headerReadTimeout = 1 }
        defer { server.stop() }
        let client = try server.client()
        let started = Date()
        // Every send completes one request and starts the next, so a head is always pending; each one is
        // younger than the timeout even though the connection ends up far older.
        try client.send("GET /hel")
        for _ in 0..<10 {
            usleep(250_000)
            try client.send("lo HTTP/1.1\r\nHost: test\r\n\r\nGET /hel")
            #expect(try client.readResponse().status == 200)
        }
        // Only meaningful if the connection outlived one header timeout (it does: 10 x 250 ms).
        #expect(Date().timeIntervalSince(started) > 2)
    }

    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func idleKeepAliveConnectionIsClosed(backend: HTTPServer.EventBackend) throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: backend) {
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
    func connectionsBeyondTheCapAreRefusedWhenNoneIsIdle(backend: HTTPServer.EventBackend) throws {
        let server = try RouterServer(RouterServer.echoRouter(), backend: backend) { $0.maxConnections = 2 }
        defer { server.stop() }
        let first = try server.client()
        let second = try server.client()
        // Both have a request in progress (the `100 Continue` says its head is read), so neither can make room
        // for a newcomer (`IdleEvictionTests`).
        for client in [first, second] {
            try client.send("POST /echo HTTP/1.1\r\nHost: test\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n")
            #expect(try client.readResponse().status == 100)
        }
        let third = try server.client()
        let refusal = try third.readResponse()
        #expect(refusal.status == 503)
        #expect(third.closesConnection())
        // The first two keep working.
        for client in [first, second] {
            try client.send("hi")
            #expect(try client.readResponse().text == "hi")
        }
    }

    @Test func slotIsFreedWhenAConnectionCloses() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.maxConnections = 1 }
        defer { server.stop() }
        do {
            let first = try server.client()
            try first.send("GET /hello HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
            #expect(try first.readResponse().status == 200)
            #expect(first.closesConnection())
        }
        // The server sees the close when it reads the end of the stream; until then a new client is refused
        // (503, or a reset since the request it sent was never read). Wait for it with a generous deadline.
        let freed = eventually(within: 30) {
            do {
                let next = try server.client()
                try next.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
                return try next.readResponse().status == 200
            } catch {
                return false
            }
        }
        #expect(freed, "a new client was still refused 30 s after the only other one closed")
    }
}
