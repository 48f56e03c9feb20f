import Foundation
import Testing

/// Prototype cells over HTTP: a storyboard's scenes list their cells, `lookup?class=` of a cell class says it
/// is a cell and where, and both answers conform to the served `/openapi.json`. The storyboard is
/// `Tests/Fixtures/CodeGen/Cells/Main.storyboard` (cells `c1`–`c3` in `PRD-01`, `g1`–`g3` in `GAL-01`).
@Suite(.tags(.inProcess)) struct PrototypeCellRoutesTests {
    static func server() throws -> TestServer {
        let server = try TestServer()
        _ = try server.json("POST", "/v1/projects", ["name": "shop", "module": "Shop"])
        let file = TestEnvironment.repositoryRoot.appendingPathComponent("Tests/Fixtures/CodeGen/Cells/Main.storyboard")
        let put = try server.request(
            "PUT", "/v1/projects/shop/storyboards/Main", headers: ["Content-Type": "application/xml"],
            body: try Data(contentsOf: file))
        #expect(put.status == 201, "\(put.text)")
        return server
    }

    static func schema(_ server: TestServer, _ name: String) throws -> (SchemaValidator, [String: Any]) {
        let document = try server.request("GET", "/openapi.json").object
        let validator = SchemaValidator(document: document)
        return (validator, ["$ref": "#/components/schemas/\(name)"])
    }

    @Test func aScenesAnswerListsItsCells() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let scene = try server.request("GET", "/v1/projects/shop/storyboards/Main/scenes/GAL-01")
        #expect(scene.status == 200)
        let cells = scene.object["cells"] as? [[String: Any]] ?? []
        #expect(cells.map { $0["id"] as? String ?? "" } == ["g1", "g2", "g3"])
        #expect(cells.map { $0["reuseIdentifier"] as? String ?? "" } == ["PhotoCell", "Header", "Footer"])
        #expect(cells[1]["supplementaryKind"] as? String == "sectionHeader")
        #expect(cells[1]["containerID"] as? String == "COL-01")
        let (validator, schema) = try Self.schema(server, "Scene")
        #expect(validator.problems(scene.object, against: schema) == [])
        let plain = try server.request("GET", "/v1/projects/shop/storyboards/Main/scenes/SET-01")
        #expect((plain.object["cells"] as? [[String: Any]])?.first?["isStatic"] as? Bool == true)
    }

    @Test func theScenePanelListsTheCellsAndTheirDiagnostics() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let panel = try server.request("GET", "/v1/projects/shop/inspect?scene=Main/PRD-01")
        #expect(panel.status == 200, "\(panel.text)")
        let cells = panel.object["cells"] as? [[String: Any]] ?? []
        #expect(cells.map { $0["id"] as? String ?? "" } == ["c1", "c2", "c3"])
        let codes = (panel.object["diagnostics"] as? [[String: Any]] ?? []).map { $0["code"] as? String ?? "" }
        #expect(codes.contains("invalid-reuse-identifier"), "'Feature Cell' is renamed featureCell")
        let (validator, schema) = try Self.schema(server, "ScenePanel")
        #expect(validator.problems(panel.object, against: schema) == [])
    }

    @Test func lookupOfACellClassSaysItIsACellAndWhere() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let found = try server.request("GET", "/v1/projects/shop/lookup?class=GalleryHeader")
        #expect(found.status == 200, "\(found.text)")
        #expect(found.object["isCell"] as? Bool == true)
        #expect(found.object["kind"] as? String == "collectionReusableView")
        let places = found.object["cells"] as? [[String: Any]] ?? []
        #expect(
            places.map {
                "\($0["storyboard"] as? String ?? "")/\($0["scene"] as? String ?? "")/\($0["cell"] as? String ?? "")"
            } == ["Main/GAL-01/g2"])
        #expect(places.first?["sceneType"] as? String == "GalleryViewController")
        #expect((places.first?["dequeue"] as? String)?.contains(#"withReuseIdentifier: "Header""#) == true)
        let (validator, schema) = try Self.schema(server, "CellLookup")
        #expect(validator.problems(found.object, against: schema) == [])
        let scene = try server.request("GET", "/v1/projects/shop/lookup?class=GalleryViewController")
        #expect(scene.status == 200)
        #expect(scene.object["isCell"] == nil && scene.object["instantiation"] as? String == "identifier")
        let missing = try server.request("GET", "/v1/projects/shop/lookup?class=GaleryHeader")
        #expect(missing.status == 404)
        #expect(missing.text.contains("no scene or prototype cell has class 'GaleryHeader'"))
    }
}
