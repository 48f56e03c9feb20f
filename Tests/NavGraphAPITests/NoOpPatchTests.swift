import Foundation
import Testing

/// A PATCH (or PUT) of a project, scene or segue that changes nothing makes no revision, as an identical storyboard
/// PUT makes none: the ETag a client holds stays valid for If-Match, cached answers stay, and the kept history is
/// not pushed out by writes of nothing. A real change after it still makes one.
@Suite(.tags(.inProcess)) struct NoOpPatchTests {
    static func projectRevision(_ server: TestServer) throws -> Int? {
        try server.request("GET", "/v1/projects/demo").object["revision"] as? Int
    }

    @Test func aProjectPatchOfNothingKeepsTheRevisionAndTheTag() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo", "module": "DemoApp", "platform": "ios"])
        let before = try server.request("GET", "/v1/projects/demo")
        let tag = try #require(before.header("ETag"))
        for body in [[:], ["module": "DemoApp"], ["platform": "ios", "module": "DemoApp"]] as [[String: Any]] {
            let patched = try server.json("PATCH", "/v1/projects/demo", body, headers: ["If-Match": tag])
            #expect(patched.status == 200, "\(body): \(patched.text)")
            #expect(patched.header("ETag") == tag, "\(body)")
        }
        #expect(try Self.projectRevision(server) == before.object["revision"] as? Int)
        let changed = try server.json("PATCH", "/v1/projects/demo", ["platform": "tvos"], headers: ["If-Match": tag])
        #expect(changed.status == 200)
        #expect(changed.header("ETag") != tag)
    }

    @Test func sceneAndSeguePatchesOfNothingKeepTheStoryboardRevision() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let put = try server.json("PUT", "/v1/projects/demo/storyboards/Main", StoryboardRoutesTests.jsonModel)
        let tag = try #require(put.header("ETag"))
        let project = try Self.projectRevision(server)
        let storyboard = "/v1/projects/demo/storyboards/Main"
        for (path, body) in [
            ("/scenes/home", [:]), ("/scenes/home", ["customClass": "HomeViewController"]),
            ("/segues/s2", [:]), ("/segues/s2", ["identifier": "showDetail", "kind": "show"]),
        ] as [(String, [String: Any])] {
            let patched = try server.json("PATCH", storyboard + path, body, headers: ["If-Match": tag])
            #expect(patched.status == 200, "\(path) \(body): \(patched.text)")
            #expect(patched.header("ETag") == tag, "\(path) \(body)")
        }
        #expect(try Self.projectRevision(server) == project)
        #expect(try server.request("GET", storyboard).header("ETag") == tag)
        let history = try server.request("GET", "/v1/projects/demo/revisions").array
        let renamed = try server.json("PATCH", storyboard + "/segues/s2", ["identifier": "openDetail"])
        #expect(renamed.status == 200)
        #expect(renamed.header("ETag") != tag)
        #expect(try server.request("GET", "/v1/projects/demo/revisions").array.count == history.count + 1)
    }
}
