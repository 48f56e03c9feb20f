import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// AppKit's prototype cell views (issue 23): a view-based `NSTableView` or `NSOutlineView` writes its cell views
/// as `<tableCellView>` in each `<tableColumn>`; they are the scene's cells, made by
/// `makeView(withIdentifier:owner:)` with the cell view's `identifier`, else its column's. An
/// `NSCollectionViewItem` is a scene of its own.
@Suite struct AppKitCellImportTests {
    static let fixture = Fixtures.packageRoot.appendingPathComponent(
        "Tests/Fixtures/CodeGen/MacCells/Library.storyboard")

    static func storyboard() throws -> Storyboard {
        try StoryboardParser.parse(Data(contentsOf: Self.fixture), name: "Library")
    }

    @Test func tableCellViewsAreCellsWithTheirIdentifierOrTheirColumns() throws {
        let storyboard = try Self.storyboard()
        #expect(storyboard.platform == .macos)
        let cells = storyboard.scenes.map { scene in
            scene.cells.map { cell in
                [
                    scene.id, cell.id, cell.kind.rawValue, cell.reuseIdentifier ?? "-", cell.customClass ?? "-",
                    cell.customModule ?? "-", cell.inheritsModuleFromTarget ? "target" : "-", cell.containerID,
                    cell.isStatic ? "static" : "-", "\(cell.line ?? 0)",
                ].joined(separator: " ")
            }
        }
        #expect(
            cells == [
                [
                    "books cv-title tableCellView BookTitleCell BookTitleCellView MacCells target BookTable - 22",
                    "books cv-author tableCellView AuthorColumn - - - BookTable - 38",
                    "books cv-year tableCellView - - - - BookTable - 46",
                ],
                [
                    "shelves cv-shelf tableCellView ShelfCell ShelfCellView MacCells target ShelfOutline - 79",
                    "shelves cv-header tableCellView HeaderCell - - - ShelfOutline - 82",
                ],
                [],
            ])
        let title = try #require(storyboard.scenes.first?.cells.first)
        #expect(title.swiftType == "BookTitleCellView")
        #expect(storyboard.scenes.first?.cells.last?.swiftType == "NSTableCellView")
    }

    @Test func aCollectionViewItemIsASceneOfItsClass() throws {
        let item = try #require(try Self.storyboard().scenes.first { $0.id == "cover" })
        #expect(item.kind == "collectionViewItem")
        #expect(item.storyboardIdentifier == "CoverItem")
        #expect(item.swiftType(platform: .macos) == "CoverItem")
        var plain = item
        plain.customClass = nil
        #expect(plain.swiftType(platform: .macos) == "NSCollectionViewItem")
    }

    @Test func iOSCellsReadAsBefore() throws {
        // A UIKit table's cells are untouched by the AppKit reading: the kinds, identifiers and containers of
        // the iOS fixture.
        let ios = try StoryboardParser.parse(
            Data(
                contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/CodeGen/Cells/Main.storyboard")),
            name: "Main")
        let kinds = Set(ios.scenes.flatMap(\.cells).map(\.kind))
        #expect(kinds == [.tableViewCell, .collectionViewCell, .collectionReusableView])
    }
}
