import Foundation
import SQLiteStorage
import Storage
import TestSupport
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `navgraph check` (the real binary) takes the main storyboard from the app's `Info.plist`, not from the name
/// Main (issue 36: an app got a false `no-initial-scene` on Main while its real main storyboard, Intro, went
/// unchecked). The repository is `MainStoryboardProjects`: one app target bundling Main and Intro.
@Suite struct MainStoryboardCheckTests {
    static let binary = CLITest.builtExecutable("navgraph")

    /// `navgraph check --format json Repo` on a workspace holding `Repo` with `files`: the storyboards with a
    /// `no-initial-scene` finding, and the messages of `unread-info-plist` notes.
    func check(_ files: [(String, String)]) throws -> (noInitial: [String], notes: [String], output: String) {
        let executable = try #require(Self.binary)
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files { try CLITest.write(text, to: "Repo/" + path, in: folder) }
        let outcome = try ProcessRunner.run(
            executable, ["check", "--format", "json", "Repo"],
            environment: SelfContainedBinaryTests.environment(folder),
            inheritEnvironment: false, in: folder, timeout: 120)
        let findings = try CLITest.findings(outcome.stdout)
        let noInitial = findings.filter { $0["code"] as? String == "no-initial-scene" }.compactMap {
            $0["storyboard"] as? String
        }
        let notes = findings.filter { $0["code"] as? String == "unread-info-plist" }.compactMap {
            $0["message"] as? String
        }
        return (noInitial.sorted(), notes, outcome.output)
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func theStoryboardTheInfoPlistNamesIsMainAndMainIsNot() throws {
        let neither = try check(MainStoryboardProjects.files())
        #expect(neither.noInitial == ["Intro"], "\(neither.output)")
        let introHasOne = try check(MainStoryboardProjects.files(initial: ["Intro"]))
        #expect(introHasOne.noInitial.isEmpty, "\(introHasOne.output)")
        let manifest = try check(
            MainStoryboardProjects.files(plist: MainStoryboardProjects.infoPlist(main: "Intro", sceneManifest: true)))
        #expect(manifest.noInitial == ["Intro"], "\(manifest.output)")
        let generated = try check(
            MainStoryboardProjects.files(settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Intro"]))
        #expect(generated.noInitial == ["Intro"], "\(generated.output)")
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func withoutADeclarationMainIsTheMainStoryboardAsBefore() throws {
        let result = try check(MainStoryboardProjects.files(settings: [:]))
        #expect(result.noInitial == ["Main"], "\(result.output)")
        #expect(result.notes.isEmpty, "\(result.output)")
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func anInfoPlistOutsideTheFolderIsNotReadAndSaysSo() throws {
        let result = try check(MainStoryboardProjects.files(settings: ["INFOPLIST_FILE": "/etc/Info.plist"]))
        #expect(
            result.notes == [
                "main storyboards of target 'App': the Info.plist file is outside the folder NavGraph was given: "
                    + "not read"
            ], "\(result.output)")
        #expect(result.noInitial == ["Main"], "\(result.output)")
    }

    /// `navgraph import` stores the main storyboards with the project it creates, as it stores the module.
    @Test func importStoresTheMainStoryboardsWithTheNewProject() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in MainStoryboardProjects.files() { try CLITest.write(text, to: "Repo/" + path, in: folder) }
        let result = ImportRevisionTests.importApp(folder, path: "Repo")
        #expect(result.code == 0, "\(result.err)")
        let project = try ImportRevisionTests.withStore(folder) { try $0.readOne { try $0.project("demo") } }
        #expect(project.mainStoryboards == ["Intro"])
    }
}
