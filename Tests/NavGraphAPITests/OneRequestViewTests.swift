import Foundation
import Testing

/// Access, conditional reads and metrics are decided once, on the view of a request head both paths share
/// (`RequestHead`): the same request sent so that the front stage may answer it (origin form, a kept answer)
/// and so that only the full parser and router can (absolute form) gets the same status, the same fields and
/// body, and is counted once under the same series (issue 37).
@Suite struct OneRequestViewTests {
    static let inbox = "/v1/projects/p/lookup?class=InboxViewController"
    static let writer = ["Authorization": "Bearer s3cret"]

    /// A restricted server holding the App fixture as project `p`, its lookup answer kept in the front.
    static func server() throws -> TestServer {
        let server = try GraphRoutesTests.server(with: "App", .socket, token: "s3cret", readToken: "reader")
        #expect(try server.request("GET", inbox, headers: writer).status == 200)
        return server
    }

    /// `http_requests_total` by series, the scrapes themselves left out.
    static func counts(_ server: TestServer) throws -> [String: Int] {
        let text = try server.request("GET", "/metrics", headers: writer).text
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("http_requests_total{") {
            guard !line.contains("route=\"/metrics\""), let space = line.lastIndex(of: " ") else { continue }
            counts[String(line[..<space])] = Int(line[line.index(after: space)...])
        }
        return counts
    }

    /// What each of `before` and `after` counted differently.
    static func delta(_ before: [String: Int], _ after: [String: Int]) -> [String: Int] {
        var delta: [String: Int] = [:]
        for (series, count) in after where count != before[series, default: 0] {
            delta[series] = count - before[series, default: 0]
        }
        return delta
    }

    /// One request sent twice: on `client` with an origin-form target (the front stage may answer it), then
    /// on `client` (or a new connection, when the first answer closed it) with an absolute-form one (always parsed, matched and routed); both answers and what each counted.
    static func bothWays(
        _ method: String, fields: [(String, String)], on client: RawClient, server: TestServer
    ) throws -> [(response: WireResponse, counted: [String: Int])] {
        try ["", "http://127.0.0.1"].map { authority in
            var head = "\(method) \(authority)\(inbox) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            for (name, value) in fields { head += "\(name): \(value)\r\n" }
            let before = try counts(server)
            try client.send(head + "\r\n")
            let response = try client.readResponse(method: method)
            return (response, delta(before, try counts(server)))
        }
    }

    static func expectSame(_ answers: [(response: WireResponse, counted: [String: Int])], _ what: String) {
        let (front, full) = (answers[0], answers[1])
        #expect(front.response.status == full.response.status, "\(what)")
        #expect(front.response.body == full.response.body, "\(what)")
        for name in ["ETag", "Content-Type", "WWW-Authenticate", "Vary"] {
            #expect(front.response.header(name) == full.response.header(name), "\(name): \(what)")
        }
        #expect(front.counted == full.counted, "\(what)")
        #expect(front.counted.values.reduce(0, +) == 1, "counted once: \(what) \(front.counted)")
    }

    @Test func bothPathsMakeTheSameAccessDecision() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let cases: [[(String, String)]] = [
            [], [("Authorization", "Bearer s3cret")], [("Authorization", "bearer reader")],
            [("Authorization", "BEARER s3cret")], [("Authorization", "Bearer  s3cret")],
            [("Authorization", "Bearer s3cre")], [("Authorization", "Bearer s3cret2")], [("Authorization", "Bearer")],
            [("Authorization", "Basic czNjcmV0")], [("Authorization", "Bearer\ts3cret")],
            [("authorization", "Bearer reader")],
            [("Authorization", "Bearer s3cret"), ("Authorization", "Bearer s3cret")],
        ]
        for fields in cases {
            for method in ["GET", "HEAD"] {
                // A fresh connection each time: a refusal may close it.
                let answers = try Self.bothWays(method, fields: fields, on: try server.client(), server: server)
                Self.expectSame(answers, "\(method) \(fields)")
            }
        }
    }

    @Test func bothPathsAnswerTheSameConditionalRead() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let client = try server.client()
        let tag = try #require(try server.request("GET", Self.inbox, headers: Self.writer).header("ETag"))
        let auth = ("Authorization", "Bearer reader")
        let cases: [[(String, String)]] = [
            [("If-None-Match", tag)], [("If-None-Match", "W/\(tag)")], [("If-None-Match", "\"x\", \(tag)")],
            [("If-None-Match", "*")], [("If-None-Match", "\"x\"")], [("If-None-Match", " \(tag) ,")],
            // Two fields mean their values joined (RFC 9110 section 5.3): the tag in the second still matches.
            [("If-None-Match", "\"x\""), ("If-None-Match", tag)],
        ]
        var notModified = 0
        for fields in cases {
            for method in ["GET", "HEAD"] {
                let answers = try Self.bothWays(method, fields: [auth] + fields, on: client, server: server)
                Self.expectSame(answers, "\(method) \(fields)")
                if answers[0].response.status == 304 { notModified += 1 }
            }
        }
        #expect(notModified == 12)
    }
}
