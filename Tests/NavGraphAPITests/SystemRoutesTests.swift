import Foundation
import Testing

@Suite struct SystemRoutesTests {
    @Test func healthAndReadiness() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let health = try server.request("GET", "/healthz")
        #expect(health.status == 200)
        #expect(health.object["status"] as? String == "ok")
        let ready = try server.request("GET", "/readyz")
        #expect(ready.status == 200)
        #expect(ready.object["status"] as? String == "ready")
    }

    @Test func metricsCountRequestsByRouteAndStatus() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        #expect(try server.request("GET", "/v1/projects/ghost").status == 404)
        #expect(try server.request("GET", "/v1/projects/phantom").status == 404)
        #expect(try server.request("GET", "/v1/projects").status == 200)
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        #expect(try server.request("GET", "/v1/projects/demo").status == 200)
        let metrics = try server.request("GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.header("Content-Type")?.hasPrefix("text/plain") == true)
        // Exactly one counter line per route, method and status, counting every request (the route pattern,
        // not the path, so two missing projects add up on one line).
        let counters = metrics.text.split(separator: "\n").filter { $0.hasPrefix("http_requests_total{") }
            .map(String.init).filter { !$0.contains("route=\"/metrics\"") }.sorted()
        #expect(
            counters == [
                #"http_requests_total{route="/v1/projects",method="GET",status="200"} 1"#,
                #"http_requests_total{route="/v1/projects",method="POST",status="201"} 1"#,
                #"http_requests_total{route="/v1/projects/{project}",method="GET",status="200"} 1"#,
                #"http_requests_total{route="/v1/projects/{project}",method="GET",status="404"} 2"#,
            ])
        #expect(metrics.text.contains("navgraph_database_size_bytes "))
        #expect(metrics.text.contains("_bucket{"))
    }

    @Test func openAPIDescribesExactlyTheRouterTable() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let response = try server.request("GET", "/openapi.json")
        #expect(response.status == 200)
        let document = response.object
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        var documented: Set<String> = []
        for (path, operations) in paths {
            for method in operations.keys { documented.insert("\(method.uppercased()) \(path)") }
        }
        let served = Set(server.routeTable)
        #expect(documented == served)
        #expect(served.contains("PUT /v1/projects/{project}/storyboards/{storyboard}"))
    }

    /// The served document is valid OpenAPI 3.1 by an independent validator (installed by `.ci/run`).
    @Test(
        .enabled(
            if: TestEnvironment.path(of: "openapi-spec-validator") != nil,
            "openapi-spec-validator is not installed; .ci/run installs it"))
    func openAPIDocumentPassesTheValidator() throws {
        let validator = try #require(TestEnvironment.path(of: "openapi-spec-validator"))
        let server = try TestServer()
        defer { server.tearDown() }
        let document = server.directory.appendingPathComponent("openapi.json")
        try server.request("GET", "/openapi.json").body.write(to: document)
        let validated = try ProcessRunner.run(validator, [document.path], timeout: 120, mergingOutput: true)
        let text = validated.stdout
        #expect(validated.status == 0, "\(text)")
        #expect(text.contains("OK"))
    }
}
