import Foundation
import Testing
import XcodeProject

/// Targets and their storyboards from the hand-written fixture `Tests/Fixtures/Repo/Demo.xcodeproj`.
@Suite struct XcodeProjectFileTests {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Repo").standardizedFileURL

    func load() throws -> XcodeProjectFile {
        try XcodeProjectFile.load(Self.repo.appendingPathComponent("Demo.xcodeproj"))
    }

    func path(_ relative: String) -> String { Self.repo.appendingPathComponent(relative).path }

    @Test func readsTheNativeTargetsInProjectOrder() throws {
        let project = try load()
        #expect(project.name == "Demo")
        #expect(project.targets.map(\.name) == ["Demo", "ShareExtension", "DemoKit"])
        #expect(project.targets.map(\.productType) == ["application", "app-extension", "framework"])
    }

    @Test func variantGroupsAndSourceRootReferencesResolveToFiles() throws {
        let app = try #require(try load().targets.first { $0.name == "Demo" })
        #expect(
            app.resourcePaths == [
                path("Demo/Base.lproj/Main.storyboard"), path("Demo/fr.lproj/Main.strings"),
                path("Demo/Base.lproj/MainInterface.storyboard"), path("Demo/Settings.storyboard"),
            ])
        #expect(app.contains(path("Demo/Base.lproj/MainInterface.storyboard")))
        #expect(!app.contains(path("ShareExtension/Base.lproj/MainInterface.storyboard")))
    }

    @Test func theExtensionHasItsOwnMainInterface() throws {
        let share = try #require(try load().targets.first { $0.name == "ShareExtension" })
        #expect(share.resourcePaths == [path("ShareExtension/Base.lproj/MainInterface.storyboard")])
        #expect(share.moduleName == "ShareExtension")
    }

    @Test func synchronizedFolderIncludesEverythingButItsExceptions() throws {
        let kit = try #require(try load().targets.first { $0.name == "DemoKit" })
        #expect(kit.resourcePaths.isEmpty)
        #expect(
            kit.synchronizedFolders == [
                SynchronizedFolder(path: path("DemoKit"), exceptions: ["Info.plist", "Legacy/Old.storyboard"])
            ])
        #expect(kit.contains(path("DemoKit/Onboarding.storyboard")))
        #expect(!kit.contains(path("DemoKit/Legacy/Old.storyboard")))
        #expect(!kit.contains(path("DemoKitten/Onboarding.storyboard")))
        #expect(kit.moduleName == "DemoKitUI")
    }

    @Test func aFileThatIsNotAProjectIsAnErrorNamingIt() {
        #expect(throws: XcodeProjectError.self) {
            try XcodeProjectFile.parse(Array("{ objects = {}; rootObject = X; }".utf8), path: "/tmp/Broken.xcodeproj")
        }
        do {
            _ = try XcodeProjectFile.parse(Array("{ objects = {".utf8), path: "/tmp/Broken.xcodeproj")
            Issue.record("a truncated file was accepted")
        } catch {
            #expect(error.path == "/tmp/Broken.xcodeproj/project.pbxproj")
            #expect(error.line == 1)
        }
    }

    @Test func exceptionFolderExceptsEverythingUnderIt() {
        let folder = SynchronizedFolder(path: "/r/Kit", exceptions: ["Legacy"])
        #expect(!folder.contains("/r/Kit/Legacy/Old.storyboard"))
        #expect(folder.contains("/r/Kit/LegacyNot/New.storyboard"))
    }
}
