import Foundation
import Testing

/// `navgraph check --sources` over AppKit's `makeView(withIdentifier:owner:)` (issue 23): a macOS bundle holding
/// `Tests/Fixtures/CodeGen/MacCells/Library.storyboard` (cell views BookTitleCell, AuthorColumn by its column,
/// ShelfCell, HeaderCell) and code that makes three of them and a typo in Swift and Objective-C.
@Suite struct CheckAppKitCellViewTests {
    static let swift = """
        import AppKit

        final class BooksViewController: NSViewController, NSTableViewDelegate {
            @IBOutlet var tableView: NSTableView!

            func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                if row == 0 { return tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("BookTitleCell"), owner: self) }
                if row == 1 { return tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(rawValue: "AuthorColumn"), owner: self) }
                return tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("BookTitelCell"), owner: self)
            }
        }

        """
    static let objectiveC = """
        #import <AppKit/AppKit.h>

        @implementation ShelvesViewController
        - (NSView *)outlineView:(NSOutlineView *)outlineView viewForTableColumn:(NSTableColumn *)column item:(id)item {
            if (item == nil) { return [outlineView makeViewWithIdentifier:@"ShelfCell" owner:self]; }
            return [outlineView makeViewWithIdentifier:@"Headercell" owner:self];
        }
        @end

        """

    @Test func madeViewsWhoseIdentifierNoCellViewHasAreErrorsAtTheirLiteral() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = try String(
            contentsOf: CLITest.fixtures.appendingPathComponent("CodeGen/MacCells/Library.storyboard"), encoding: .utf8)
        try CLITest.write(storyboard, to: "Library/Base.lproj/Library.storyboard", in: folder)
        try CLITest.write("<plist/>", to: "Library/Info.plist", in: folder)
        try CLITest.write(Self.swift, to: "Library/Code/BooksViewController.swift", in: folder)
        try CLITest.write(Self.objectiveC, to: "Library/Code/ShelvesViewController.m", in: folder)

        let result = CLITest.run(["check", "--format", "json", "--sources", "Library/Code", "Library"], in: folder)
        #expect(result.code == 1, "\(result.out)\(result.err)")
        #expect(
            try CLITest.findingLines(result.out, code: "unknown-reuse-identifier") == [
                "Library/Code/BooksViewController.swift:9 reuse identifier 'BookTitelCell' is not in bundle 'Library'",
                "Library/Code/ShelvesViewController.m:6 reuse identifier 'Headercell' is not in bundle 'Library'",
            ])
    }
}
