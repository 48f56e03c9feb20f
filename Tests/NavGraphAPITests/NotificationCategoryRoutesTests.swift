import Foundation
import Testing

/// A watchOS static notification interface's category over HTTP (issue 23): in the scene's JSON (as the served
/// OpenAPI document describes it), changed and cleared by PATCH, and named by the diagnostics about the scene.
@Suite(.tags(.inProcess)) struct NotificationCategoryRoutesTests {
    static func server() throws -> TestServer {
        let server = try TestServer()
        _ = try server.json("POST", "/v1/projects", ["name": "watch", "platform": "watchos"])
        let xml = Data(SmallStoryboards.watchNotification.utf8)
        let put = try server.request(
            "PUT", "/v1/projects/watch/storyboards/Interface", headers: ["Content-Type": "application/xml"], body: xml)
        #expect(put.status == 201, "\(put.text)")
        return server
    }

    @Test func theSceneAnswerCarriesTheCategoryAndPatchChangesIt() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let scene = try server.request("GET", "/v1/projects/watch/storyboards/Interface/scenes/ntf")
        #expect(scene.status == 200)
        #expect(scene.object["notificationCategory"] as? String == "invite")
        let document = try server.request("GET", "/openapi.json").object
        #expect(
            SchemaValidator(document: document).problems(scene.object, against: ["$ref": "#/components/schemas/Scene"])
                == [])
        let main = try server.request("GET", "/v1/projects/watch/storyboards/Interface/scenes/main")
        #expect(main.object["notificationCategory"] == nil)

        let renamed = try server.json(
            "PATCH", "/v1/projects/watch/storyboards/Interface/scenes/ntf", ["notificationCategory": "reminder"])
        #expect(renamed.status == 200, "\(renamed.text)")
        let read = try server.request("GET", "/v1/projects/watch/storyboards/Interface/scenes/ntf")
        #expect(read.object["notificationCategory"] as? String == "reminder")
        let cleared = try server.json(
            "PATCH", "/v1/projects/watch/storyboards/Interface/scenes/ntf", ["notificationCategory": ""])
        #expect(cleared.status == 200, "\(cleared.text)")
        let after = try server.request("GET", "/v1/projects/watch/storyboards/Interface/scenes/ntf")
        #expect(after.object["notificationCategory"] == nil)
    }

    @Test func diagnosticsNameTheCategory() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let diagnostics = try server.request("GET", "/v1/projects/watch/diagnostics")
        #expect(diagnostics.status == 200)
        #expect(diagnostics.text.contains("static notification for category 'invite'"), "\(diagnostics.text)")
    }
}
