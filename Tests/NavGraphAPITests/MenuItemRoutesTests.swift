import Foundation
import Testing

/// The macOS main menu's item on the scene it opens, over HTTP: in the scene's JSON (as the served OpenAPI
/// document describes it), kept through the database, and an entry point of the project's diagnostics until a
/// PATCH clears it. `Tests/Fixtures/Graph/MacMenuWindows`.
@Suite(.tags(.inProcess)) struct MenuItemRoutesTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Graph/MacMenuWindows/Main.storyboard")

    static func unreachable(_ server: TestServer) throws -> [String] {
        let answer = try server.request("GET", "/v1/projects/journal/diagnostics")
        let diagnostics = answer.object["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.filter { $0["code"] as? String == "unreachable-scene" }.compactMap {
            $0["sceneID"] as? String
        }.sorted()
    }

    @Test func theSceneCarriesItsMenuItemAndClearingItMakesTheSceneUnreachable() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "journal", "platform": "macos"])
        let put = try server.request(
            "PUT", "/v1/projects/journal/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: try Data(contentsOf: Self.fixture))
        #expect(put.status == 201, "\(put.text)")

        let settings = try server.request("GET", "/v1/projects/journal/storyboards/Main/scenes/Set-Wc-a01")
        #expect(settings.status == 200)
        #expect(settings.object["menuItem"] as? String == "Settings…")
        let document = try server.request("GET", "/openapi.json").object
        #expect(
            SchemaValidator(document: document).problems(
                settings.object, against: ["$ref": "#/components/schemas/Scene"])
                == [])
        let orphan = try server.request("GET", "/v1/projects/journal/storyboards/Main/scenes/Orp-Wc-a01")
        #expect(orphan.object["menuItem"] == nil)
        #expect(try Self.unreachable(server) == ["Orp-Wc-a01"])

        let cleared = try server.json(
            "PATCH", "/v1/projects/journal/storyboards/Main/scenes/Set-Wc-a01", ["menuItem": ""])
        #expect(cleared.status == 200, "\(cleared.text)")
        #expect(cleared.object["menuItem"] == nil)
        #expect(try Self.unreachable(server) == ["Orp-Wc-a01", "Set-Vc-a01", "Set-Wc-a01"])

        let opened = try server.json(
            "PATCH", "/v1/projects/journal/storyboards/Main/scenes/Orp-Wc-a01", ["menuItem": "Inspector"])
        #expect(opened.status == 200, "\(opened.text)")
        #expect(try Self.unreachable(server) == ["Set-Vc-a01", "Set-Wc-a01"])
    }
}
