import Foundation
import Testing

@testable import HTTPServer

/// The request reader on its own: framing, limits and incremental input.
@Suite struct HTTPRequestParserTests {
    private let limits = HTTPRequestParser.Limits(maxHeaderBytes: 1024, maxURIBytes: 256, maxBodyBytes: 64)

    /// Feeds `text` in pieces of `step` bytes, as a connection would; returns every event but `needMore`.
    private func events(_ text: String, step: Int = .max) -> [HTTPRequestParser.Event] {
        var parser = HTTPRequestParser(limits: limits)
        var pending: [UInt8] = []
        var result: [HTTPRequestParser.Event] = []
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let piece = remaining.prefix(step)
            remaining = remaining.dropFirst(piece.count)
            pending.append(contentsOf: piece)
            while true {
                var consumed = 0
                let event = pending.withUnsafeBytes { parser.parse($0, consumed: &consumed) }
                pending.removeFirst(consumed)
                if case .needMore = event { break }
                result.append(event)
                if case .failure = event { return result }
            }
        }
        return result
    }

    private func requests(_ events: [HTTPRequestParser.Event]) -> [HTTPRequestParser.Message] {
        events.compactMap { if case .message(let message) = $0 { return message } else { return nil } }
    }

    private func failure(_ text: String) -> HTTPParseError? {
        for case .failure(let error) in events(text) { return error }
        return nil
    }

    @Test func parsesRequestLineHeadersAndQuery() throws {
        let parsed = requests(events("GET /a/b?x=1&y=two+words HTTP/1.1\r\nHost: h\r\nX-Tag:  v  \r\n\r\n"))
        let message = try #require(parsed.first)
        #expect(message.request.method == .get)
        #expect(message.request.path == "/a/b")
        #expect(message.request.query == ["x": "1", "y": "two words"])
        #expect(message.request.headers["x-tag"] == "v")
        #expect(message.keepAlive)
        #expect(!message.isHTTP10)
    }

    @Test func sameResultWhenBytesArriveOneAtATime() {
        let text =
            "POST /e HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
            + "PUT /f HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nxy"
        for step in [1, 2, 7, 1000] {
            let parsed = requests(events(text, step: step))
            #expect(parsed.map(\.request.body) == [Data("abc".utf8), Data("xy".utf8)], "step \(step)")
            #expect(parsed.map(\.request.method) == [.post, .put])
        }
    }

    @Test func emptyLinesBeforeARequestAreIgnored() {
        #expect(requests(events("\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n")).count == 1)
    }

    @Test func absoluteFormTargetBecomesOriginForm() {
        let parsed = requests(events("GET http://example.com/p?q=1 HTTP/1.1\r\nHost: example.com\r\n\r\n"))
        #expect(parsed.first?.request.target == "/p?q=1")
    }

    @Test func expectContinueIsReportedBeforeTheBody() {
        let found = events("POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok")
        guard case .expectContinue = found.first else {
            Issue.record("expected 100-continue first, got \(found)")
            return
        }
        #expect(requests(found).first?.request.body == Data("ok".utf8))
    }

    @Test func http10KeepAliveNeedsToBeAsked() {
        #expect(requests(events("GET / HTTP/1.0\r\n\r\n")).first?.keepAlive == false)
        #expect(requests(events("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")).first?.keepAlive == true)
        #expect(requests(events("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n")).first?.keepAlive == false)
    }

    @Test func limitsGiveTheirStatus() {
        let longTarget = "/" + String(repeating: "a", count: 300)
        #expect(failure("GET \(longTarget) HTTP/1.1\r\nHost: h\r\n\r\n")?.status == 414)
        let bigHeader = String(repeating: "b", count: 1100)
        #expect(failure("GET / HTTP/1.1\r\nHost: h\r\nX: \(bigHeader)\r\n\r\n")?.status == 431)
        #expect(failure("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 65\r\n\r\n")?.status == 413)
        let chunks = String(repeating: "10\r\n0123456789abcdef\r\n", count: 5)
        #expect(failure("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n\(chunks)")?.status == 413)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\nHost: h\n\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nHost: i\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{7}b\r\n\r\n", 400),
        ("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXX", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\nExpect: teapot\r\n\r\n", 417),
        ("GET / HTTP/1.2\r\nHost: h\r\n\r\n", 505),
    ])
    func malformedInputFails(text: String, status: Int) {
        #expect(failure(text)?.status == status)
    }

    @Test func repeatedEqualContentLengthsAreOneValue() {
        let parsed = requests(events("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 2, 2\r\n\r\nok"))
        #expect(parsed.first?.request.body == Data("ok".utf8))
    }

    @Test func chunkSizeParsing() {
        let parse = { (text: String) in
            Array(text.utf8).withUnsafeBytes { HTTPRequestParser.chunkSize($0) }
        }
        #expect(parse("1A") == 26)
        #expect(parse("ff ; name=value") == 255)
        #expect(parse("") == nil)
        #expect(parse("g") == nil)
        #expect(parse("1 2") == nil)
        #expect(parse(String(repeating: "f", count: 16)) == nil)
    }
}
