import Foundation
import Testing

/// Idempotent PUT and `If-Match` (RFC 9110 section 13.1.1) over real HTTP against the live server: the same
/// bytes twice keep the revision and the ETag; a write naming a revision that moved is `412` and changes
/// nothing; the ETag of a read or a write goes straight back into `If-Match`.
@Suite struct ConditionalWriteTests {
    static let xml = ["Content-Type": "application/xml"]
    static let main = "/v1/projects/demo/storyboards/Main"

    /// The live server with project `demo` holding `examples/Main.storyboard`; answers the PUT's ETag.
    static func server() throws -> (TestServer, Data, String) {
        let server = try TestServer()
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let bytes = try TestServer.fixture("examples/Main.storyboard")
        let put = try server.request("PUT", main, headers: xml, body: bytes)
        #expect(put.status == 201)
        return (server, bytes, try #require(put.header("ETag")))
    }

    static func projectRevision(_ server: TestServer) throws -> Int? {
        let project = try server.request("GET", "/v1/projects/demo")
        #expect(project.status == 200)
        return project.object["revision"] as? Int
    }

    static func expectPreconditionFailed(_ response: WireResponse, _ label: String) {
        #expect(response.status == 412, "\(label)")
        #expect(response.header("Content-Type")?.hasPrefix("application/problem+json") == true, "\(label)")
        #expect(response.object["status"] as? Int == 412, "\(label)")
        #expect((response.object["detail"] as? String)?.contains("revision") == true, "\(label)")
    }

    @Test func theSameBytesTwiceKeepTheRevisionAndTheETag() throws {
        let (server, bytes, created) = try Self.server()
        defer { server.tearDown() }
        let revision = try Self.projectRevision(server)
        for _ in 0..<2 {
            let again = try server.request("PUT", Self.main, headers: Self.xml, body: bytes)
            #expect(again.status == 200)
            #expect(again.object["revision"] as? Int == 1)
            #expect(again.header("ETag") == created)
        }
        #expect(try Self.projectRevision(server) == revision)
        let read = try server.request("GET", Self.main)
        #expect(read.status == 200)
        #expect(read.header("ETag") == created)
        #expect(read.object["revision"] as? Int == 1)
        // Other bytes do replace.
        var edited = bytes
        edited.append(contentsOf: Array("\n".utf8))
        let replaced = try server.request("PUT", Self.main, headers: Self.xml, body: edited)
        #expect(replaced.status == 200)
        #expect(replaced.object["revision"] as? Int == 2)
        #expect(replaced.header("ETag") != created)
    }

    @Test func theSameJSONModelTwiceChangesNothing() throws {
        let (server, _, _) = try Self.server()
        defer { server.tearDown() }
        let model = try server.request("GET", Self.main)
        #expect(model.status == 200)
        let json = ["Content-Type": "application/json"]
        // The model replaces the imported XML (its source goes): a change, then the same model again is none.
        let first = try server.request("PUT", Self.main, headers: json, body: model.body)
        #expect(first.status == 200)
        #expect(first.object["revision"] as? Int == 2)
        let revision = try Self.projectRevision(server)
        let second = try server.request("PUT", Self.main, headers: json, body: model.body)
        #expect(second.status == 200)
        #expect(second.object["revision"] as? Int == 2)
        #expect(second.header("ETag") == first.header("ETag"))
        #expect(try Self.projectRevision(server) == revision)
    }

    @Test func putWithTheCurrentTagAppliesAndWithAStaleOneChangesNothing() throws {
        let (server, bytes, tag) = try Self.server()
        defer { server.tearDown() }
        let other = try TestServer.fixture("examples/Settings.storyboard")
        let current = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-Match": tag]) { $1 }, body: other)
        #expect(current.status == 200)
        #expect(current.object["revision"] as? Int == 2)
        let newTag = try #require(current.header("ETag"))
        #expect(newTag != tag)

        // `tag` names revision 1, which is gone; a weak tag never matches If-Match (strong comparison).
        for stale in [tag, "W/\(newTag)", "\"nonsense\""] {
            let refused = try server.request(
                "PUT", Self.main, headers: Self.xml.merging(["If-Match": stale]) { $1 }, body: bytes)
            Self.expectPreconditionFailed(refused, "PUT If-Match: \(stale)")
        }
        let source = try server.request("GET", Self.main, headers: ["Accept": "application/xml"])
        #expect(source.status == 200)
        #expect(source.body == other)
        // The XML representation's own tag names the same revision, so it works in If-Match too.
        let xmlTag = try #require(source.header("ETag"))
        let viaXMLTag = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-Match": "\"r1\", \(xmlTag)"]) { $1 }, body: bytes)
        #expect(viaXMLTag.status == 200)
        #expect(viaXMLTag.object["revision"] as? Int == 3)
    }

    @Test func ifMatchOnAMissingStoryboardIsPreconditionFailed() throws {
        let (server, bytes, _) = try Self.server()
        defer { server.tearDown() }
        let target = "/v1/projects/demo/storyboards/New"
        let refused = try server.request(
            "PUT", target, headers: Self.xml.merging(["If-Match": "*"]) { $1 }, body: bytes)
        Self.expectPreconditionFailed(refused, "PUT If-Match: * on a missing storyboard")
        #expect(try server.request("GET", target).status == 404)
        // `*` on an existing one matches whatever its revision.
        let star = try server.request(
            "PUT", Self.main, headers: Self.xml.merging(["If-Match": "*"]) { $1 }, body: bytes)
        #expect(star.status == 200)
    }

    @Test func deleteOfAStoryboardChecksIfMatch() throws {
        let (server, _, tag) = try Self.server()
        defer { server.tearDown() }
        let refused = try server.request("DELETE", Self.main, headers: ["If-Match": "\"r2\""])
        Self.expectPreconditionFailed(refused, "DELETE with a stale tag")
        #expect(try server.request("GET", Self.main).status == 200)
        let deleted = try server.request("DELETE", Self.main, headers: ["If-Match": tag])
        #expect(deleted.status == 204)
        #expect(try server.request("GET", Self.main).status == 404)
    }

    @Test func sceneAndSegueWritesCheckTheStoryboardRevision() throws {
        let (server, _, _) = try Self.server()
        defer { server.tearDown() }
        let scene = Self.main + "/scenes/Hom-VC-001"
        let read = try server.request("GET", scene)
        #expect(read.status == 200)
        let tag = try #require(read.header("ETag"))

        let patched = try server.json("PATCH", scene, ["title": "Start"], headers: ["If-Match": tag])
        #expect(patched.status == 200)
        #expect(patched.object["title"] as? String == "Start")
        let afterPatch = try #require(patched.header("ETag"))
        #expect(afterPatch != tag)

        let stale = try server.json("PATCH", scene, ["title": "Lost"], headers: ["If-Match": tag])
        Self.expectPreconditionFailed(stale, "PATCH scene with a stale tag")
        #expect(try server.request("GET", scene).object["title"] as? String == "Start")

        let segue = Self.main + "/segues/Seg-Set-01"
        let staleSegue = try server.json("PATCH", segue, ["identifier": "x"], headers: ["If-Match": tag])
        Self.expectPreconditionFailed(staleSegue, "PATCH segue with a stale tag")
        let staleDelete = try server.request("DELETE", segue, headers: ["If-Match": tag])
        Self.expectPreconditionFailed(staleDelete, "DELETE segue with a stale tag")
        #expect(try server.request("GET", segue).status == 200)
        let deleted = try server.request("DELETE", segue, headers: ["If-Match": afterPatch])
        #expect(deleted.status == 204)
        #expect(try server.request("GET", segue).status == 404)

        let staleSceneDelete = try server.request("DELETE", scene, headers: ["If-Match": afterPatch])
        Self.expectPreconditionFailed(staleSceneDelete, "DELETE scene with a stale tag")
        #expect(try server.request("GET", scene).status == 200)
    }

    @Test func projectWritesCheckTheProjectRevision() throws {
        let (server, _, _) = try Self.server()
        defer { server.tearDown() }
        let read = try server.request("GET", "/v1/projects/demo")
        let tag = try #require(read.header("ETag"))
        let patched = try server.json("PATCH", "/v1/projects/demo", ["module": "Demo"], headers: ["If-Match": tag])
        #expect(patched.status == 200)
        #expect(patched.header("ETag") != tag)

        let stale = try server.json("PATCH", "/v1/projects/demo", ["module": "Lost"], headers: ["If-Match": tag])
        Self.expectPreconditionFailed(stale, "PATCH project with a stale tag")
        #expect(try server.request("GET", "/v1/projects/demo").object["module"] as? String == "Demo")
        let staleDelete = try server.request("DELETE", "/v1/projects/demo", headers: ["If-Match": tag])
        Self.expectPreconditionFailed(staleDelete, "DELETE project with a stale tag")
        #expect(try server.request("GET", "/v1/projects/demo").status == 200)

        let current = try #require(patched.header("ETag"))
        #expect(try server.request("DELETE", "/v1/projects/demo", headers: ["If-Match": current]).status == 204)
    }

    @Test func aReadAnswers304ToTheTagAWriteAnswered() throws {
        let (server, _, tag) = try Self.server()
        defer { server.tearDown() }
        let again = try server.request("GET", Self.main, headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
    }

    @Test func peekAndPopSeguesArriveAsAFlagOnTheirParent() throws {
        let (server, _, _) = try Self.server()
        defer { server.tearDown() }
        let bytes = try TestServer.fixture("Tests/Fixtures/Import/iOS-PeekAndPop.storyboard")
        let put = try server.request("PUT", "/v1/projects/demo/storyboards/Album", headers: Self.xml, body: bytes)
        #expect(put.status == 201)
        #expect(put.object["segueCount"] as? Int == 3)
        let segue = try server.request("GET", "/v1/projects/demo/storyboards/Album/segues/pnp-01-seg")
        #expect(segue.status == 200)
        #expect(segue.object["previewing"] as? Bool == true)
        let plain = try server.request("GET", "/v1/projects/demo/storyboards/Album/segues/pnp-04-inf")
        #expect(plain.status == 200)
        #expect(plain.object["previewing"] == nil)
        let diagnostics = try server.request("GET", "/v1/projects/demo/diagnostics")
        #expect(diagnostics.status == 200)
        let codes = (diagnostics.object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        #expect(!codes.contains("dangling-segue-destination"))
    }
}
