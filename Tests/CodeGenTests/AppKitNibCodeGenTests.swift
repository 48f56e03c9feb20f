import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// A macOS project's nibs in the `scenes` style: `Nibs.<nib>` loads through `NSNib(nibNamed:bundle:)` and
/// `instantiate(withOwner:topLevelObjects:)` as its class, a view controller's nib makes its File's Owner with
/// `init(nibName:bundle:)`, and a table cell view's nib is registered for its identifier
/// (`register(_:forIdentifier:)`) and made by the typed `makeView` as exactly its class. Compiled against the
/// AppKit stand-in in both language modes and run. The project is `Tests/Fixtures/CodeGen/MacCells` (its
/// `Library` storyboard) with the nibs of `Tests/Fixtures/CodeGen/MacNibs`.
@Suite struct AppKitNibCodeGenTests {
    static let program = """
        \(AppKitCellsCodeGenTests.classes)
        final class BookCellView: NSTableCellView {}
        final class StatusView: NSView {}
        final class InspectorViewController: NSViewController {}

        @main struct Program {
            @MainActor static func main() {
                NSNib.standInRegistry["BookCellView"] = { [BookCellView(coder: NSCoder())!] }
                NSNib.standInRegistry["StatusView"] = { [NSObject(), StatusView(coder: NSCoder())!] }
                let table = NSTableView(coder: NSCoder())!
                table.register(Nibs.bookCellView, for: ReuseIdentifier.Nibs.bookCell)
                let cell: BookCellView = table.makeView(ReuseIdentifier.Nibs.bookCell, owner: nil)
                guard cell.identifier?.rawValue == "Book Cell" else { fatalError("FAIL identifier") }
                table.standInRegister(BookTitleCellView.self, for: "BookTitleCell")
                expect(table.makeView(ReuseIdentifier.Library.bookTitleCell, owner: nil), BookTitleCellView.self)
                let status: StatusView = Nibs.statusView.instantiate()
                expect(status, StatusView.self)
                let inspector: InspectorViewController = Nibs.inspectorViewController.instantiate()
                guard inspector.nibName == "InspectorViewController" else { fatalError("FAIL nib name") }
                guard NSNib.standInOpened == ["BookCellView", "StatusView"] else {
                    fatalError("FAIL opened \\(NSNib.standInOpened)")
                }
                print("PASS")
            }
        }

        """

    static func generated(_ options: CodeGenOptions = CodeGenOptions()) throws -> [GeneratedFile] {
        CodeGenerator.generate(
            .scenes, graph: try CodeGenFixtures.graph("MacCells").replacingNibs(try NibCodeGenTests.nibs("MacNibs")),
            options: options)
    }

    @Test func macNibsGetAppKitCodeAndNoUIKit() throws {
        let code = try #require(try Self.generated().first).contents
        let expected = [
            #"static let statusView = NibFile<StatusView>(name: "StatusView")"#,
            #"static let bookCell = ReusableCell<BookCellView>(identifier: "Book Cell")"#,
            "NSNib(nibNamed: name, bundle: bundle ?? Bundle(for: BundleToken.self))",
            "struct NibViewController<T: NSViewController>",
        ]
        #expect(expected.filter { !code.contains($0) } == [])
        #expect(["UINib", "UITableView", "UIViewController", "import UIKit"].filter(code.contains) == [])
    }

    /// Swift 6 and 5: the program registers, makes and loads through the generated code and prints `PASS`.
    @Test(arguments: ["6", "5"])
    func macNibsCompileLoadAndRegisterTheirClasses(mode: String) throws {
        let files = [
            ("Storyboards.swift", try #require(try Self.generated().first).contents), ("Main.swift", Self.program),
        ]
        let outcome = try StandInBuild.runAppKitProgram(files, module: "MacCells", mode: mode)
        #expect(outcome.status == 0 && outcome.output == "PASS\n", "\(outcome.output)")
    }

    /// The nib code of a macOS project, byte for byte (`Golden/MacNibs/`; re-recorded as `GoldenTests` are).
    @Test func matchesGoldenFile() throws {
        try GoldenTests.compare(
            try Self.generated(CodeGenOptions(projectRevision: 3)), project: "MacNibs", style: .scenes)
    }
}
