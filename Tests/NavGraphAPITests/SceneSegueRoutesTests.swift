import Foundation
import Testing

@Suite(.tags(.inProcess)) struct SceneSegueRoutesTests {
    func serverWithStoryboard() throws -> TestServer {
        let server = try TestServer()
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        _ = try server.json("PUT", "/v1/projects/demo/storyboards/Main", StoryboardRoutesTests.jsonModel)
        return server
    }

    @Test func scenesCRUD() throws {
        let server = try serverWithStoryboard()
        defer { server.tearDown() }
        let base = "/v1/projects/demo/storyboards/Main/scenes"
        #expect(try server.request("GET", base).array.map { $0["id"] as? String } == ["nav", "home", "detail"])
        let added = try server.json(
            "POST", base, ["id": "login", "kind": "viewController", "customClass": "LoginViewController"])
        #expect(added.status == 201)
        #expect(added.header("Location") == base + "/login")
        #expect(try server.json("POST", base, ["id": "login", "kind": "viewController"]).status == 409)
        let invalid = try server.json("POST", base, ["customClass": "X"])
        #expect(invalid.status == 422)
        #expect(
            (invalid.object["errors"] as? [[String: Any]])?.compactMap { $0["field"] as? String } == ["id", "kind"])

        let patched = try server.json("PATCH", base + "/login", ["storyboardIdentifier": "Login"])
        #expect(patched.status == 200)
        #expect(patched.object["storyboardIdentifier"] as? String == "Login")
        #expect(patched.object["customClass"] as? String == "LoginViewController")
        #expect(try server.json("PATCH", base + "/login", ["id": "other"]).status == 422)
        #expect(try server.request("GET", base + "/login").object["storyboardIdentifier"] as? String == "Login")

        let storyboard = try server.request("GET", "/v1/projects/demo/storyboards/Main")
        #expect(storyboard.object["revision"] as? Int == 3)

        #expect(try server.request("DELETE", base + "/home").status == 204)
        #expect(try server.request("GET", base + "/home").status == 404)
        // The segue leaving the deleted scene went with it.
        let segues = try server.request("GET", "/v1/projects/demo/storyboards/Main/segues")
        #expect(segues.array.map { $0["id"] as? String } == ["s1"])
        #expect(try server.request("DELETE", base + "/home").status == 404)
    }

    @Test func seguesCRUD() throws {
        let server = try serverWithStoryboard()
        defer { server.tearDown() }
        let base = "/v1/projects/demo/storyboards/Main/segues"
        let added = try server.json(
            "POST", base, ["id": "s3", "source": "detail", "destination": "home", "kind": "show", "identifier": "back"])
        #expect(added.status == 201)
        #expect(added.header("Location") == base + "/s3")
        #expect(try server.json("POST", base, ["id": "s3", "source": "detail", "kind": "show"]).status == 409)
        let noSource = try server.json("POST", base, ["id": "s4", "source": "ghost", "kind": "show"])
        #expect(noSource.status == 404 || noSource.status == 422)
        #expect((noSource.object["detail"] as? String ?? "").contains("ghost"))

        let patched = try server.json(
            "PATCH", base + "/s3", ["identifier": "goBack", "attributes": ["animates": "NO"]])
        #expect(patched.status == 200)
        #expect(patched.object["identifier"] as? String == "goBack")
        #expect((patched.object["attributes"] as? [String: String])?["animates"] == "NO")
        #expect(try server.request("GET", base + "/s3").object["identifier"] as? String == "goBack")
        #expect(try server.request("DELETE", base + "/s3").status == 204)
        #expect(try server.request("GET", base + "/s3").status == 404)
        #expect(try server.request("GET", base).array.count == 2)
    }
}

extension SceneSegueRoutesTests {
    /// A `201` of an added scene or segue carries the storyboard's revision tag, the one a read of it answers, so
    /// the next write can send it in If-Match without reading first.
    @Test func addingAnswersTheTagForTheNextWrite() throws {
        let server = try serverWithStoryboard()
        defer { server.tearDown() }
        let base = "/v1/projects/demo/storyboards/Main"
        let scene = try server.json("POST", base + "/scenes", ["id": "login", "kind": "viewController"])
        #expect(scene.status == 201)
        let sceneTag = try #require(scene.header("ETag"))
        #expect(try server.request("GET", base + "/scenes/login").header("ETag") == sceneTag)
        let segue = try server.json(
            "POST", base + "/segues", ["id": "s9", "source": "home", "destination": "login", "kind": "show"])
        #expect(segue.status == 201, "\(segue.text)")
        let segueTag = try #require(segue.header("ETag"))
        #expect(segueTag != sceneTag)
        #expect(try server.request("GET", base + "/segues/s9").header("ETag") == segueTag)
        let patched = try server.json(
            "PATCH", base + "/segues/s9", ["identifier": "login"], headers: ["If-Match": segueTag])
        #expect(patched.status == 200, "\(patched.text)")
    }
}
