import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// A router's `front` answers repeated reads from their raw heads, before the path is matched or any
/// String is built, and still behaves as the full path would: `before`'s verdict, `HEAD`, framing of
/// unusual requests, and exact metrics (issue 10).
@Suite struct RawFrontTests {
    static let cachedBody = Data("kept answer\n".utf8)
    static let route = "/cached"

    /// Counts how often the handler and `front` run.
    final class Counts: Sendable {
        let handler = Atomic<Int>(0)
        let front = Atomic<Int>(0)
    }

    /// A router whose `front` keeps one answer, for `GET /cached?x=1` exactly.
    static func router(counts: Counts, metrics: HTTPMetrics? = nil) -> Router {
        var router = Router(metrics: metrics)
        router.add(.get, route) { request, _ in
            counts.handler.add(1, ordering: .relaxed)
            return HTTPResponse(
                status: 200, headers: ["Content-Type": "text/plain"], body: Data("handler \(request.target)\n".utf8))
        }
        router.add(.get, "/other") { _, _ in .text("other") }
        let answer = CachedAnswer(
            HTTPResponse(status: 200, headers: ["Content-Type": "text/plain", "ETag": "\"k\""], body: cachedBody),
            route: route)
        router.front = { request in
            counts.front.add(1, ordering: .relaxed)
            return String(decoding: request.target, as: UTF8.self) == "/cached?x=1" ? answer : nil
        }
        return router
    }

