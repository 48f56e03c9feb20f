import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Finding storyboards on disk as `navgraph import` and `generate` do.
struct StoryboardFilesTests {
    @Test func findsStoryboardsRecursivelySortedAndSkipsBuildFolders() throws {
        let tree = try TempTree()
        for path in [
            "App/Main.storyboard", "App/Features/Auth/Login.storyboard", "App/Views/Cell.xib", "App/README.md",
            ".build/debug/Copied.storyboard", "build/Products/Copied.storyboard", "DerivedData/X/Copied.storyboard",
            "Pods/SomePod/Pod.storyboard", "Carthage/Checkouts/Kit/Kit.storyboard", ".git/objects/Stale.storyboard",
            "Exports/App.xcarchive/Products/Copied.storyboard", "App/Main.storyboardc/designable.storyboard",
            "Payload/App.app/Base.lproj/Main.storyboard", "App/Settings.storyboard",
        ] {
            try tree.write(path)
        }
        let found = try StoryboardFiles.discover([tree.root.path])
        #expect(
            tree.relative(found.files) == [
                "App/Features/Auth/Login.storyboard", "App/Main.storyboard", "App/Settings.storyboard",
            ])
        #expect(found.localizedCopies.isEmpty)
        #expect(found.files.map(StoryboardFiles.storyboardName(of:)) == ["Login", "Main", "Settings"])
    }

    @Test func importsTheBaseLocalizationAndReportsTheOthers() throws {
        let tree = try TempTree()
        for path in [
            "App/Base.lproj/Main.storyboard", "App/fr.lproj/Main.storyboard", "App/pt-BR.lproj/Main.storyboard",
            "App/en.lproj/Onboarding.storyboard", "App/de.lproj/Onboarding.storyboard",
            "App/ja.lproj/Legal.storyboard", "Widget/Base.lproj/Main.storyboard",
        ] {
            try tree.write(path)
        }
        let found = try StoryboardFiles.discover([tree.root.path])
        #expect(
            tree.relative(found.files) == [
                "App/Base.lproj/Main.storyboard",
                // No Base: English stands in.
                "App/en.lproj/Onboarding.storyboard",
                // One localization only: it is the storyboard.
                "App/ja.lproj/Legal.storyboard",
                // Same name in another folder: a separate group.
                "Widget/Base.lproj/Main.storyboard",
            ])
        #expect(
            found.localizedCopies.map {
                "\(tree.relative([$0.copy])[0]) → \(tree.relative([$0.base])[0]) \($0.localization)"
            }
                == [
                    "App/de.lproj/Onboarding.storyboard → App/en.lproj/Onboarding.storyboard de",
                    "App/fr.lproj/Main.storyboard → App/Base.lproj/Main.storyboard fr",
                    "App/pt-BR.lproj/Main.storyboard → App/Base.lproj/Main.storyboard pt-BR",
                ])
        #expect(found.nameConflicts.keys.sorted() == ["Main"])
    }

    @Test func acceptsFilesAndFoldersTogetherWithoutDuplicates() throws {
        let tree = try TempTree()
        let main = try tree.write("App/Main.storyboard")
        try tree.write("App/Other.storyboard")
        let found = try StoryboardFiles.discover([main.path, tree.root.appendingPathComponent("App").path, main.path])
        #expect(tree.relative(found.files) == ["App/Main.storyboard", "App/Other.storyboard"])
    }

    @Test func aSkippedFolderNamedExplicitlyIsStillSearched() throws {
        let tree = try TempTree()
        try tree.write("build/Generated.storyboard")
        let found = try StoryboardFiles.discover([tree.root.appendingPathComponent("build").path])
        #expect(tree.relative(found.files) == ["build/Generated.storyboard"])
    }

    @Test func badPathsAreTypedErrors() throws {
        let tree = try TempTree()
        let xib = try tree.write("View.xib")
        let missing = #expect(throws: ImportError.self) {
            try StoryboardFiles.discover([tree.root.appendingPathComponent("nope").path])
        }
        #expect(missing?.kind == .fileNotFound)
        let notStoryboard = #expect(throws: ImportError.self) { try StoryboardFiles.discover([xib.path]) }
        #expect(notStoryboard?.kind == .notAStoryboard)
        #expect(notStoryboard?.message.contains("View.xib") == true)
    }

    @Test func symbolicLinksToFoldersAreNotFollowed() throws {
        let tree = try TempTree()
        try tree.write("App/Main.storyboard")
        try FileManager.default.createSymbolicLink(
            atPath: tree.root.appendingPathComponent("App/Loop").path, withDestinationPath: tree.root.path)
        let found = try StoryboardFiles.discover([tree.root.path])
        #expect(tree.relative(found.files) == ["App/Main.storyboard"])
    }

    @Test func discoveredFilesImportUnderTheirFileName() throws {
        let tree = try TempTree()
        try tree.write("App/Base.lproj/Living Room.storyboard", try Fixtures.data("Empty.storyboard"))
        let found = try StoryboardFiles.discover([tree.root.path])
        let storyboard = try StoryboardParser.parse(contentsOf: try #require(found.files.first))
        #expect(storyboard.name == "Living Room")
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func theRealCorpusIsDiscoveredWithoutCompiledStoryboards() throws {
        let corpus = try #require(Fixtures.corpus)
        let found = try StoryboardFiles.discover([corpus.path])
        // The corpus has no localized copy beside a base one; its one compiled bundle is skipped.
        #expect(found.localizedCopies.isEmpty)
        #expect(found.files.count >= 60)
        #expect(!found.files.contains { $0.path.contains(".storyboardc/") })
    }
}
