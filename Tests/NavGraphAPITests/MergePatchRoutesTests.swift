import Foundation
import Testing

/// A scene's or segue's `PATCH` as a JSON merge patch (RFC 7396) over a real socket: a member given `null` is
/// removed, not left as it was behind a `200`; one the element cannot lack is a 422 that changes nothing.
@Suite struct MergePatchRoutesTests {
    static let main = "/v1/projects/demo/storyboards/Main"
    static let mergePatch = ["Content-Type": "application/merge-patch+json"]

    static func patch(_ server: TestServer, _ path: String, _ body: String) throws -> WireResponse {
        try server.request("PATCH", main + path, headers: mergePatch, body: Data(body.utf8))
    }

    @Test func aNullMemberIsRemovedAndOneThatCannotBeIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let scene = try Self.patch(server, "/scenes/Hom-VC-001", #"{"storyboardIdentifier": null, "title": null}"#)
        #expect(scene.status == 200, "\(scene.text)")
        #expect(scene.object["storyboardIdentifier"] == nil, "\(scene.text)")
        #expect(scene.object["title"] == nil)
        #expect(scene.object["customClass"] as? String == "HomeViewController")
        let read = try server.request("GET", Self.main + "/scenes/Hom-VC-001").object
        #expect(read["storyboardIdentifier"] == nil && read["title"] == nil, "\(read)")
        let segue = try Self.patch(server, "/segues/Seg-Prof-01", #"{"identifier": null, "attributes": null}"#)
        #expect(segue.status == 200, "\(segue.text)")
        #expect(segue.object["identifier"] == nil, "\(segue.text)")
        #expect((segue.object["attributes"] as? [String: Any])?.isEmpty == true)
        let revision = try server.request("GET", "/v1/projects/demo").object["revision"] as? Int
        for (path, body, field) in [
            ("/scenes/Hom-VC-001", #"{"kind": null}"#, "kind"), ("/segues/Seg-Prof-01", #"{"source": null}"#, "source"),
        ] {
            let refused = try Self.patch(server, path, body)
            #expect(refused.status == 422, "\(refused.text)")
            #expect(refused.header("Content-Type") == "application/problem+json")
            let errors = refused.object["errors"] as? [[String: Any]] ?? []
            #expect(errors.first?["field"] as? String == field, "\(refused.text)")
        }
        #expect(try server.request("GET", "/v1/projects/demo").object["revision"] as? Int == revision)
        #expect(
            try server.request("GET", Self.main + "/scenes/Hom-VC-001").object["kind"] as? String == "viewController")
    }
}
