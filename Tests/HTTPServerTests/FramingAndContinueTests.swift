import Foundation
import Testing

@testable import HTTPServer

/// The smaller points of issue 8: bare LF in chunk framing is refused at once, chunk sizes with many
/// leading zeros are read by value, and `100 Continue` waits until the request is admitted.
@Suite struct FramingAndContinueTests {
    private static let limits = HTTPRequestParser.Limits(
        maxHeaderBytes: 16 * 1024, maxURIBytes: 8 * 1024, maxBodyBytes: 1024 * 1024)

    /// Feeds `text` whole and returns the first event that is not `needMore`, if any.
    private static func firstEvent(_ text: String) -> HTTPRequestParser.Event? {
        var parser = HTTPRequestParser(limits: limits)
        var bytes = Array(text.utf8)
        while true {
            var consumed = 0
            let event = bytes.withUnsafeBytes { parser.parse($0, consumed: &consumed) }
            bytes.removeFirst(consumed)
            if case .needMore = event { return nil }
            return event
        }
    }

    private static let chunkedHead = "POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"

    @Test(arguments: ["5\nhello\r\n0\r\n\r\n", "5;ext=1\nhello", "0\r\nX-Trailer: 1\n", "0\r\n\n"])
    func aBareLFInChunkFramingFailsAtOnce(body: String) {
        guard case .failure(let error) = Self.firstEvent(Self.chunkedHead + body) else {
            Issue.record("a bare LF was not refused")
            return
        }
        #expect(error.status == 400)
        #expect(error.detail.contains("bare LF"))
    }

    @Test func aBareLFInAChunkSizeLineIsAnsweredWithoutWaiting() throws {
        let server = try RouterServer(RouterServer.echoRouter()) { configuration in
            configuration.idleTimeout = 60
            configuration.bodyReadTimeout = 60
        }
        defer { server.stop() }
        // The client timeout is far below the 60 s that a timeout answer would take.
        let client = try server.client(timeout: 10)
        try client.send(Self.chunkedHead + "5\nhello")
        let answer = try client.readResponse()
        #expect(answer.status == 400)
        #expect(answer.text.contains("bare LF"))
    }

    @Test(arguments: ["0000000000000000005", "000000000000000000000000000000000000000005", "00000000000000000000"])
    func chunkSizesAreReadByValueWhateverTheirLeadingZeros(size: String) {
        let data = size.hasSuffix("5") ? "hello\r\n0\r\n\r\n" : "\r\n"
        guard case .message(let message) = Self.firstEvent(Self.chunkedHead + size + "\r\n" + data) else {
            Issue.record("chunk size \(size) was refused")
            return
        }
        #expect(message.request.body == Data((size.hasSuffix("5") ? "hello" : "").utf8))
    }

    @Test(arguments: ["10000000000000000", "0001000000000000000000"])
    func aChunkSizeBeyondAnyLimitIsStillRefused(size: String) {
        guard case .failure(let error) = Self.firstEvent(Self.chunkedHead + size + "\r\n") else {
            Issue.record("an overflowing chunk size was accepted")
            return
        }
        #expect(error.status == 400 || error.status == 413)
    }

    /// A router whose `before` hook refuses requests without `X-Key: yes`, like an access check.
    private static func guardedRouter() -> Router {
        var router = RouterServer.echoRouter()
        router.add(
            .put, "/upload", execution: .streaming,
            admission: { request, _ in
                guard request.headers["Content-Type"] != "text/plain" else {
                    throw RouterError.notFound(path: "text/plain is refused")
                }
            }
        ) { request, _ in
            .text("got \((try request.bodyStream?.readAll() ?? request.body).count)")
        }
        router.before = { request in
            request.headers["X-Key"] == "yes" ? nil : .problem(status: 401, detail: "no key")
        }
        return router
    }

    @Test(arguments: ["POST /echo", "PUT /upload"])
    func aRefusedRequestGetsItsFinalStatusInsteadOf100Continue(line: String) throws {
        let server = try RouterServer(Self.guardedRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send("\(line) HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        let answer = try client.readResponse()
        #expect(answer.status == 401)
        #expect(answer.header("Connection") == "close")
        #expect(client.closesConnection())
    }

    /// The router's own answers and a route's `admission` are final too: the body is never invited.
    @Test(arguments: [
        ("PUT /upload", "Content-Type: text/plain\r\n", 404), ("PUT /nowhere", "", 404), ("DELETE /upload", "", 405),
    ])
    func aHeadTheRouterRefusesGetsItsFinalStatusInsteadOf100Continue(line: String, field: String, status: Int) throws {
        let server = try RouterServer(Self.guardedRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "\(line) HTTP/1.1\r\nHost: x\r\nX-Key: yes\r\n\(field)Content-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        let answer = try client.readResponse()
        #expect(answer.status == status)
        #expect(answer.header("Connection") == "close")
        #expect(client.closesConnection())
    }

    @Test(arguments: ["POST /echo", "PUT /upload"])
    func anAdmittedRequestGets100ContinueThenItsAnswer(line: String) throws {
        let server = try RouterServer(Self.guardedRouter())
        defer { server.stop() }
        let client = try server.client()
        try client.send(
            "\(line) HTTP/1.1\r\nHost: x\r\nX-Key: yes\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
        #expect(try client.readResponse().status == 100)
        try client.send("body")
        let answer = try client.readResponse()
        #expect(answer.status == 200)
    }
}
