import Foundation
import StoryboardModel
import Testing

/// Scene and segue bodies over a real socket: a `PATCH` as a JSON merge patch (RFC 7396), where a member given
/// `null` is removed, not left as it was behind a `200`, and one the element cannot lack is a 422 that changes
/// nothing; a prototype cell's kinds refused naming those taken.
@Suite struct SceneSegueBodyTests {
    static let main = "/v1/projects/demo/storyboards/Main"
    static let mergePatch = ["Content-Type": "application/merge-patch+json"]

    static func patch(_ server: TestServer, _ path: String, _ body: String) throws -> WireResponse {
        try server.request("PATCH", main + path, headers: mergePatch, body: Data(body.utf8))
    }

    @Test func aNullMemberIsRemovedAndOneThatCannotBeIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        // A member the route ignores, holding a number JSONSerialization cannot read, does not hide the nulls.
        let scene = try Self.patch(
            server, "/scenes/Hom-VC-001", #"{"storyboardIdentifier": null, "title": null, "x": 1e400}"#)
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

    /// A prototype cell whose `kind` or `supplementaryKind` is none the server knows is a 422 whose detail names
    /// the field and every value taken, not "Cannot initialize Kind from invalid String value"; nothing is stored.
    @Test func aCellOfAnUnknownKindIsRefusedNamingTheKindsTaken() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let kinds = PrototypeCell.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        let supplementary = PrototypeCell.SupplementaryKind.allCases.map(\.rawValue).joined(separator: ", ")
        for (member, value, taken) in [("kind", "bogus", kinds), ("supplementaryKind", "middle", supplementary)] {
            var cell: [String: Any] = ["id": "c1", "kind": "tableViewCell", "containerID": "t1"]
            cell[member] = value
            let created = try server.json(
                "POST", Self.main + "/scenes", ["id": "n1", "kind": "viewController", "cells": [cell]])
            #expect(created.status == 422, "\(created.text)")
            #expect(
                created.object["detail"] as? String
                    == "invalid value for 'cells[0].\(member)': must be one of \(taken), not '\(value)'")
        }
        #expect(try server.request("GET", Self.main + "/scenes/n1").status == 404)
    }

    /// A scene or segue id over 1,024 bytes is a 422 naming the limit, nothing created: its route (the `Location`
    /// a 201 answers) would be over the request-target limit, so it could be neither read, patched nor deleted
    /// by it. 1,024 bytes are taken, and the `Location` answers.
    @Test func anIDItsOwnRouteCouldNotCarryIsRefused() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        try server.importExamples()
        let longest = String(repeating: "é", count: 512)
        let tooLong = longest + "x"
        for (path, body) in [
            ("/scenes", ["id": tooLong, "kind": "viewController"]),
            ("/segues", ["id": tooLong, "source": "Hom-VC-001", "kind": "show"]),
        ] {
            let refused = try server.json("POST", Self.main + path, body)
            #expect(refused.status == 422, "\(refused.text)")
            let errors = refused.object["errors"] as? [[String: Any]] ?? []
            #expect(errors.first?["field"] as? String == "id")
            #expect(
                (errors.first?["message"] as? String)?.hasPrefix(
                    "must be at most 1024 bytes of UTF-8 (this one is 1025)") == true)
            var taken = body
            taken["id"] = longest
            let created = try server.json("POST", Self.main + path, taken)
            #expect(created.status == 201, "\(created.text)")
            let location = try #require(created.header("Location"))
            #expect(try server.request("GET", location).status == 200)
        }
        // The document never offers an id the server refuses: 256 characters are at most 1,024 bytes.
        let schemas = (try server.request("GET", "/openapi.json").object["components"] as? [String: Any])?["schemas"]
        for name in ["SceneCreate", "SegueCreate"] {
            let properties = ((schemas as? [String: Any])?[name] as? [String: Any])?["properties"] as? [String: Any]
            #expect((properties?["id"] as? [String: Any])?["maxLength"] as? Int == 256, "\(name)")
        }
    }
}
