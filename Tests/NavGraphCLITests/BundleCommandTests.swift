import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `check`, `generate` and `import` on a repository with an app, a share extension and a framework, each
/// target with its own storyboards (`Tests/Fixtures/Repo`, a hand-written `project.pbxproj`).
@Suite struct BundleCommandTests {
    @Test func checkAtTheRepositoryRootFindsEveryTargetAndNoNameClash() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "."], in: folder.appendingPathComponent("Repo"))
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(!result.out.contains("already taken") && !result.err.contains("already taken"))
        #expect(result.err.contains("bundle 'Demo' (application target of Demo.xcodeproj): 3 storyboards"))
        #expect(result.err.contains("bundle 'ShareExtension' (app-extension target of Demo.xcodeproj): 1 storyboard,"))
        #expect(result.err.contains("bundle 'DemoKit' (framework target of Demo.xcodeproj): 1 storyboard,"))
        // Legacy/Old.storyboard is excepted from DemoKit's synchronized folder: no target bundles it.
        #expect(result.err.contains("bundle 'Repo' (in no Xcode target): 1 storyboard,"))
        #expect(result.err.contains("0 errors, 0 warnings in 4 bundles"))
    }

    @Test func eachFindingNamesItsBundleAndItsRepositoryRelativePath() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        // The extension's storyboard points a segue at nothing: only that bundle reports it.
        let file = repo.appendingPathComponent("ShareExtension/Base.lproj/MainInterface.storyboard")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(
            of: "</view>\n                </viewController>",
            with:
                "</view>\n                    <connections>\n                        <segue destination=\"Nowhere\" kind=\"show\" identifier=\"go\" id=\"Bad-Seg\"/>\n                    </connections>\n                </viewController>"
        ).write(to: file, atomically: true, encoding: .utf8)
        let result = CLITest.run(["check", "--format", "json", "."], in: repo)
        #expect(result.code == 1)
        let dangling = try CLITest.findings(result.out).filter { $0["code"] as? String == "dangling-segue-destination" }
        #expect(dangling.count == 1)
        #expect(dangling.first?["bundle"] as? String == "ShareExtension")
        #expect(dangling.first?["path"] as? String == "ShareExtension/Base.lproj/MainInterface.storyboard")
        #expect(dangling.first?["severity"] as? String == "error")
        #expect((dangling.first?["line"] as? Int ?? 0) > 0)
    }

    @Test func targetSelectsOneBundleAndAnUnknownOneListsThem() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = CLITest.run(["check", "--target", "ShareExtension", "Repo"], in: folder)
        #expect(one.code == 0)
        #expect(one.err.contains("0 errors, 0 warnings\n"))
        #expect(!one.err.contains("in 4 bundles"))
        let unknown = CLITest.run(["check", "--target", "Nope", "Repo"], in: folder)
        #expect(unknown.code == 64)
        #expect(unknown.err.contains("no bundle named 'Nope'; bundles: Demo, ShareExtension, DemoKit, Repo"))
    }

    @Test func generateWithSeveralBundlesWritesOneFolderPerBundleOrSaysWhichExist() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = CLITest.run(["generate", "--style", "scenes", "Repo"], in: folder)
        #expect(refused.code == 64)
        #expect(refused.err.contains("4 bundles found (Demo, ShareExtension, DemoKit, Repo)"))
        #expect(refused.out.isEmpty)
        let written = CLITest.run(["generate", "--style", "scenes", "--output", "Generated", "Repo"], in: folder)
        #expect(written.code == 0, "\(written.err)")
        let app = try String(
            contentsOf: folder.appendingPathComponent("Generated/Demo/Storyboards.swift"), encoding: .utf8)
        let share = try String(
            contentsOf: folder.appendingPathComponent("Generated/ShareExtension/Storyboards.swift"), encoding: .utf8)
        #expect(app.contains("AppInterfaceViewController") && !app.contains("ShareViewController"))
        #expect(app.contains("HomeViewController") && app.contains("SettingsViewController"))
        #expect(share.contains("ShareViewController") && !share.contains("AppInterfaceViewController"))
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Generated/DemoKit/Storyboards.swift").path))
        let single = CLITest.run(["generate", "--style", "scenes", "--target", "ShareExtension", "Repo"], in: folder)
        #expect(single.code == 0)
        #expect(single.out.contains("ShareViewController") && !single.out.contains("HomeViewController"))
    }

    @Test func importPutsEachBundleInItsOwnProject() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["import", "--project", "demo", "--db", "data.sqlite", "Repo"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        for project in ["demo-Demo", "demo-ShareExtension", "demo-DemoKit", "demo-Repo"] {
            #expect(result.out.contains("created project '\(project)'"))
        }
        #expect(result.out.contains("imported 3 of 3 storyboards into project 'demo-Demo'"))
        #expect(result.out.contains("imported 1 of 1 storyboard into project 'demo-ShareExtension'"))
        #expect(!result.err.contains("already taken"))
        let picked = CLITest.run(
            ["import", "--project", "share", "--target", "ShareExtension", "--db", "data.sqlite", "Repo"], in: folder)
        #expect(picked.code == 0)
        #expect(picked.out.contains("imported 1 of 1 storyboard into project 'share'"))
    }

    @Test func projectNamesForBundlesAreSlugSafe() {
        #expect(ImportCommand.projectName("app", bundle: "Share Extension") == "app-Share-Extension")
        #expect(ImportCommand.projectName("app", bundle: "Widget (iOS)") == "app-Widget--iOS-")
        #expect(ImportCommand.projectName("app", bundle: "Écran").hasPrefix("app--cran"))
        #expect(ImportCommand.projectName(String(repeating: "a", count: 60), bundle: "Extension").count == 64)
    }

    @Test func withoutAProjectClashingNamesAreGroupedByTheirInfoPlistFolder() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Demo.xcodeproj"))
        let result = CLITest.run(["check", "."], in: repo)
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.err.contains("bundle 'Demo' (folder \(repo.path)/Demo): 3 storyboards"))
        #expect(result.err.contains("bundle 'ShareExtension' (folder \(repo.path)/ShareExtension): 1 storyboard,"))
        // DemoKit/Legacy has no Info.plist of its own: the nearest one above it, DemoKit's, decides.
        #expect(result.err.contains("bundle 'DemoKit' (folder \(repo.path)/DemoKit): 2 storyboards"))
        #expect(!result.err.contains("already taken"))
    }

    @Test func withoutAnInfoPlistClashingNamesAreGroupedByTheirOwnFolder() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Demo.xcodeproj"))
        for plist in ["Demo", "ShareExtension", "DemoKit"] {
            try FileManager.default.removeItem(at: repo.appendingPathComponent("\(plist)/Info.plist"))
        }
        let result = CLITest.run(["check", "."], in: repo)
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.err.contains("bundle 'Legacy' (folder \(repo.path)/DemoKit/Legacy): 1 storyboard,"))
        #expect(result.err.contains("bundle 'Demo' (folder \(repo.path)/Demo): 3 storyboards"))
    }

    @Test func noClashMeansOneBundleAndDuplicatesInsideABundleAreErrors() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        let one = CLITest.run(["check", "Repo/Demo"], in: folder)
        #expect(one.code == 0)
        #expect(!one.err.contains("bundle '"))
        // A second Settings.storyboard inside the app's folder, not in the project: same bundle by Info.plist.
        try FileManager.default.removeItem(at: repo.appendingPathComponent("Demo.xcodeproj"))
        try FileManager.default.copyItem(
            at: repo.appendingPathComponent("Demo/Settings.storyboard"),
            to: repo.appendingPathComponent("Demo/Base.lproj/Settings.storyboard"))
        let clash = CLITest.run(["check", "--format", "json", "."], in: repo)
        #expect(clash.code == 1)
        let duplicates = try CLITest.findings(clash.out).filter { $0["code"] as? String == "duplicate-storyboard-name" }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?["path"] as? String == "Demo/Settings.storyboard")
        #expect((duplicates.first?["message"] as? String)?.contains("Demo/Base.lproj/Settings.storyboard") == true)
    }

    @Test func anUnreadableProjectIsReportedAndItsStoryboardsStillChecked() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        try CLITest.write("// !$*UTF8*$!\n{ objects = {", to: "Demo.xcodeproj/project.pbxproj", in: repo)
        let result = CLITest.run(["check", "--format", "json", "."], in: repo)
        #expect(result.code == 65)
        let findings = try CLITest.findings(result.out)
        let project = findings.first { $0["code"] as? String == "unreadable-project" }
        #expect(project?["path"] as? String == "Demo.xcodeproj/project.pbxproj")
        #expect(!findings.contains { $0["code"] as? String == "duplicate-storyboard-name" })
    }
}
