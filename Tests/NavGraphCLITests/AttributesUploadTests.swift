import Foundation
import SQLiteStorage
import Storage
import StoryboardModel
import TestSupport
import Testing

/// `navgraph import` and `navgraph push`, the real binary: a repository whose Xcode target renamed its module
/// and whose `Info.plist` names another main storyboard sets both on the existing project, in the revision of
/// the write, and prints each change old -> new; a folder with no Xcode project leaves them; a `--module` the
/// project routes refuse is a usage error that writes nothing.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct AttributesUploadTests {
    /// Writes the app's repository under `folder/repo`: `App.xcodeproj` building `module`, its `Info.plist`
    /// naming `main`.
    static func repository(in folder: URL, module: String, main: String) throws {
        let files = MainStoryboardProjects.files(
            settings: ["INFOPLIST_FILE": "App/Info.plist", "PRODUCT_MODULE_NAME": module],
            plist: MainStoryboardProjects.infoPlist(main: main))
        for (path, text) in files { try CLITest.write(text, to: "repo/\(path)", in: folder) }
    }

    /// The project `app` as the database in `folder` holds it.
    static func project(_ folder: URL, _ database: String) throws -> Project {
        let store = try SourcesUploadTests.store(folder, database)
        defer { store.close() }
        return try store.readOne { try $0.project("app") }
    }

    static func importing(_ folder: URL, _ arguments: [String]) throws -> ProcessRunner.Outcome {
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        return try ProcessRunner.run(
            binary, ["import", "--project", "app", "--db", "data.sqlite"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], inheritEnvironment: false, in: folder,
            timeout: 120)
    }

    @Test func importSetsTheStatedModuleAndMainStoryboardsOfAnExistingProject() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.repository(in: folder, module: "OldApp", main: "Intro")
        let first = try Self.importing(folder, ["repo"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stdout.contains("changed:"), "\(first.stdout)")
        #expect(try Self.project(folder, "data.sqlite").module == "OldApp")

        try Self.repository(in: folder, module: "NewApp", main: "Main")
        let renamed = try Self.importing(folder, ["repo"])
        #expect(renamed.status == 0, "\(renamed.stderr)")
        #expect(renamed.stdout.contains("module changed: OldApp -> NewApp\n"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("main storyboards changed: Intro -> Main\n"), "\(renamed.stdout)")
        #expect(renamed.stdout.contains("project 'app' now at revision 3"), "\(renamed.stdout)")
        var project = try Self.project(folder, "data.sqlite")
        #expect(project.module == "NewApp")
        #expect(project.mainStoryboards == ["Main"])

        // --module states the module of an existing project too (it was ignored there before).
        let given = try Self.importing(folder, ["--module", "Custom", "repo"])
        #expect(given.status == 0, "\(given.stderr)")
        #expect(given.stdout.contains("module changed: NewApp -> Custom\n"), "\(given.stdout)")
        #expect(try Self.project(folder, "data.sqlite").module == "Custom")

        // A module the project routes refuse: a usage error, nothing written.
        project = try Self.project(folder, "data.sqlite")
        for bad in ["my-app", "class"] {
            let refused = try Self.importing(folder, ["--module", bad, "repo"])
            #expect(refused.status == 64, "\(refused.stdout)\(refused.stderr)")
            #expect(refused.stderr.contains("--module '\(bad)' must be a valid Swift module name"), "\(refused.stderr)")
            #expect(try Self.project(folder, "data.sqlite") == project)
        }

        // The storyboards alone, no Xcode project: no module or main storyboards stated, the project's stay.
        for name in ["Main", "Intro"] {
            let text = try String(
                contentsOf: folder.appendingPathComponent("repo/\(name).storyboard"), encoding: .utf8)
            try CLITest.write(text, to: "bare/\(name).storyboard", in: folder)
        }
        let bare = try Self.importing(folder, ["bare"])
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(!bare.stdout.contains("changed:"), "\(bare.stdout)")
        #expect(bare.stdout.contains("still at revision \(project.revision)"), "\(bare.stdout)")
        #expect(try Self.project(folder, "data.sqlite") == project)

        // An Xcode target building a module no project may have: that import is refused, nothing written.
        try Self.repository(in: folder, module: "class", main: "Intro")
        let keyword = try Self.importing(folder, ["repo"])
        #expect(keyword.status == 65, "\(keyword.stdout)\(keyword.stderr)")
        #expect(keyword.stderr.contains("its module 'class'"), "\(keyword.stderr)")
        #expect(try Self.project(folder, "data.sqlite") == project)
    }

    @Test func pushPrintsTheAttributesItChangedAndARefusedModuleChangesNothing() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        let url = "http://127.0.0.1:\(server.port)"
        try Self.repository(in: folder, module: "OldApp", main: "Intro")
        let first = try PushCommandTests.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(first.code == 0, "\(first.err)")
        #expect(!first.out.contains("changed:"), "\(first.out)")

        try Self.repository(in: folder, module: "NewApp", main: "Main")
        let renamed = try PushCommandTests.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(renamed.code == 0, "\(renamed.err)")
        #expect(renamed.out.contains("module changed: OldApp -> NewApp\n"), "\(renamed.out)")
        #expect(renamed.out.contains("main storyboards changed: Intro -> Main\n"), "\(renamed.out)")
        let project = try Self.project(folder, "push.sqlite")
        #expect(project.module == "NewApp")
        #expect(project.mainStoryboards == ["Main"])

        try Self.repository(in: folder, module: "class", main: "Intro")
        let refused = try PushCommandTests.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(refused.code == 65, "\(refused.out)\(refused.err)")
        #expect(refused.err.contains("'class'") && refused.err.contains("nothing was changed"), "\(refused.err)")
        #expect(try Self.project(folder, "push.sqlite") == project)
    }
}
