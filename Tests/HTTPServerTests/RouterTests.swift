import Foundation
import HTTPServer
import Testing

/// The router answered in-process: matching, parameters, method handling and error rendering.
@Suite struct RouterTests {
    struct Teapot: Error, HTTPProblemConvertible {
        var problemDetails: ProblemDetails {
            ProblemDetails(
                status: 418, title: "Teapot", detail: "short and stout", type: "https://example.com/teapot",
                extensions: ["errors": [["field": "spout", "message": "missing"]]])
        }
        var problemHeaders: HTTPHeaders { ["WWW-Authenticate": "Bearer"] }
    }

    struct Opaque: Error {}

    private func json(_ response: HTTPResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] ?? [:]
    }

    private func sample() -> Router {
        var router = Router()
        router.add(.get, "/v1/projects/{project}/storyboards/{storyboard}") { _, parameters in
            .text("\(parameters["project"])|\(parameters["storyboard"])|\(parameters.pattern)")
        }
        router.add(.put, "/v1/projects/{project}/storyboards/{storyboard}", execution: .offload) { _, _ in
            HTTPResponse(status: 201)
        }
        router.add(.get, "/v1/projects/new") { _, _ in .text("literal") }
        router.add(.get, "/v1/projects/{project}") { _, parameters in .text("project \(parameters["project"])") }
        router.add(.get, "/teapot") { _, _ in throw Teapot() }
        router.add(.get, "/opaque") { _, _ in throw Opaque() }
        return router
    }

    @Test func parametersArePercentDecoded() {
        let response = sample().respond(
            to: HTTPRequest(method: .get, target: "/v1/projects/My%20App/storyboards/Main%2FAlt?x=1"))
        #expect(response.status == 200)
        #expect(
            String(decoding: response.body, as: UTF8.self)
                == "My App|Main/Alt|/v1/projects/{project}/storyboards/{storyboard}")
    }

    @Test func invalidPercentEscapeIs400() {
        let response = sample().respond(to: HTTPRequest(method: .get, target: "/v1/projects/bad%zz"))
        #expect(response.status == 400)
        #expect(response.headers["Content-Type"] == "application/problem+json")
    }

    @Test func literalSegmentsWinOverParameters() {
        let router = sample()
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/new")).body == Data("literal".utf8))
        #expect(
            router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/old")).body == Data("project old".utf8))
    }

    @Test func unknownPathIs404Problem() {
        let response = sample().respond(to: HTTPRequest(method: .get, target: "/nowhere"))
        #expect(response.status == 404)
        let body = json(response)
        #expect(body["type"] as? String == "about:blank")
        #expect(body["title"] as? String == "Not Found")
        #expect(body["status"] as? Int == 404)
        #expect((body["detail"] as? String)?.contains("/nowhere") == true)
    }

    @Test func wrongMethodIs405WithAllow() {
        let response = sample().respond(to: HTTPRequest(method: .delete, target: "/v1/projects/a/storyboards/b"))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, PUT, HEAD, OPTIONS")
    }

    @Test func optionsIs204WithAllow() {
        let response = sample().respond(to: HTTPRequest(method: .options, target: "/v1/projects/a"))
        #expect(response.status == 204)
        #expect(response.headers["Allow"] == "GET, HEAD, OPTIONS")
    }

    @Test func headFallsBackToGet() {
        let response = sample().respond(to: HTTPRequest(method: .head, target: "/v1/projects/a"))
        #expect(response.status == 200)
        #expect(response.body == Data("project a".utf8))
    }

    @Test func executionFollowsTheMatchedRoute() {
        let router = sample()
        #expect(router.execution(for: HTTPRequest(method: .put, target: "/v1/projects/a/storyboards/b")) == .offload)
        #expect(router.execution(for: HTTPRequest(method: .get, target: "/v1/projects/a/storyboards/b")) == .inline)
        #expect(router.execution(for: HTTPRequest(method: .get, target: "/missing")) == .inline)
    }

    @Test func problemConvertibleErrorsRenderWithTheirMembersAndHeaders() {
        let response = sample().respond(to: HTTPRequest(method: .get, target: "/teapot"))
        #expect(response.status == 418)
        #expect(response.headers["Content-Type"] == "application/problem+json")
        #expect(response.headers["WWW-Authenticate"] == "Bearer")
        let body = json(response)
        #expect(body["type"] as? String == "https://example.com/teapot")
        #expect(body["title"] as? String == "Teapot")
        #expect(body["detail"] as? String == "short and stout")
        let errors = body["errors"] as? [[String: String]]
        #expect(errors == [["field": "spout", "message": "missing"]])
    }

    @Test func otherErrorsAreAGeneric500() {
        let response = sample().respond(to: HTTPRequest(method: .get, target: "/opaque"))
        #expect(response.status == 500)
        let detail = json(response)["detail"] as? String ?? ""
        #expect(!detail.contains("Opaque"))
    }

    @Test func beforeHookCanAnswerOrThrow() {
        var router = sample()
        router.before = { request in
            if request.headers["Authorization"] == nil { throw Teapot() }
            if request.path == "/v1/projects/short" { return .text("short-circuited") }
            return nil
        }
        #expect(router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/a")).status == 418)
        let authorized: HTTPHeaders = ["Authorization": "Bearer x"]
        let early = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/short", headers: authorized))
        #expect(early.body == Data("short-circuited".utf8))
        let normal = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/a", headers: authorized))
        #expect(normal.body == Data("project a".utf8))
    }

    @Test func routeTableListsEveryRoute() {
        let routes = sample().routes.map { "\($0.method) \($0.pattern)" }
        #expect(routes.count == 6)
        #expect(routes.contains("PUT /v1/projects/{project}/storyboards/{storyboard}"))
        #expect(routes.contains("GET /v1/projects/new"))
    }

    @Test func metricsCountByPatternMethodAndStatus() {
        let metrics = HTTPMetrics()
        var router = sample()
        router.metrics = metrics
        _ = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/a"))
        _ = router.respond(to: HTTPRequest(method: .get, target: "/v1/projects/b"))
        _ = router.respond(to: HTTPRequest(method: .get, target: "/nowhere"))
        let text = metrics.render()
        #expect(text.contains("http_requests_total{route=\"/v1/projects/{project}\",method=\"GET\",status=\"200\"} 2"))
        #expect(text.contains("http_requests_total{route=\"unmatched\",method=\"GET\",status=\"404\"} 1"))
        #expect(text.contains("http_request_duration_seconds_count{route=\"/v1/projects/{project}\"} 2"))
        #expect(text.contains("le=\"+Inf\"} 2"))
        #expect(text.contains("# TYPE http_request_duration_seconds histogram"))
    }
}

/// The problem+json body itself.
@Suite struct ProblemDetailsTests {
    @Test func rawJSONExtensionsAreSplicedAndOthersEncoded() throws {
        let problem = ProblemDetails(
            status: 409, detail: "two scenes have class \"Login\"",
            extensions: ["candidates": ProblemDetails.RawJSON("[\"Main/a\",\"Main/b\"]"), "count": 2])
        let object = try #require(try JSONSerialization.jsonObject(with: problem.jsonData()) as? [String: Any])
        #expect(object["title"] as? String == "Conflict")
        #expect(object["status"] as? Int == 409)
        #expect(object["detail"] as? String == "two scenes have class \"Login\"")
        #expect(object["type"] as? String == "about:blank")
        #expect(object["candidates"] as? [String] == ["Main/a", "Main/b"])
        #expect(object["count"] as? Int == 2)
    }

    @Test func problemResponseHasTheProblemMediaType() {
        let response = HTTPResponse.problem(status: 422, detail: "bad field")
        #expect(response.status == 422)
        #expect(response.headers["Content-Type"] == "application/problem+json")
    }
}
