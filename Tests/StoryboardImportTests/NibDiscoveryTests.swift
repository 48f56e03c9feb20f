import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// `.xib` files found in folders by the storyboard rules: skipped folders, localized copies grouped.
struct NibDiscoveryTests {
    @Test func nibsAreFoundWithTheirLocalizedCopiesGroupedAndStoryboardsLeftOut() throws {
        let tree = try TempTree()
        try tree.write("App/Base.lproj/LaunchScreen.xib")
        try tree.write("App/fr.lproj/LaunchScreen.xib")
        try tree.write("App/Cells/TitleCell.xib")
        try tree.write("App/Base.lproj/Main.storyboard")
        try tree.write("App/build/Generated.xib")
        try tree.write("App/.hidden/Secret.xib")
        let found = try StoryboardFiles.discoverNibs([tree.root.path])
        #expect(tree.relative(found.files) == ["App/Base.lproj/LaunchScreen.xib", "App/Cells/TitleCell.xib"])
        #expect(tree.relative(found.localizedCopies.map(\.copy)) == ["App/fr.lproj/LaunchScreen.xib"])
        #expect(found.localizedCopies.map(\.localization) == ["fr"])
        #expect(found.files.map(StoryboardFiles.nibName(of:)) == ["LaunchScreen", "TitleCell"])
        // The storyboard discovery of the same tree finds only the storyboard.
        #expect(
            tree.relative(try StoryboardFiles.discover([tree.root.path]).files) == ["App/Base.lproj/Main.storyboard"])
    }

    @Test func aFileGivenByNameMustBeAXib() throws {
        let tree = try TempTree()
        let storyboard = try tree.write("Main.storyboard")
        let nib = try tree.write("View.xib")
        #expect(tree.relative(try StoryboardFiles.discoverNibs([nib.path]).files) == ["View.xib"])
        #expect(throws: ImportError.self) { try StoryboardFiles.discoverNibs([storyboard.path]) }
        do {
            _ = try StoryboardFiles.discoverNibs([storyboard.path])
        } catch {
            #expect(error.kind == .notANib)
            #expect(error.message.hasSuffix("is not a .xib file"))
        }
    }
}
