import Foundation
import Testing

/// Cached reads answered from the front cache (whole answers kept under the raw request target) behave
/// exactly as the full path: writes invalidate them, auth still refuses, conditional GET and HEAD still
/// work, and metrics still count them (issue 10, direction 1).
@Suite struct FrontCacheTests {
    static let inbox = "/v1/projects/p/lookup?class=InboxViewController"

    @Test func aWriteReplacesTheAnswerTheFrontCacheKept() throws {
        let server = try GraphRoutesTests.server(with: "App")
        defer { server.tearDown() }
        let first = try server.request("GET", Self.inbox)
        let second = try server.request("GET", Self.inbox)
        #expect(first.status == 200)
        #expect(second.status == 200)
        #expect(second.body == first.body)
        let deleted = try server.request("DELETE", "/v1/projects/p/storyboards/Main")
        #expect(deleted.status == 204)
        let after = try server.request("GET", Self.inbox)
        #expect(after.status == 404, "a write must drop the kept answer: \(after.text)")
    }

    @Test func aKeptAnswerIsStillRefusedWithoutAToken() throws {
        let server = try TestServer(token: "s3cret", readToken: "reader")
        defer { server.tearDown() }
        let auth = ["Authorization": "Bearer s3cret"]
        _ = try server.json("POST", "/v1/projects", ["name": "p", "module": "MailApp"], headers: auth)
        let put = try server.request(
            "PUT", "/v1/projects/p/storyboards/Main",
            headers: ["Content-Type": "application/xml", "Authorization": "Bearer s3cret"],
            body: try TestServer.fixture("Tests/Fixtures/Graph/App/Main.storyboard"))
        #expect(put.status == 201)
        for _ in 0..<2 {
            let read = try server.request("GET", Self.inbox, headers: ["Authorization": "Bearer reader"])
            #expect(read.status == 200)
        }
        let anonymous = try server.request("GET", Self.inbox)
        #expect(anonymous.status == 401)
        #expect(anonymous.header("WWW-Authenticate") != nil)
        let wrong = try server.request("GET", Self.inbox, headers: ["Authorization": "Bearer nope"])
        #expect(wrong.status == 401 || wrong.status == 403)
    }

    @Test func aKeptAnswerStillAnswers304AndHEAD() throws {
        let server = try GraphRoutesTests.server(with: "App")
        defer { server.tearDown() }
        let first = try server.request("GET", Self.inbox)
        #expect(first.status == 200)
        let tag = try #require(first.header("ETag"))
        _ = try server.request("GET", Self.inbox)
        let again = try server.request("GET", Self.inbox, headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let other = try server.request("GET", Self.inbox, headers: ["If-None-Match": "\"other\""])
        #expect(other.status == 200)
        #expect(other.body == first.body)
        let head = try server.request("HEAD", Self.inbox)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(first.body.count))
    }

    @Test func aRefusedQueryIsRefusedEveryTime() throws {
        let server = try GraphRoutesTests.server(with: "App")
        defer { server.tearDown() }
        _ = try server.request("GET", "/v1/projects/p/graph?format=dot")
        for _ in 0..<2 {
            let bad = try server.request("GET", "/v1/projects/p/graph?format=png")
            #expect(bad.status == 400)
        }
    }

    @Test func keptAnswersAreCountedInMetrics() throws {
        let server = try GraphRoutesTests.server(with: "App")
        defer { server.tearDown() }
        for _ in 0..<3 {
            #expect(try server.request("GET", Self.inbox).status == 200)
        }
        let metrics = try server.request("GET", "/metrics")
        #expect(metrics.status == 200)
        let line = "http_requests_total{route=\"/v1/projects/{project}/lookup\",method=\"GET\",status=\"200\"} 3"
        #expect(metrics.text.contains(line), "\(metrics.text)")
    }
}
