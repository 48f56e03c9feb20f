import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// macOS's main menu opens scenes by segues drawn from its items in the Application scene, which has no
/// controller: the reader keeps each such item on the scene it opens (`Scene.menuItem`), and no segue without
/// a source. `Tests/Fixtures/Graph/MacMenuWindows`: "Settings…" and "New Entry Window" each open a window
/// controller; a third window controller nothing opens.
@Suite struct MenuItemImportTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Graph/MacMenuWindows/Main.storyboard")

    @Test func theScenesAMenuItemOpensKeepItsTitle() throws {
        let storyboard = try StoryboardParser.parse(contentsOf: Self.fixture)
        let items = Dictionary(uniqueKeysWithValues: storyboard.scenes.map { ($0.id, $0.menuItem) })
        #expect(items["Ent-Wc-a01"] == .some("New Entry Window"))
        #expect(items["Set-Wc-a01"] == .some("Settings…"))
        #expect(items["Orp-Wc-a01"] == .some(nil))
        #expect(items["Ent-Vc-a01"] == .some(nil))
        // The menu's segues have no source scene: the storyboard's segues are the two windows' content only.
        #expect(storyboard.segues.map(\.id) == ["Ent-Rl-a01", "Set-Rl-a01"])
        #expect(!storyboard.scenes.contains { $0.kind == "application" })
    }

    /// A macOS storyboard of `scenes`, each `<scene>` element's text as given.
    static func mac(_ scenes: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <scenes>\(scenes)</scenes>
            </document>
            """.utf8)
    }

    static let window = """
        <scene sceneID="w-s"><objects>
            <windowController id="win" sceneMemberID="viewController"/>
        </objects></scene>
        """

    @Test func anUntitledItemIsNamedByItsIdAndTheFirstOfTwoItemsWins() throws {
        let data = Self.mac(
            """
            <scene sceneID="app-s"><objects>
                <application id="app" sceneMemberID="viewController">
                    <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm">
                        <items>
                            <menuItem id="blank-item"><connections>
                                <segue destination="win" kind="show" id="m1"/>
                            </connections></menuItem>
                            <menuItem title="Again" id="again"><connections>
                                <segue destination="win" kind="show" id="m2"/>
                            </connections></menuItem>
                        </items>
                    </menu>
                </application>
            </objects></scene>
            """ + Self.window)
        let storyboard = try StoryboardParser.parse(data, name: "Main")
        #expect(storyboard.scenes.map(\.menuItem) == ["blank-item"])
        #expect(storyboard.segues.isEmpty)
    }

    @Test func aMenuOfAViewControllersSceneKeepsItsSegueFromTheController() throws {
        // A menu that is a member of a controller's scene (a context menu) is that controller's: its item's
        // segue is one of the controller's segues, and opens nothing from the main menu.
        let data = Self.mac(
            """
            <scene sceneID="vc-s"><objects>
                <viewController id="vc" sceneMemberID="viewController"/>
                <menu title="Context" id="ctx">
                    <items>
                        <menuItem title="Show Window" id="show"><connections>
                            <segue destination="win" kind="show" id="ctx-seg"/>
                        </connections></menuItem>
                    </items>
                </menu>
            </objects></scene>
            """ + Self.window)
        let storyboard = try StoryboardParser.parse(data, name: "Main")
        #expect(storyboard.segues.map(\.id) == ["ctx-seg"])
        #expect(storyboard.segues.first?.source == "vc")
        #expect(storyboard.scenes.map(\.menuItem) == [nil, nil])
    }
}
