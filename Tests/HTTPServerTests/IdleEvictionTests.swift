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

/// At the connection cap a new client is served in place of the longest-idle connection, whichever loop
/// holds it; a connection with a request in progress is never the one closed, and with none idle the
/// newcomer is refused as before.
@Suite struct IdleEvictionTests {
    static let cap = 20

    /// A server capped at `cap` connections on `loops` event loops whose silent connections stay open for the
    /// test (the header timeout would close them otherwise).
    static func server(loops: Int) throws -> RouterServer {
        try RouterServer(RouterServer.echoRouter()) { configuration in
            configuration.eventLoopCount = loops
            configuration.maxConnections = cap
            configuration.headerReadTimeout = 120
            configuration.idleTimeout = 120
            configuration.bodyReadTimeout = 120
            configuration.minBodyRate = 0
        }
    }

    /// A new client of `server`, opened a moment after the previous one so the server sees them idle in order.
    static func connect(_ server: RouterServer) throws -> RawClient {
        usleep(20_000)
        return try server.client(timeout: 20)
    }

    /// Starts a `POST /echo` of `length` bytes on `client` and waits for its `100 Continue`: the server has read
    /// the head, so the connection has a request in progress from now on.
    static func startUpload(_ client: RawClient, length: Int) throws {
        try client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\nExpect: 100-continue\r\n\r\n")
        #expect(try client.readResponse().status == 100)
    }

    static func hello(_ client: RawClient) throws -> Int {
        try client.send("GET /hello HTTP/1.1\r\nHost: x\r\n\r\n")
        return try client.readResponse().status
    }

    @Test(arguments: [1, 2])
    func aNewClientAtTheCapTakesThePlaceOfTheLongestIdle(loops: Int) throws {
        let server = try Self.server(loops: loops)
        defer { server.stop() }
        // The oldest connection has a body in progress: never idle, never closed to make room.
        let uploading = try Self.connect(server)
        try Self.startUpload(uploading, length: 13)
        try uploading.send("half")
        // Accepted early but busy later: idle only since its answer below, so not the longest idle.
        let early = try Self.connect(server)
        // Then silent connections and connections with one answered request, in turn.
        var idle: [RawClient] = []
        for index in 0..<(Self.cap - 2) {
            let client = try Self.connect(server)
            if index % 2 == 1 { #expect(try Self.hello(client) == 200) }
            idle.append(client)
        }
        #expect(try Self.hello(early) == 200)

        // At the cap: the newcomer is answered, and the longest idle (the first silent one) is closed.
        let began = Date()
        let newcomer = try Self.connect(server)
        #expect(try Self.hello(newcomer) == 200)
        #expect(Date().timeIntervalSince(began) < 5)
        idle[0].setReadTimeout(10)
        #expect(idle[0].closesConnection(), "the longest-idle connection was not closed")

        // The next newcomer takes the place of the next longest idle, which answered a request.
        let second = try Self.connect(server)
        #expect(try Self.hello(second) == 200)
        idle[1].setReadTimeout(10)
        #expect(idle[1].closesConnection(), "the second longest-idle connection was not closed")

        // The upload and the early connection are still served.
        try uploading.send("-and-half")
        let echoed = try uploading.readResponse()
        #expect(echoed.status == 200)
        #expect(echoed.text == "half-and-half")
        #expect(try Self.hello(early) == 200)
        for client in idle[2...] { #expect(try Self.hello(client) == 200) }
    }

    @Test func withNoConnectionIdleANewClientIsRefused() throws {
        let server = try Self.server(loops: 2)
        defer { server.stop() }
        // Every connection has a body in progress.
        let uploads = try (0..<Self.cap).map { _ in
            let client = try Self.connect(server)
            try Self.startUpload(client, length: 2)
            return client
        }
        let refused = try Self.connect(server)
        let answer = try refused.readResponse()
        #expect(answer.status == 503)
        #expect(answer.text.contains("limit of 20 connections"))
        #expect(refused.closesConnection())
        for client in uploads {
            try client.send("hi")
            #expect(try client.readResponse().text == "hi")
        }
    }
}
