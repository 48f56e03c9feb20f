import Foundation
import StoryboardImport
import Testing

/// `StoryboardFiles.discoverWithNibs` and `bundlesWithNibs`: storyboards and nibs found in one walk of each
/// folder, the same files in the same order as the storyboard and the nib discoveries find them apart.
struct OneWalkDiscoveryTests {
    /// A tree with both kinds side by side, localized copies of each, skipped folders and a project.
    private static func mixedTree() throws -> TempTree {
        let tree = try TempTree()
        for path in [
            "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard", "App/Base.lproj/LaunchScreen.xib",
            "App/de.lproj/LaunchScreen.xib", "App/Cells/TitleCell.xib", "App/Cells/Deep/er/PhotoCell.xib",
            "App/Settings/Settings.storyboard", "App/Pods/Vendor.xib", "App/build/Generated.storyboard",
            "App/.hidden/Secret.xib", "App/App.xcodeproj/Inside.xib", "App/Notes.txt", "Zed.xib",
        ] {
            try tree.write(path)
        }
        return tree
    }

    @Test func oneWalkFindsTheStoryboardsAndNibsTheTwoDiscoveriesFindApart() throws {
        let tree = try Self.mixedTree()
        let found = try StoryboardFiles.discoverWithNibs([tree.root.path])
        #expect(
            tree.relative(found.storyboards.files) == [
                "App/Base.lproj/Main.storyboard", "App/Settings/Settings.storyboard",
            ])
        #expect(tree.relative(found.storyboards.localizedCopies.map(\.copy)) == ["App/fr.lproj/Main.storyboard"])
        #expect(
            tree.relative(found.nibs.files) == [
                "App/Base.lproj/LaunchScreen.xib", "App/Cells/Deep/er/PhotoCell.xib", "App/Cells/TitleCell.xib",
                "Zed.xib",
            ])
        #expect(tree.relative(found.nibs.localizedCopies.map(\.copy)) == ["App/de.lproj/LaunchScreen.xib"])
        #expect(tree.relative(found.storyboards.projects) == ["App/App.xcodeproj"])
        #expect(found.storyboards == (try StoryboardFiles.discover([tree.root.path])))
        #expect(found.nibs == (try StoryboardFiles.discoverNibs([tree.root.path])))
    }

    @Test func filesGivenByNameJoinTheirKindAndOthersAreRefusedAsBefore() throws {
        let tree = try Self.mixedTree()
        let (storyboard, nib) = (tree.url("App/Settings/Settings.storyboard"), tree.url("Zed.xib"))
        let found = try StoryboardFiles.discoverWithNibs([storyboard.path, nib.path, tree.url("App/Cells").path])
        #expect(tree.relative(found.storyboards.files) == ["App/Settings/Settings.storyboard"])
        #expect(
            tree.relative(found.nibs.files) == [
                "App/Cells/Deep/er/PhotoCell.xib", "App/Cells/TitleCell.xib", "Zed.xib",
            ])
        let refused = #expect(throws: ImportError.self) {
            try StoryboardFiles.discoverWithNibs([tree.url("App/Notes.txt").path])
        }
        #expect(refused?.kind == .notAStoryboard)
        #expect(refused?.message.hasSuffix("Notes.txt is not a .storyboard file") == true)
        let missing = #expect(throws: ImportError.self) {
            try StoryboardFiles.discoverWithNibs([tree.url("Nowhere").path])
        }
        #expect(missing?.kind == .fileNotFound)
    }

    @Test func theLayoutOfOneWalkIsTheLayoutOfTheTwo() throws {
        let tree = try Self.mixedTree()
        let nibs = try StoryboardFiles.discoverNibs([tree.root.path]).files
        let (layout, found) = try StoryboardFiles.bundlesWithNibs([tree.root.path])
        #expect(found == nibs)
        #expect(layout == (try StoryboardFiles.bundles([tree.root.path], nibs: nibs)))
        // A `.xib` named beside a folder is a nib, never the root the folder's bundle is named after.
        let named = try StoryboardFiles.bundlesWithNibs([tree.url("Zed.xib").path, tree.url("App").path])
        #expect(named.layout.bundles.map(\.name) == ["App"])
        #expect(tree.relative(named.nibs).last == "Zed.xib")
    }
}
