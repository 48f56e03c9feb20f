import Foundation
import Testing

/// One class name in two modules over a real socket (issue 36): no `ambiguous-class`, a `409` naming the
/// `Module.Class` candidates for the bare name, and `?class=Module.Class` answering.
@Suite struct ClassModuleRoutesTests {
    static func server() throws -> TestServer {
        let server = try TestServer(.socket)
        #expect(try server.json("POST", "/v1/projects", ["name": "p", "module": "Arcade"]).status == 201)
        let modules = [
            "Main": #"customModuleProvider="target" storyboardIdentifier="Game""#,
            "Kit": #"customModule="GameKitUI" storyboardIdentifier="KitGame""#,
        ]
        for (name, attributes) in modules {
            let xml = SmallStoryboards.oneScene(
                customClass: "GameViewController", controller: "root", scene: "s1", attributes: attributes)
            let put = try server.putStoryboard("p", name, xml: xml)
            #expect(put.status == 201, "\(put.text)")
        }
        return server
    }

    @Test func twoModulesOneClassName() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let diagnostics = try server.request("GET", "/v1/projects/p/diagnostics")
        #expect(diagnostics.status == 200)
        #expect(!diagnostics.text.contains("ambiguous-class"))

        let bare = try server.request("GET", "/v1/projects/p/lookup?class=GameViewController")
        #expect(bare.status == 409)
        let detail = bare.object["detail"] as? String ?? ""
        #expect(detail.contains("Arcade.GameViewController (Main/root)"), "\(detail)")
        #expect(detail.contains("GameKitUI.GameViewController (Kit/root)"), "\(detail)")
        let candidates = bare.object["candidates"] as? [[String: Any]] ?? []
        #expect(candidates.map { "\($0["storyboard"] ?? "")/\($0["id"] ?? "")" } == ["Kit/root", "Main/root"])

        let kit = try server.request("GET", "/v1/projects/p/lookup?class=GameKitUI.GameViewController")
        #expect(kit.status == 200)
        #expect(kit.object["storyboard"] as? String == "Kit")
        #expect(kit.object["module"] as? String == "GameKitUI")
        let app = try server.request("GET", "/v1/projects/p/lookup?class=Arcade.GameViewController")
        #expect(app.status == 200)
        #expect(app.object["storyboard"] as? String == "Main")
        #expect(app.object["module"] as? String == "Arcade")
        #expect(try server.request("GET", "/v1/projects/p/lookup?class=Other.GameViewController").status == 404)
    }

    /// `codegen?module=` names the app's module, whose classes are never imported: one no Swift code can have
    /// (`Game-Kit`, empty, a leading digit) is a 400 naming the rule, not code that imports the app's own classes
    /// from another module; a real one is taken (GameKitUI's classes are then the app's, with no import).
    @Test func codeGenerationRefusesAModuleNoSwiftCodeCanHave() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        for module in ["Game-Kit", "", "1Kit"] {
            let refused = try server.request("GET", "/v1/projects/p/codegen/scenes?module=\(module)")
            #expect(refused.status == 400, "\(module): \(refused.text)")
            #expect(refused.header("Content-Type") == "application/problem+json")
            #expect(
                refused.object["detail"] as? String
                    == "the query parameter 'module' must be a valid Swift module name, not '\(module)'")
            #expect(try server.request("GET", "/v1/projects/p/codegen/objc-backed?module=\(module)").status == 400)
        }
        #expect(try server.request("GET", "/v1/projects/p/codegen/segues?module=%31Kit").status == 400)
        #expect(try server.request("GET", "/v1/projects/p/codegen/scenes").text.contains("import GameKitUI"))
        let named = try server.request("GET", "/v1/projects/p/codegen/scenes?module=GameKitUI")
        #expect(named.status == 200, "\(named.text)")
        #expect(!named.text.contains("import GameKitUI"))
    }
}
