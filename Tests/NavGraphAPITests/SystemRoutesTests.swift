import Foundation
import Testing

@Suite struct SystemRoutesTests {
    @Test func healthAndReadiness() throws {
        let server = try LiveServer()
        defer { server.tearDown() }
        let health = try server.request("GET", "/healthz")
        #expect(health.status == 200)
        #expect(health.object["status"] as? String == "ok")
        let ready = try server.request("GET", "/readyz")
        #expect(ready.status == 200)
        #expect(ready.object["status"] as? String == "ready")
    }

    @Test func metricsCountRequestsByRouteAndStatus() throws {
        let server = try LiveServer()
        defer { server.tearDown() }
        _ = try server.request("GET", "/v1/projects/ghost")
        _ = try server.request("GET", "/v1/projects")
        let metrics = try server.request("GET", "/metrics")
        #expect(metrics.status == 200)
        #expect(metrics.header("Content-Type")?.hasPrefix("text/plain") == true)
        #expect(metrics.text.contains("/v1/projects/{project}"))
        #expect(metrics.text.contains("404"))
        #expect(metrics.text.contains("navgraph_database_size_bytes "))
        #expect(metrics.text.contains("_bucket{"))
    }

    @Test func openAPIDescribesExactlyTheRouterTable() throws {
        let server = try LiveServer()
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
    @Test func openAPIDocumentPassesTheValidator() throws {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/openapi-spec-validator" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let validator = path else { return }
        let server = try LiveServer()
        defer { server.tearDown() }
        let document = server.directory.appendingPathComponent("openapi.json")
        try server.request("GET", "/openapi.json").body.write(to: document)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = [document.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("OK"))
    }
}
