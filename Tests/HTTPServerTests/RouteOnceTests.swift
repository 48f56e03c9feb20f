import Foundation
import Testing

@testable import HTTPServer

/// A request's path is matched against the route table once, however many times the server asks about it
/// (scheduling, streaming decision, answering), and the trie finds what the pattern order promises.
@Suite struct RouteOnceTests {
    private func router() -> Router {
        var router = Router()
        router.add(.get, "/v1/projects/{project}/lookup") { _, parameters in .text("lookup \(parameters["project"])") }
        router.add(.get, "/v1/projects/new/lookup") { _, _ in .text("literal") }
        router.add(.put, "/v1/projects/{project}/storyboards/{storyboard}", execution: .offload) { request, _ in
            HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: request.body)
        }
        router.add(.get, "/") { _, _ in .text("root") }
        return router
    }

    private func matches(_ router: Router) -> Int {
        router.table.matchCount.load(ordering: .relaxed)
    }

    @Test func prepareThenRespondMatchesOnce() {
        let router = router()
        var request = HTTPRequest(method: .get, target: "/v1/projects/p%20q/lookup?class=A")
        #expect(router.prepare(&request) == .inline)
        let response = router.respond(to: request)
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "lookup p q")
        #expect(matches(router) == 1)
    }

    @Test func unpreparedRequestsAreStillMatched() {
        let router = router()
        let response = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/new/lookup"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "literal")
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/")).status == 200)
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v1/projects//lookup")).status == 404)
        #expect(matches(router) == 3)
    }

    @Test func aMatchFromAnotherRouterIsNotTrusted() {
        let first = router()
        var other = Router()
        other.add(.get, "/v1/projects/{project}/lookup") { _, _ in .text("other") }
        var request = HTTPRequest(method: .get, target: "/v1/projects/new/lookup")
        _ = first.prepare(&request)
        let response = other.respond(to: request)
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "other")
    }

    @Test func aLiveServerMatchesEachRequestOnce() throws {
        let router = router()
        let server = try RouterServer(router)
        defer { server.stop() }
        let client = try server.client()
        for index in 0..<3 {
            try client.send("GET /v1/projects/p\(index)/lookup HTTP/1.1\r\nHost: test\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "lookup p\(index)")
        }
        // A request with a body: the parser asks whether it streams, then dispatch asks again; one match.
        try client.send("PUT /v1/projects/a/storyboards/b HTTP/1.1\r\nHost: test\r\nContent-Length: 4\r\n\r\nbody")
        let upload = try client.readResponse()
        #expect(upload.status == 200)
        #expect(upload.text == "body")
        #expect(matches(router) == 4)
    }
}
