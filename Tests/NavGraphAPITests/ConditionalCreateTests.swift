import Foundation
import Testing

/// `If-None-Match` on writes (RFC 9110 section 13.1.2): `*` creates and never replaces; a tag list refuses a write
/// over any revision it names (compared weakly); with `If-Match` too, both must hold. A refused write is `412`
/// and changes nothing.
@Suite(.tags(.inProcess)) struct ConditionalCreateTests {
    static let xml = ["Content-Type": "application/xml"]
    static let main = "/v1/projects/demo/storyboards/Main"

    static func projectRevision(_ server: TestServer) throws -> Int? {
        try server.request("GET", "/v1/projects/demo").object["revision"] as? Int
    }

    static func expectRefused(_ response: WireResponse, saying words: String, _ label: String) {
        #expect(response.status == 412, "\(label): \(response.text)")
        #expect(response.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(label)")
        #expect((response.object["detail"] as? String)?.contains(words) == true, "\(label): \(response.text)")
    }

    @Test func ifNoneMatchStarCreatesButNeverReplaces() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let bytes = try TestServer.fixture("examples/Main.storyboard")
        let create = ["Content-Type": "application/xml", "If-None-Match": "*"]
        let created = try server.request("PUT", Self.main, headers: create, body: bytes)
        #expect(created.status == 201)
        let revision = try Self.projectRevision(server)
        var edited = bytes
        edited.append(contentsOf: Array("<!-- edited -->\n".utf8))
        // Other bytes, and the same bytes (an unchanged write), both refused: the storyboard exists.
        for (body, label) in [(edited, "other bytes"), (bytes, "the same bytes")] {
            let again = try server.request("PUT", Self.main, headers: create, body: body)
            Self.expectRefused(again, saying: "already exists (revision 1)", label)
        }
        #expect(try Self.projectRevision(server) == revision)
        let read = try server.request("GET", Self.main, headers: ["Accept": "application/xml"])
        #expect(read.body == bytes)
        // A delete with If-None-Match: * is refused as well; the storyboard stays.
        let delete = try server.request("DELETE", Self.main, headers: ["If-None-Match": "*"])
        Self.expectRefused(delete, saying: "already exists", "delete")
        #expect(try server.request("GET", Self.main).status == 200)
    }

    @Test func ifNoneMatchTagsRefuseTheRevisionsTheyName() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let bytes = try TestServer.fixture("examples/Main.storyboard")
        let put = try server.request("PUT", Self.main, headers: Self.xml, body: bytes)
        let tag = try #require(put.header("ETag"))
        var edited = bytes
        edited.append(contentsOf: Array("<!-- edited -->\n".utf8))
        for condition in [tag, "W/\(tag)", "\"r9\", \(tag)"] {
            let refused = try server.request(
                "PUT", Self.main, headers: Self.xml.merging(["If-None-Match": condition]) { $1 }, body: edited)
            Self.expectRefused(refused, saying: "the one If-None-Match names", condition)
        }
        #expect(try Self.projectRevision(server) == 2)
        // A tag of another revision lets the write through.
        let written = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-None-Match": "\"r9\""]) { $1 }, body: edited)
        #expect(written.status == 200)
        #expect(written.object["revision"] as? Int == 2)
        // Both fields: If-Match met, If-None-Match: * not, so refused.
        let both = try server.request(
            "PUT", Self.main,
            headers: Self.xml.merging(["If-Match": "\"r2\"", "If-None-Match": "*"]) { $1 }, body: bytes)
        Self.expectRefused(both, saying: "already exists (revision 2)", "both fields")
        // A value that is no list of tags is the client's error, not a silent 412.
        let malformed = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-None-Match": "r2"]) { $1 }, body: bytes)
        #expect(malformed.status == 400)
        #expect((malformed.object["detail"] as? String)?.contains("If-None-Match must be") == true)
        #expect(try Self.projectRevision(server) == 3)
    }
}
