import Foundation
import Testing

/// JSON answers end with a newline, so a shell prompt after `curl` starts on its own line, and the
/// newline is part of what the ETag covers (issue 9, point 11).
@Suite(.tags(.inProcess)) struct JSONNewlineTests {
    @Test func jsonAnswersEndWithANewlineTheETagCovers() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data(#"{"name":"demo"}"#.utf8))
        #expect(created.status == 201)
        #expect(created.body.last == 0x0A)
        let list = try server.request("GET", "/v1/projects")
        #expect(list.status == 200)
        #expect(list.body.last == 0x0A)
        #expect(list.body.dropLast().last == UInt8(ascii: "]"))
        let etag = try #require(list.header("ETag"))
        let again = try server.request("GET", "/v1/projects", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
    }

    /// Problems, the health checks, the OpenAPI document and the graph's JSON end with a newline too (README:
    /// "every JSON answer ends with a newline", which `curl --fail-with-body` relies on for the prompt).
    @Test func problemsHealthOpenAPIAndTheGraphEndWithANewline() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        try server.importExamples()
        for (target, status) in [
            ("/v1/projects/nope", 404), ("/v1/projects/demo/lookup", 400), ("/healthz", 200), ("/readyz", 200),
            ("/openapi.json", 200), ("/v1/projects/demo/graph", 200), ("/v1/projects/demo/graph.dot", 200),
        ] {
            let answer = try server.request("GET", target)
            #expect(answer.status == status, "\(target): \(answer.text.prefix(200))")
            #expect(answer.body.last == 0x0A, "\(target)")
            #expect(answer.body.dropLast().last != 0x0A, "\(target): one newline, not an empty line")
        }
    }
}
