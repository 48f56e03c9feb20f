import Foundation
import Testing

@testable import HTTPServer

/// A head sent again byte for byte on one connection is recognized by comparing it with the last one
/// (`RepeatedHead`), and a kept answer goes out as one preassembled buffer with the current `Date` copied
/// in (`CachedAnswer`): neither may change what any request gets (issue 22).
@Suite struct RepeatedHeadTests {
    static let cachedBody = RawFrontTests.cachedBody
    static let request = "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n"
    typealias Counts = RawFrontTests.Counts

    /// `RawFrontTests.router` (one kept answer, for `GET /cached?x=1`), admitting only `Authorization: yes`
    /// when `guarded`.
    static func router(counts: Counts, guarded: Bool = false) -> Router {
        var router = RawFrontTests.router(counts: counts)
        if guarded {
            router.before = { request in
                request.headers["Authorization"] == "yes" ? nil : HTTPResponse(status: 401)
            }
            router.frontAdmission = { request in
                guard let value = request.value(of: "authorization") else { return false }
                return String(decoding: value, as: UTF8.self) == "yes"
            }
        }
        return router
    }

    @Test func aHeadDifferingFromTheLastOneIsReadAfresh() throws {
        let counts = Counts()
        let server = try RouterServer(Self.router(counts: counts, guarded: true))
        defer { server.stop() }
        let client = try server.client()
        let admitted = "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nAuthorization: yes\r\n\r\n"
        for _ in 0..<3 {
            try client.send(admitted)
            let kept = try client.readResponse()
            #expect(kept.status == 200)
            #expect(kept.body == Self.cachedBody)
        }
        // One byte of the target differs: another resource, answered by its handler.
        try client.send("GET /cached?x=2 HTTP/1.1\r\nHost: t\r\nAuthorization: yes\r\n\r\n")
        let other = try client.readResponse()
        #expect(other.status == 200)
        #expect(other.text == "handler /cached?x=2\n")
        try client.send(admitted)
        #expect(try client.readResponse().body == Self.cachedBody)
        // The credentials differ after the same request line: refused, no kept bytes sent.
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nAuthorization: no!\r\n\r\n")
        let refused = try client.readResponse()
        #expect(refused.status == 401)
        #expect(refused.body != Self.cachedBody)
        // The same head again with `Connection: close` at its end: the kept answer, then the close.
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nAuthorization: yes\r\nConnection: close\r\n\r\n")
        let last = try client.readResponse()
        #expect(last.body == Self.cachedBody)
        #expect(last.header("Connection") == "close")
        #expect(client.closesConnection())
        #expect(counts.handler.load(ordering: .relaxed) == 1)
    }

    @Test func repeatedHeadsInOneWriteAndSplitAcrossWritesAreEachAnswered() throws {
        let counts = Counts()
        let server = try RouterServer(Self.router(counts: counts))
        defer { server.stop() }
        let client = try server.client()
        // Three identical heads and the first half of a fourth, then its second half.
        let split = Self.request.index(Self.request.startIndex, offsetBy: 20)
        try client.send(String(repeating: Self.request, count: 3) + Self.request[..<split])
        for _ in 0..<3 {
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body == Self.cachedBody)
        }
        try client.send(String(Self.request[split...]))
        let fourth = try client.readResponse()
        #expect(fourth.status == 200)
        #expect(fourth.body == Self.cachedBody)
        #expect(counts.front.load(ordering: .relaxed) == 4)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }

    @Test func aKeptAnswerCarriesTheCurrentDate() throws {
        let server = try RouterServer(Self.router(counts: Counts()))
        defer { server.stop() }
        let client = try server.client()
        for _ in 0..<2 {
            let before = time(nil)
            try client.send(Self.request)
            let response = try client.readResponse()
            let after = time(nil)
            #expect(response.status == 200)
            let date = try #require(response.header("Date"))
            // The line for one of the seconds the exchange took, not the placeholder the bytes were kept with.
            let candidates = (before...after).map { second in
                String(decoding: HTTPDate.headerLine(for: second), as: UTF8.self)
            }
            #expect(candidates.contains("Date: \(date)\r\n"), "\(date)")
            #expect(!date.contains("1970"))
        }
    }

    @Test func http10KeepAliveGetsItsFramingFromAKeptAnswer() throws {
        let server = try RouterServer(Self.router(counts: Counts()))
        defer { server.stop() }
        let client = try server.client()
        for _ in 0..<2 {
            try client.send("GET /cached?x=1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body == Self.cachedBody)
            #expect(response.header("Connection") == "keep-alive")
        }
        // Still open: the next request is answered on the same connection.
        try client.send(Self.request)
        #expect(try client.readResponse().body == Self.cachedBody)
    }

    @Test func aClientWhoseHeadsStopDifferingIsRecognizedByComparisonAgainSoon() {
        // Heads that differ every time are kept (and compared with) only now and then: copying and
        // comparing each would cost more than the comparisons save. Once a head repeats, it is kept and
        // found by comparison from then on. Which head is kept never changes what a head reads as.
        let limits = OnePassHeadTests.limits
        var parser = HTTPRequestParser(limits: limits, deliversRawHeads: true)
        func read(_ head: String) -> (reading: String?, compared: Bool) {
            let bytes = Array(head.utf8)
            return bytes.withUnsafeBytes { buffer in
                // What `readHead` does: compare only when the parser says the kept head is worth it.
                let compared = parser.repeated.comparesNext && parser.repeated.match(buffer) != nil
                var consumed = 0
                guard case .rawHead(let raw) = parser.parse(buffer, consumed: &consumed) else { return (nil, compared) }
                #expect(consumed == bytes.count)
                let scanned = OnePassHeadTests.reading(
                    HTTPRequestParser.recognize(buffer, limits: limits), from: buffer.baseAddress!)
                let reading = OnePassHeadTests.reading(raw, from: buffer.baseAddress!)
                #expect(reading == scanned, "\(head.debugDescription)")
                return (reading, compared)
            }
        }
        let varying = (0..<40).map { "GET /a?\($0 % 2) HTTP/1.1\r\nHost: t\r\nX-Request-Id: \(100 + $0)\r\n\r\n" }
        for head in varying {
            let (reading, compared) = read(head)
            #expect(reading != nil && !compared, "\(head.debugDescription)")
        }
        let steady = "GET /a?1 HTTP/1.1\r\nHost: t\r\nX-Request-Id: 7\r\n\r\n"
        var firstCompared: Int?
        for attempt in 0..<(Int(RepeatedHead.missingCopyInterval) + 4) {
            let (reading, compared) = read(steady)
            #expect(reading != nil)
            if compared, firstCompared == nil { firstCompared = attempt }
            // Once found by comparison, every repeat is.
            if let firstCompared, attempt > firstCompared { #expect(compared) }
        }
        #expect(firstCompared != nil && firstCompared! <= Int(RepeatedHead.missingCopyInterval))
    }
}
