import Foundation
@_spi(Testing) import HTTPServer
import Testing

/// `InProcessAnswer` (what `TestServer()` runs every in-process API test through) answers a request as the real
/// server on a socket does: the same status, framing fields and body, so a test that passes in-process would
/// pass on the wire.
@Suite struct InProcessAnswerTests {
    /// Requests whose answers differ in what the server adds: `Connection: close`, no body, a parse failure.
    static let requests: [(name: String, bytes: String)] = [
        ("kept alive", "GET /hello HTTP/1.1\r\nHost: a\r\n\r\n"),
        ("HEAD", "HEAD /hello HTTP/1.1\r\nHost: a\r\n\r\n"),
        ("the client closes", "GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"),
        (
            "headers over the limit",
            "GET /hello HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "b", count: 600))\r\n\r\n"
        ),
        ("a malformed request line", "GET /hello HTTP/1.1 extra\r\nHost: a\r\n\r\n"),
        ("a body", "POST /echo HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\nabcde"),
    ]

    static func configure(_ configuration: inout HTTPServer.Configuration) {
        configuration.maxHeaderBytes = 512
    }

    @Test(arguments: requests.map(\.name))
    func answersAsTheServerOnASocket(_ name: String) throws {
        let bytes = try #require(Self.requests.first { $0.name == name }).bytes
        let router = RouterServer.echoRouter()
        let server = try RouterServer(router, configure: Self.configure)
        defer { server.stop() }
        let client = try server.client()
        try client.send(bytes)
        let method = String(bytes.prefix { $0 != " " })
        let wire = try client.readResponse(method: method)

        var configuration = server.server.configuration
        Self.configure(&configuration)
        let answer = try #require(
            InProcessAnswer(request: Data(bytes.utf8), responder: router, configuration: configuration))
        var text = String(decoding: answer.head, as: UTF8.self)
        text.removeLast()
        let (status, headers) = try RawClient.parseHead(text)
        let inProcess = WireResponse(status: status, headers: headers, body: answer.body)

        #expect(inProcess.status == wire.status)
        #expect(inProcess.header("Connection") == wire.header("Connection"))
        #expect(inProcess.header("Content-Length") == wire.header("Content-Length"))
        #expect(inProcess.header("Date") != nil)
        #expect(inProcess.body == wire.body)
    }

    @Test func bytesThatEndInsideTheHeadAreNoAnswer() {
        let bytes = Data("GET /hello HTTP/1.1\r\nHost: a\r\n".utf8)
        #expect(
            InProcessAnswer(request: bytes, responder: RouterServer.echoRouter(), configuration: .init()) == nil)
    }
}