    @Test func aKeptAnswerIsSentWithoutMatchingThePath() throws {
        let counts = Counts()
        let router = Self.router(counts: counts)
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        for _ in 0..<3 {
            try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body == Self.cachedBody)
            #expect(response.header("ETag") == "\"k\"")
            #expect(response.header("Date") != nil)
        }
        #expect(router.table.matchCount.load(ordering: .relaxed) == 0)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
        // Another target is not kept: the usual path answers it, matching once.
        try client.send("GET /cached?x=2 HTTP/1.1\r\nHost: t\r\n\r\n")
        let other = try client.readResponse()
        #expect(other.status == 200)
        #expect(other.text == "handler /cached?x=2\n")
        #expect(router.table.matchCount.load(ordering: .relaxed) == 1)
        #expect(counts.handler.load(ordering: .relaxed) == 1)
    }

    @Test func headGetsTheHeadersAndNoBody() throws {
        let server = try RouterServer(Self.router(counts: Counts()))
        defer { server.stop() }
        let client = try server.client()
        try client.send("HEAD /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        let head = try client.readResponse(head: true, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.header("Content-Length") == String(Self.cachedBody.count))
        #expect(head.body.isEmpty)
        // Had body bytes followed, this read would see them instead of the next response.
        try client.send("GET /other HTTP/1.1\r\nHost: t\r\n\r\n")
        let next = try client.readResponse()
        #expect(next.status == 200)
        #expect(next.text == "other")
    }

    @Test func aRouteAnsweringHEADItselfKeepsHEADFromTheFront() throws {
        let counts = Counts()
        var router = Self.router(counts: counts)
        router.add(.head, Self.route) { _, _ in HTTPResponse(status: 204) }
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        try client.send("HEAD /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        let head = try client.readResponse(head: true, method: "HEAD")
        #expect(head.status == 204)
        #expect(counts.front.load(ordering: .relaxed) == 0)
    }

    @Test func beforeDecidesUnlessTheRawAdmissionAgrees() throws {
        let counts = Counts()
        var router = Self.router(counts: counts)
        router.before = { request in
            request.headers["Authorization"] == "yes" ? nil : HTTPResponse(status: 401)
        }
        // Without `frontAdmission`, `front` is never asked: `before` refuses, the handler answers.
        var server = try RouterServer(router)
        var client = try server.client()
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 401)
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nAuthorization: yes\r\n\r\n")
        let handled = try client.readResponse()
        #expect(handled.status == 200)
        #expect(handled.text == "handler /cached?x=1\n")
        #expect(counts.front.load(ordering: .relaxed) == 0)
        server.stop()

        router.frontAdmission = { request in
            guard let value = request.value(of: "authorization") else { return false }
            return String(decoding: value, as: UTF8.self) == "yes"
        }
        server = try RouterServer(router)
        defer { server.stop() }
        client = try server.client()
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        let refused = try client.readResponse()
        #expect(refused.status == 401)
        #expect(refused.body != Self.cachedBody)
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nauthorization:  yes \r\n\r\n")
        let kept = try client.readResponse()
        #expect(kept.status == 200)
        #expect(kept.body == Self.cachedBody)
        #expect(counts.front.load(ordering: .relaxed) == 1)
    }

    @Test func unusualRequestsTakeTheUsualPath() throws {
        let counts = Counts()
        let server = try RouterServer(Self.router(counts: counts))
        defer { server.stop() }
        // A body, an absolute-form target: parsed and matched as always.
        var client = try server.client()
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc")
        #expect(try client.readResponse().text == "handler /cached?x=1\n")
        try client.send("GET http://t/cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().text == "handler /cached?x=1\n")
        #expect(counts.handler.load(ordering: .relaxed) == 2)
        // A malformed head is refused as before, never answered from the front.
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nBad Header: x\r\n\r\n")
        let malformed = try client.readResponse()
        #expect(malformed.status == 400)
        client = try server.client()
        try client.send("GET /cached?x=1 HTTP/1.1\r\n\r\n")
        #expect(try client.readResponse().status == 400, "HTTP/1.1 without Host")
        // HTTP/1.0 without keep-alive: the kept answer, then the connection closes.
        client = try server.client()
        try client.send("GET /cached?x=1 HTTP/1.0\r\n\r\n")
        let old = try client.readResponse()
        #expect(old.status == 200)
        #expect(old.body == Self.cachedBody)
        #expect(client.closesConnection())
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() throws {
        let counts = Counts()
        let server = try RouterServer(Self.router(counts: counts))
        defer { server.stop() }
        let client = try server.client()
        // A kept answer, one the handler gives, a kept HEAD, then a kept answer that closes: one write.
        try client.send(
            "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n" + "GET /cached?x=2 HTTP/1.1\r\nHost: t\r\n\r\n"
                + "HEAD /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n"
                + "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        let first = try client.readResponse()
        #expect(first.status == 200)
        #expect(first.body == Self.cachedBody)
        let second = try client.readResponse()
        #expect(second.text == "handler /cached?x=2\n")
        let third = try client.readResponse(head: true, method: "HEAD")
        #expect(third.status == 200)
        #expect(third.body.isEmpty)
        let last = try client.readResponse()
        #expect(last.body == Self.cachedBody)
        #expect(last.header("Connection") == "close")
        #expect(client.closesConnection())
        #expect(counts.handler.load(ordering: .relaxed) == 1)
    }

    @Test func keptAnswersAreCountedExactly() throws {
        let metrics = HTTPMetrics()
        let server = try RouterServer(Self.router(counts: Counts(), metrics: metrics))
        defer { server.stop() }
        let client = try server.client()
        for _ in 0..<5 {
            try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
        try client.send("HEAD /cached?x=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse(head: true, method: "HEAD").status == 200)
        try client.send("GET /cached?x=2 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        let text = metrics.render()
        #expect(text.contains("http_requests_total{route=\"/cached\",method=\"GET\",status=\"200\"} 6"), "\(text)")
        #expect(text.contains("http_requests_total{route=\"/cached\",method=\"HEAD\",status=\"200\"} 1"), "\(text)")
        #expect(text.contains("http_request_duration_seconds_count{route=\"/cached\"} 7"), "\(text)")
        #expect(metrics.requestCount == 7)
    }

    @Test func rawFieldsAreReadAsTheParserReadsThem() {
        let head = "GET /a?b HTTP/1.1\r\nHost: t\r\nX-Two: 1\r\nx-two:\t 2 \r\nEmpty:\r\n\r\n"
        var bytes = Array(head.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            let limits = HTTPRequestParser.Limits(maxHeaderBytes: 1024, maxURIBytes: 64, maxBodyBytes: 0)
            guard let raw = HTTPRequestParser.recognize(UnsafeRawBufferPointer(buffer), limits: limits) else {
                Issue.record("a plain GET is recognized")
                return
            }
            let request = raw.request
            #expect(String(decoding: request.target, as: UTF8.self) == "/a?b")
            #expect(String(decoding: request.path, as: UTF8.self) == "/a")
            #expect(request.value(of: "x-two").map { String(decoding: $0, as: UTF8.self) } == "1")
            #expect(request.count(of: "x-two") == 2)
            #expect(request.value(of: "empty")?.isEmpty == true)
            #expect(request.value(of: "x-tw") == nil)
            #expect(request.count(of: "absent") == 0)
            #expect(raw.keepAlive && !raw.isHTTP10)
            // A request the front does not answer is built from the same reading as the full parser's.
            guard
                case .success(let (parsed, _)) = HTTPRequestParser.parseHead(
                    UnsafeRawBufferPointer(buffer), limits: limits)
            else {
                Issue.record("the full parser reads it")
                return
            }
            let built = raw.message()
            #expect(built.request.target == parsed.request.target)
            #expect(built.request.path == "/a")
            #expect(built.request.query == ["b": ""])
            #expect(built.request.headers.fields.map(\.name) == ["Host", "X-Two", "x-two", "Empty"])
            #expect(built.request.headers.fields.map(\.value) == parsed.request.headers.fields.map(\.value))
            #expect(built.request.headers.values(for: "x-two") == ["1", "2"])
            #expect(built.keepAlive == parsed.keepAlive && built.isHTTP10 == parsed.isHTTP10)
        }
    }
}
