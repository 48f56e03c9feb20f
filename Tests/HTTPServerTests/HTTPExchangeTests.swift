import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// `HTTPExchange`, the plain-socket client `navgraph push` uploads through: a file body streamed to a real
/// server and read back whole, an early refusal heard instead of a broken pipe, and answers by length, by
/// chunks and by the connection's close.
@Suite struct HTTPExchangeTests {
    /// A file of `count` bytes that tell their offsets apart.
    static func file(_ count: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
        try Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }).write(to: url)
        return url
    }

    @Test func aFileBodyArrivesWholeAndTheAnswerComesBack() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.maxBodyBytes = 8 << 20 }
        defer { server.stop() }
        // Larger than the client's 1 MiB pieces, not a multiple of them.
        let url = try Self.file(3 << 20 + 12_345)
        defer { try? FileManager.default.removeItem(at: url) }
        let answer = try HTTPExchange.send(
            method: "POST", host: "127.0.0.1", port: server.port, target: "/echo",
            headers: [.init("Content-Type", "application/octet-stream")], bodyPath: url.path, timeoutSeconds: 10)
        #expect(answer.status == 200)
        #expect(answer.body == Array(try Data(contentsOf: url)))
        #expect(answer.headers.contains { $0.name.lowercased() == "content-type" })
    }

    /// The server refuses a body over its limit (while the client is still sending it): the client reports
    /// that answer.
    @Test func anEarlyRefusalIsTheAnswer() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { $0.maxBodyBytes = 1 << 20 }
        defer { server.stop() }
        let url = try Self.file(16 << 20)
        defer { try? FileManager.default.removeItem(at: url) }
        let answer = try HTTPExchange.send(
            method: "POST", host: "127.0.0.1", port: server.port, target: "/echo", headers: [], bodyPath: url.path,
            timeoutSeconds: 10)
        #expect(answer.status == 413)
    }

    /// An answer whose head declares its length is whole once that many bytes are in (the client stops reading
    /// there, for a proxy that keeps the connection open despite `Connection: close`); a chunked one or one
    /// without a length is read to the close.
    @Test func theDeclaredLengthSaysWhenAnAnswerIsWhole() {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\ncontent-length:  4\r\n\r\n"
        #expect(HTTPExchange.declaredLength(Array((head + "op").utf8)) == head.utf8.count + 4)
        #expect(HTTPExchange.declaredLength(Array("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n".utf8)) == nil)
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n"
        #expect(HTTPExchange.declaredLength(Array(chunked.utf8)) == nil)
        #expect(HTTPExchange.declaredLength(Array("HTTP/1.0 200 OK\r\n\r\nall".utf8)) == nil)
    }

    @Test func noServerIsAnError() throws {
        let server = try RouterServer(RouterServer.echoRouter())
        let port = server.port
        server.stop()
        #expect(throws: HTTPExchange.Failure.self) {
            _ = try HTTPExchange.send(
                method: "GET", host: "127.0.0.1", port: port, target: "/hello", headers: [], bodyPath: nil,
                timeoutSeconds: 5)
        }
    }

    @Test func answersByLengthByChunksAndByClose() {
        let byLength = Array("HTTP/1.1 201 Created\r\nContent-Length: 5\r\nX-A: b\r\n\r\nhello and more".utf8)
        #expect(HTTPExchange.parse(byLength)?.status == 201)
        #expect(HTTPExchange.parse(byLength)?.body == Array("hello".utf8))
        #expect(HTTPExchange.parse(byLength)?.headers.last == .init("X-A", "b"))
        let chunked = Array(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\nB\r\n, 11 bytes!\r\n0\r\nT: x\r\n\r\n"
                .utf8)
        #expect(HTTPExchange.parse(chunked)?.body == Array("hello, 11 bytes!".utf8))
        let byClose = Array("HTTP/1.0 200 OK\r\nContent-Type: text/plain\r\n\r\nto the end".utf8)
        #expect(HTTPExchange.parse(byClose)?.body == Array("to the end".utf8))
        // Cut short, or not HTTP at all: no answer.
        #expect(HTTPExchange.parse(Array("HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\nshort".utf8)) == nil)
        #expect(HTTPExchange.parse(Array("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel".utf8)) == nil)
        #expect(HTTPExchange.parse(Array("SSH-2.0-OpenSSH_9.2\r\n\r\n".utf8)) == nil)
        #expect(HTTPExchange.parse(Array("HTTP/1.1 200 OK\r\nContent-Length: 1".utf8)) == nil)
    }
}
