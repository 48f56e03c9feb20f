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

/// Which bundle a nib joins when an Xcode project says: the target whose resources hold it, even a target of
/// nibs alone (a framework of cells); a nib no target holds joins a bundle by folder.
struct NibTargetTests {
    /// `App.xcodeproj`: `App` bundles `App/Main.storyboard` and `Shared/Banner.xib`, the framework `CellKit`
    /// bundles `Shared/ProfileCell.xib` and no storyboard.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
        \t\tF1 = {isa = PBXFileReference; path = App/Main.storyboard; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = Shared/Banner.xib; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = Shared/ProfileCell.xib; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
        \t\tT1 = {isa = PBXNativeTarget; buildPhases = (R1); name = App; \
        productType = "com.apple.product-type.application"; };
        \t\tT2 = {isa = PBXNativeTarget; buildPhases = (R2); name = CellKit; \
        productType = "com.apple.product-type.framework"; };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
        \t\tR2 = {isa = PBXResourcesBuildPhase; files = (B3); };
        \t\tP0 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2); };
        \t};
        \trootObject = P0;
        }

        """

    @Test func aTargetsNibsJoinItsBundleAndATargetOfNibsAloneIsABundle() throws {
        let tree = try TempTree()
        try tree.write("App.xcodeproj/project.pbxproj", Data(Self.project.utf8))
        try tree.write("App/Main.storyboard")
        try tree.write("Shared/Banner.xib")
        try tree.write("Shared/ProfileCell.xib")
        try tree.write("App/Loose/Other.xib")
        let nibs = try StoryboardFiles.discoverNibs([tree.root.path]).files
        let layout = try StoryboardFiles.bundles([tree.root.path], nibs: nibs)
        #expect(layout.projectErrors.isEmpty)
        #expect(layout.bundles.map(\.name) == ["App", "CellKit"])
        #expect(layout.bundles.map(\.module) == ["App", "CellKit"])
        #expect(layout.bundles.last.map { tree.relative($0.files) } == [])
        #expect(tree.relative(layout.nibs["App"] ?? []).sorted() == ["App/Loose/Other.xib", "Shared/Banner.xib"])
        #expect(tree.relative(layout.nibs["CellKit"] ?? []) == ["Shared/ProfileCell.xib"])
        // Without the nibs, the framework makes no bundle: it holds no storyboard.
        #expect(try StoryboardFiles.bundles([tree.root.path]).bundles.map(\.name) == ["App"])
    }
}
