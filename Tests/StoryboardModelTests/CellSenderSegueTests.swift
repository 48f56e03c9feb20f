import Foundation
import StoryboardImport
import Testing

@testable import StoryboardModel

/// One segue identifier on segues two prototype cells perform (issue 36): UIKit hands the cell to
/// `prepare(for:sender:)`, so the diagnostic says the segues are told apart by it, not that nothing can.
@Suite struct CellSenderSegueTests {
    /// A table of two prototype cells, each performing a segue `open` from its own `<connections>`, to `first`
    /// and to `second` (or both to `first`), and a button in the header performing `tap` twice when `buttons`.
    static func storyboard(sameDestination: Bool, buttons: Bool = false) -> Data {
        let second = sameDestination ? "first" : "second"
        let button =
            buttons
            ? """
            <button id="btn"><connections>
                <segue destination="first" kind="show" identifier="tap" id="b1"/>
            </connections></button>
            <button id="btn2"><connections>
                <segue destination="first" kind="show" identifier="tap" id="b2"/>
            </connections></button>
            """ : ""
        return Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="list">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <tableViewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="prototypes" id="table">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="PhotoCell" customClass="PhotoCell" id="photo">
                                        <tableViewCellContentView key="contentView" id="photoContent">
                                            \(button)
                                        </tableViewCellContentView>
                                        <connections>
                                            <segue destination="first" kind="show" identifier="open" id="c1"/>
                                        </connections>
                                    </tableViewCell>
                                    <tableViewCell reuseIdentifier="NoteCell" id="note">
                                        <connections>
                                            <segue destination="\(second)" kind="show" identifier="open" id="c2"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="first" storyboardIdentifier="First" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="second" storyboardIdentifier="Second" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """.utf8)
    }

    static func diagnostics(_ xml: Data) throws -> [Diagnostic] {
        let storyboard = try StoryboardParser.parse(xml, name: "Main")
        return NavigationGraph(project: Project(name: "P"), storyboards: [storyboard]).diagnostics()
            .filter { $0.code == .duplicateSegueIdentifier }
    }

    @Test func aCellRecordsTheSeguesOfItsOwnConnectionsOnly() throws {
        let storyboard = try StoryboardParser.parse(Self.storyboard(sameDestination: true, buttons: true), name: "Main")
        let cells = try #require(storyboard.scenes.first { $0.id == "list" }).cells
        // The buttons inside the cell's content view perform their own segues, not the cell's.
        #expect(cells.map(\.segues) == [["c1"], ["c2"]])
    }

    @Test func twoCellsLeadingToOneSceneAreToldApartByTheirSender() throws {
        let found = try Self.diagnostics(Self.storyboard(sameDestination: true))
        #expect(found.map(\.severity) == [.warning])
        #expect(
            found.first?.message
                == "segue identifier 'open' of segue c2 is also on segue c1 leaving scene Main/list "
                + "(ListViewController); each is performed by its own cell (table view cell photo ('PhotoCell'), "
                + "table view cell note ('NoteCell')), and prepare(for:sender:) receives that cell as its sender, so "
                + "it can tell them apart by the cell")
        #expect(found.allSatisfy { !$0.message.contains("cannot tell which control fired") })
    }

    @Test func twoCellsLeadingToTwoScenesAreAWarningThatNamesOnlyTheCallByIdentifier() throws {
        let found = try Self.diagnostics(Self.storyboard(sameDestination: false))
        #expect(found.map(\.severity) == [.warning])
        #expect(
            found.first?.message.hasSuffix(
                "so it can tell them apart by the cell; only performSegue(withIdentifier:sender:) from code, which names no "
                    + "cell, cannot choose between them, and resolution by identifier is ambiguous") == true)
    }

    @Test func twoButtonsStillCannotBeToldApart() throws {
        let found = try Self.diagnostics(Self.storyboard(sameDestination: true, buttons: true))
        let buttons = found.filter { $0.segueID == "b2" }
        #expect(buttons.count == 1)
        #expect(buttons.first?.message.hasSuffix("prepare(for:sender:) cannot tell which control fired") == true)
    }

    @Test func cellsStoredBeforeSeguesWereRecordedStillDecode() throws {
        let old = Data(#"{"id":"c","kind":"tableViewCell","containerID":"t","isStatic":false}"#.utf8)
        let cell = try JSONDecoder().decode(PrototypeCell.self, from: old)
        #expect(cell.segues.isEmpty)
        let encoded = try JSONEncoder().encode(cell)
        #expect(String(decoding: encoded, as: UTF8.self).contains("segues") == false)
        var withSegues = cell
        withSegues.segues = ["s1"]
        #expect(try JSONDecoder().decode(PrototypeCell.self, from: JSONEncoder().encode(withSegues)) == withSegues)
        let empty = Data(#"{"id":"c","kind":"tableViewCell","containerID":"t","segues":[""]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PrototypeCell.self, from: empty) }
    }
}
