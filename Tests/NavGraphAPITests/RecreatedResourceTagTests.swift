import Foundation
import Testing

/// A project or storyboard deleted and created again never answers a tag it had before the delete
/// (`Migrations/0003_revision_marks.sql`): an `If-Match` saved earlier is `412`, an `If-None-Match` is no `304`.
/// Runs on the backend `NAVGRAPH_TEST_BACKEND` names (scripts/test-both-backends.sh runs both).
@Suite struct RecreatedResourceTagTests {
    static let xml = ["Content-Type": "application/xml"]
    static let main = "/v1/projects/demo/storyboards/Main"

    @Test func aStoryboardTagSavedBeforeTheDeleteMatchesNothingAfterTheRecreate() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let bytes = try TestServer.fixture("examples/Main.storyboard")
        let created = try server.request("PUT", Self.main, headers: Self.xml, body: bytes)
        #expect(created.status == 201)
        let saved = try #require(created.header("ETag"))
        #expect(saved == "\"r1\"")
        #expect(try server.request("DELETE", Self.main).status == 204)
        let again = try server.request("PUT", Self.main, headers: Self.xml, body: bytes)
        #expect(again.status == 201)
        #expect(again.object["revision"] as? Int == 2)
        #expect(again.header("ETag") == "\"r2\"")

        var edited = bytes
        edited.append(contentsOf: Array("\n".utf8))
        let put = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-Match": saved]) { $1 }, body: edited)
        #expect(put.status == 412)
        #expect(put.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let delete = try server.request("DELETE", Self.main, headers: ["If-Match": saved])
        #expect(delete.status == 412)
        let read = try server.request("GET", Self.main, headers: ["If-None-Match": saved])
        #expect(read.status == 200)
        #expect(read.object["revision"] as? Int == 2)
    }

    @Test func aProjectTagSavedBeforeTheDeleteMatchesNothingAfterTheRecreate() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(created.status == 201)
        let saved = try #require(created.header("ETag"))
        #expect(saved == "\"r1\"")
        #expect(try server.request("DELETE", "/v1/projects/demo").status == 204)
        let again = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(again.status == 201)
        #expect(again.object["revision"] as? Int == 2)

        let patch = try server.request(
            "PATCH", "/v1/projects/demo", headers: ["Content-Type": "application/json", "If-Match": saved],
            body: Data(#"{"module":"Demo"}"#.utf8))
        #expect(patch.status == 412)
        #expect(try server.request("DELETE", "/v1/projects/demo", headers: ["If-Match": saved]).status == 412)
        let read = try server.request("GET", "/v1/projects/demo")
        #expect(read.status == 200)
        #expect(read.object["module"] == nil)
    }
}
