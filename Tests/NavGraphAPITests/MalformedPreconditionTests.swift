import Foundation
import Testing

/// Found by schemathesis: an `If-Match` that is not `*` or a list of entity tags (RFC 9110 section 8.8.3) is the
/// client's error, `400` with a detail that says what the field must be, and it changes nothing; a viewer
/// page for a name no project can have is a `404`.
@Suite struct MalformedPreconditionTests {
    static let malformed = ["P", "0vp$\\Nrj", "r1", "\"r1", "W/", "*, \"r1\"", "\"r1\" \"r2\""]

    static func expectMalformed(_ response: WireResponse, _ label: String) {
        #expect(response.status == 400, "\(label)")
        #expect(response.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(label)")
        #expect((response.object["detail"] as? String)?.contains("If-Match") == true, "\(label)")
    }

    @Test func aMalformedIfMatchIs400OnEveryWriteAndChangesNothing() throws {
        let (server, bytes, tag) = try ConditionalWriteTests.server()
        defer { server.tearDown() }
        let scene = try server.request("GET", ConditionalWriteTests.main + "/scenes")
        #expect(scene.status == 200)
        let sceneID = try #require(scene.array.first?["id"] as? String)
        var edited = bytes
        edited.append(contentsOf: Array("\n".utf8))
        for value in Self.malformed {
            let label = "If-Match: '\(value)'"
            Self.expectMalformed(
                try server.request(
                    "PUT", ConditionalWriteTests.main, headers: ["Content-Type": "application/xml", "If-Match": value],
                    body: edited), "PUT " + label)
            Self.expectMalformed(
                try server.request(
                    "PATCH", ConditionalWriteTests.main + "/scenes/\(sceneID)",
                    headers: ["Content-Type": "application/json", "If-Match": value], body: Data(#"{"title":"x"}"#.utf8)
                ),
                "PATCH scene " + label)
            Self.expectMalformed(
                try server.request("DELETE", ConditionalWriteTests.main, headers: ["If-Match": value]),
                "DELETE storyboard " + label)
            Self.expectMalformed(
                try server.request("DELETE", "/v1/projects/demo", headers: ["If-Match": value]),
                "DELETE project " + label)
        }
        let read = try server.request("GET", ConditionalWriteTests.main)
        #expect(read.status == 200)
        #expect(read.header("ETag") == tag)
        #expect(read.object["revision"] as? Int == 1)
        // Well-formed tags are still compared (a comma inside a tag belongs to it, empty elements are skipped):
        // a list naming only other tags is a 412, one naming the current tag applies.
        let stale = try server.request(
            "PUT", ConditionalWriteTests.main,
            headers: ["Content-Type": "application/xml", "If-Match": #"W/"x",  "a,r1" ,, "r9""#], body: edited)
        ConditionalWriteTests.expectPreconditionFailed(stale, "a list of other tags")
        let applied = try server.request(
            "PUT", ConditionalWriteTests.main,
            headers: ["Content-Type": "application/xml", "If-Match": "W/\"x\",  \"a,b\" ,, " + tag], body: edited)
        #expect(applied.status == 200)
        #expect(applied.object["revision"] as? Int == 2)
        // An empty list names no condition: the write applies.
        edited.append(contentsOf: Array("\n".utf8))
        let unconditional = try server.request(
            "PUT", ConditionalWriteTests.main, headers: ["Content-Type": "application/xml", "If-Match": ""],
            body: edited)
        #expect(unconditional.status == 200)
        #expect(unconditional.object["revision"] as? Int == 3)
    }

    @Test func theViewerPageOfANameNoProjectCanHaveIs404() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let page = try server.request("GET", "/projects/null%2Cnull")
        #expect(page.status == 404)
        #expect(page.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let valid = try server.request("GET", "/projects/some-app")
        #expect(valid.status == 200)
        #expect(valid.header("Content-Type")?.hasPrefix("text/html") == true)
    }
}
