import Foundation
import Testing

/// What a generated client needs from `/openapi.json` (issue 23, item 8): binary uploads, the `ETag` header,
/// the problem fields the server sends, typed panel diagnostics, and `links` that name real operations.
@Suite(.tags(.inProcess)) struct OpenAPIClientContractTests {
    static func document() throws -> [String: Any] {
        let server = try TestServer()
        defer { server.tearDown() }
        let response = try server.request("GET", "/openapi.json")
        #expect(response.status == 200)
        return response.object
    }

    @Test func uploadsAreBinaryAndAnswersNameTheirETag() throws {
        let document = try Self.document()
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let put = paths["/v1/projects/{project}/storyboards/{storyboard}"]?["put"] ?? [:]
        let content = (put["requestBody"] as? [String: Any])?["content"] as? [String: [String: Any]] ?? [:]
        for type in ["application/xml", "text/xml", "application/x-storyboard", "application/octet-stream"] {
            #expect((content[type]?["schema"] as? [String: Any])?["format"] as? String == "binary", "\(type)")
        }
        let responses = put["responses"] as? [String: [String: Any]] ?? [:]
        let created = responses["201"]?["headers"] as? [String: Any]
        #expect(created?["ETag"] != nil)
        #expect(created?["Location"] != nil)
        let read = paths["/v1/projects/{project}"]?["get"]?["responses"] as? [String: [String: Any]]
        #expect((read?["200"]?["headers"] as? [String: Any])?["ETag"] != nil)
        #expect(paths["/v1/projects/{project}"]?["head"] != nil)
    }

    @Test func problemsAndPanelDiagnosticsAreTyped() throws {
        let document = try Self.document()
        let schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: [String: Any]] ?? [:]
        let problem = schemas["Problem"]?["properties"] as? [String: Any] ?? [:]
        #expect(Set(["line", "column", "kind"]).isSubset(of: Set(problem.keys)))
        let panel = schemas["ScenePanel"]?["properties"] as? [String: [String: Any]] ?? [:]
        let items = panel["diagnostics"]?["items"] as? [String: Any]
        #expect(items?["$ref"] as? String == "#/components/schemas/Diagnostic")
    }

    @Test func linksLeadFromCreatesToOperationsThatExist() throws {
        let document = try Self.document()
        let paths = document["paths"] as? [String: [String: [String: Any]]] ?? [:]
        let operationIDs = Set(paths.values.flatMap { $0.values.compactMap { $0["operationId"] as? String } })
        var linked: [String: Set<String>] = [:]
        for (path, operations) in paths {
            for (method, operation) in operations {
                let responses = operation["responses"] as? [String: [String: Any]] ?? [:]
                for response in responses.values {
                    for (_, link) in response["links"] as? [String: [String: Any]] ?? [:] {
                        let target = link["operationId"] as? String ?? ""
                        #expect(operationIDs.contains(target), "\(method) \(path) → \(target)")
                        linked["\(method) \(path)", default: []].insert(target)
                    }
                }
            }
        }
        #expect(linked["post /v1/projects"]?.contains("get-v1-projects-by-project") == true)
        #expect(
            linked["put /v1/projects/{project}/storyboards/{storyboard}"]?.contains(
                "delete-v1-projects-by-project-storyboards-by-storyboard") == true)
        // The stored XML a PUT made, for a client that reads it back (its own operation, one media type).
        #expect(
            linked["put /v1/projects/{project}/storyboards/{storyboard}"]?.contains(
                "get-v1-projects-by-project-storyboards-by-storyboard-source") == true)
        #expect(
            linked["post /v1/projects/{project}/storyboards/{storyboard}/scenes"]?.contains(
                "patch-v1-projects-by-project-storyboards-by-storyboard-scenes-by-scene") == true)
    }
}
