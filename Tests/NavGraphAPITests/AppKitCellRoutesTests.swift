import Foundation
import Testing

/// AppKit cell views over HTTP (issue 23): a macOS storyboard's scenes list their `tableCellView`s, lookup of a
/// cell view's class answers AppKit's `makeView(withIdentifier:owner:)`, an `NSCollectionViewItem` scene is found
/// as a scene, and none of it draws a missing-identifier warning. The storyboard is
/// `Tests/Fixtures/CodeGen/MacCells/Library.storyboard`.
@Suite(.tags(.inProcess)) struct AppKitCellRoutesTests {
    static func server() throws -> TestServer {
        let server = try TestServer()
        _ = try server.json("POST", "/v1/projects", ["name": "mac", "module": "MacCells", "platform": "macos"])
        let file = TestEnvironment.repositoryRoot.appendingPathComponent(
            "Tests/Fixtures/CodeGen/MacCells/Library.storyboard")
        let put = try server.request(
            "PUT", "/v1/projects/mac/storyboards/Library", headers: ["Content-Type": "application/xml"],
            body: try Data(contentsOf: file))
        #expect(put.status == 201, "\(put.text)")
        return server
    }

    @Test func aScenesAnswerListsItsCellViews() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let scene = try server.request("GET", "/v1/projects/mac/storyboards/Library/scenes/books")
        #expect(scene.status == 200)
        let cells = scene.object["cells"] as? [[String: Any]] ?? []
        #expect(cells.map { $0["id"] as? String ?? "" } == ["cv-title", "cv-author", "cv-year"])
        #expect(cells.map { $0["kind"] as? String ?? "" } == ["tableCellView", "tableCellView", "tableCellView"])
        #expect(cells.map { $0["reuseIdentifier"] as? String ?? "-" } == ["BookTitleCell", "AuthorColumn", "-"])
        let document = try server.request("GET", "/openapi.json").object
        #expect(
            SchemaValidator(document: document).problems(scene.object, against: ["$ref": "#/components/schemas/Scene"])
                == [])
    }

    @Test func lookupOfACellViewClassAnswersMakeView() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let found = try server.request("GET", "/v1/projects/mac/lookup?class=ShelfCellView")
        #expect(found.status == 200, "\(found.text)")
        #expect(found.object["isCell"] as? Bool == true)
        #expect(found.object["kind"] as? String == "tableCellView")
        let places = found.object["cells"] as? [[String: Any]] ?? []
        #expect(places.map { $0["container"] as? String ?? "" } == ["ShelfOutline"])
        #expect(
            places.first?["dequeue"] as? String
                == #"tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("ShelfCell"), owner: self)"#)
        let item = try server.request("GET", "/v1/projects/mac/lookup?class=CoverItem")
        #expect(item.status == 200, "\(item.text)")
        #expect(item.object["isCell"] == nil)
        #expect(item.object["instantiation"] as? String == "identifier")
    }

    @Test func cellViewsWithoutAnIdentifierOfTheirOwnAreNotDiagnosed() throws {
        let server = try Self.server()
        defer { server.tearDown() }
        let diagnostics = try server.request("GET", "/v1/projects/mac/diagnostics")
        #expect(diagnostics.status == 200)
        let codes = diagnostics.text
        #expect(!codes.contains("missing-reuse-identifier"), "\(codes)")
        #expect(!codes.contains("cv-year"), "\(codes)")
    }
}
