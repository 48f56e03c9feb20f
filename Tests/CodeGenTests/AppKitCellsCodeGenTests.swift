import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// A macOS project's cell views in the `scenes` style (issue 23): `ReuseIdentifier.<Storyboard>.<identifier>`
/// and `NSTableView.makeView(_:owner:)` returning exactly the cell view's class, compiled against the AppKit
/// stand-in in both language modes and run; an `NSCollectionViewItem` scene instantiates as its class. The
/// project is `Tests/Fixtures/CodeGen/MacCells` (its `Library` storyboard).
@Suite struct AppKitCellsCodeGenTests {
    /// The app's classes the `Library` storyboard names, and `expect`.
    static let classes = """
        import AppKit

        final class BooksViewController: NSViewController {}
        final class ShelvesViewController: NSViewController {}
        final class CoverItem: NSCollectionViewItem {}
        final class BookTitleCellView: NSTableCellView {}
        final class ShelfCellView: NSTableCellView {}

        \(StandInBuild.expectFunction)

        """

    static let program = """
        \(classes)

        @main struct Program {
            @MainActor static func main() {
                let table = NSTableView(coder: NSCoder())!
                table.standInRegister(BookTitleCellView.self, for: "BookTitleCell")
                table.standInRegister(NSTableCellView.self, for: "AuthorColumn")
                let title: BookTitleCellView = table.makeView(ReuseIdentifier.Library.bookTitleCell, owner: nil)
                guard title.identifier?.rawValue == "BookTitleCell" else { fatalError("FAIL identifier") }
                expect(table.makeView(ReuseIdentifier.Library.authorColumn, owner: nil), NSTableCellView.self)
                let outline = NSOutlineView(coder: NSCoder())!
                outline.standInRegister(ShelfCellView.self, for: "ShelfCell")
                expect(outline.makeView(ReuseIdentifier.Library.shelfCell, owner: nil), ShelfCellView.self)
                NSStoryboard.standInRegistry["Library"] = NSStoryboard.StandInEntry(
                    initial: { BooksViewController(coder: NSCoder())! },
                    scenes: [
                        "Books": { BooksViewController(coder: NSCoder())! },
                        "Shelves": { ShelvesViewController(coder: NSCoder())! },
                        "CoverItem": { CoverItem(coder: NSCoder())! },
                    ])
                expect(StoryboardScene.Library.coverItem.instantiate(), CoverItem.self)
                print("PASS")
            }
        }

        """

    static func generated() throws -> String {
        let graph = try CodeGenFixtures.graph("MacCells")
        return try #require(CodeGenerator.generate(.scenes, graph: graph, options: CodeGenOptions()).first).contents
    }

    @Test func cellViewsGetTypedIdentifiersAndMakeViewNotUIKitDequeue() throws {
        let code = try Self.generated()
        #expect(
            code.contains(#"static let bookTitleCell = ReusableCell<BookTitleCellView>(identifier: "BookTitleCell")"#))
        #expect(code.contains(#"static let authorColumn = ReusableCell<NSTableCellView>(identifier: "AuthorColumn")"#))
        #expect(code.contains(#"static let shelfCell = ReusableCell<ShelfCellView>(identifier: "ShelfCell")"#))
        #expect(code.contains("extension NSTableView"))
        #expect(code.contains("tableView.makeView(ReuseIdentifier.Library."))
        for uiKit in ["UITableView", "UICollectionView", "dequeueReusable", "import UIKit"] {
            #expect(!code.contains(uiKit), "\(uiKit)")
        }
    }

    @Test(arguments: ["6", "5"])
    func cellViewsCompileAndMakeTheirClasses(mode: String) throws {
        let outcome = try StandInBuild.runAppKitProgram(
            [("Storyboards.swift", try Self.generated()), ("Main.swift", Self.program)], module: "MacCells", mode: mode)
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output == "PASS\n")
    }
}
