import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `navgraph check` (the real binary) on a folder whose Xcode project attacks the project reader (issue 36,
/// points 1 to 4): it exits with a finding that says what is wrong, never a signal, within its limits, and
/// reads nothing outside the folder it was given.
@Suite struct HostileProjectCheckTests {
    static let binary = CLITest.builtExecutable("navgraph")

    /// A workspace holding `Repo` with `files` (path under `Repo` → text) and a storyboard `Repo/Main.storyboard`.
    func repository(_ files: [(String, String)]) throws -> URL {
        let folder = try CLITest.workspace()
        try CLITest.write(try SmallStoryboards.segueDestination("old"), to: "Repo/Main.storyboard", in: folder)
        for (path, text) in files { try CLITest.write(text, to: "Repo/" + path, in: folder) }
        return folder
    }

    /// `navgraph check --format json Repo` run by the binary in `folder`.
    func check(_ folder: URL) throws -> (status: Int32, findings: [[String: Any]], output: String) {
        let executable = try #require(Self.binary)
        let outcome = try ProcessRunner.run(
            executable, ["check", "--format", "json", "Repo"],
            environment: SelfContainedBinaryTests.environment(folder),
            inheritEnvironment: false, in: folder, timeout: 120)
        return (outcome.status, (try? CLITest.findings(outcome.stdout)) ?? [], outcome.output)
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func aProjectNestedPastTheParsersLimitIsAnErrorFindingNotASignal() throws {
        let folder = try repository([("App.xcodeproj/project.pbxproj", String(repeating: "(", count: 100_000))])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try check(folder)
        #expect(result.status == 65, "\(result.output)")  // bad input data (docs/cli.md), not a signal
        let unreadable = result.findings.filter { $0["code"] as? String == "unreadable-project" }
        #expect(unreadable.map { $0["path"] as? String } == ["Repo/App.xcodeproj/project.pbxproj"], "\(result.output)")
        let message = unreadable.first?["message"] as? String ?? ""
        #expect(message.contains("nest deeper than 256 levels"), "\(result.output)")
    }

    /// The `unresolved-module-name` notes of `check`, as "message".
    func moduleNotes(_ result: (status: Int32, findings: [[String: Any]], output: String)) -> [String] {
        result.findings.filter { $0["code"] as? String == "unresolved-module-name" }.compactMap {
            $0["message"] as? String
        }
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func anExpandingOrOverlongModuleNameFallsBackToTheTargetsName() throws {
        let deep = try repository([
            (
                "App.xcodeproj/project.pbxproj",
                HostileProjects.project(settings: HostileProjects.expandingSettings(levels: 15))
            )
        ])
        defer { try? FileManager.default.removeItem(at: deep) }
        let expanded = try check(deep)
        #expect(expanded.status == 0, "\(expanded.output)")
        #expect(
            moduleNotes(expanded) == [
                "module of target 'App': V7 uses $(V8), which makes a value longer than 4096 bytes; module taken as "
                    + "'App', the target's name"
            ], "\(expanded.output)")
        let long = try repository([
            (
                "App.xcodeproj/project.pbxproj",
                HostileProjects.project(settings: ["PRODUCT_MODULE_NAME": String(repeating: "M", count: 256)])
            )
        ])
        defer { try? FileManager.default.removeItem(at: long) }
        #expect(
            moduleNotes(try check(long)) == [
                "module of target 'App': PRODUCT_MODULE_NAME is longer than 255 bytes; module taken as 'App'"
            ])
    }

    /// 17 `.xcconfig` files each including the next twice: read once each, the last one's module is taken.
    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func includedFilesAreReadOnceAndTheDeepestSetsTheModule() throws {
        let folder = try repository(
            [
                (
                    "App.xcodeproj/project.pbxproj",
                    HostileProjects.project(baseConfiguration: ("Config/C1.xcconfig", "<group>"))
                )
            ] + HostileProjects.includeChain(count: 17))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try check(folder)
        #expect(result.status == 0 && moduleNotes(result).isEmpty, "\(result.output)")
        let generated = try ProcessRunner.run(
            try #require(Self.binary), ["generate", "--style", "scenes", "Repo"],
            environment: SelfContainedBinaryTests.environment(folder), inheritEnvironment: false, in: folder,
            timeout: 120)
        #expect(generated.status == 0 && generated.stdout.contains("from project Deep."), "\(generated.output)")
    }

    /// A base configuration file outside the folder given, at an absolute path (existing or not), through `..`
    /// or through a symbolic link, is not read: one note, the same words whether the file exists or not.
    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func nothingOutsideTheFolderGivenIsRead() throws {
        let note =
            "module of target 'App': the base configuration file is outside the folder NavGraph was given: "
            + "not read; module taken as 'App'"
        let probe = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: probe) }
        try CLITest.write("PRODUCT_MODULE_NAME = Stolen\n", to: "Evil.xcconfig", in: probe)
        let evil = probe.appendingPathComponent("Evil.xcconfig").path
        let cases: [(String, (path: String, sourceTree: String))] = [
            ("absolute", (evil, "<absolute>")),
            ("missing", (probe.appendingPathComponent("Gone.xcconfig").path, "<absolute>")),
            ("climbing", (String(repeating: "../", count: 40) + evil.dropFirst(), "<group>")),
            ("linked", ("Link.xcconfig", "<group>")),
        ]
        for (label, base) in cases {
            let folder = try repository([
                ("App.xcodeproj/project.pbxproj", HostileProjects.project(baseConfiguration: base))
            ])
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("Repo/Link.xcconfig").path, withDestinationPath: evil)
            let result = try check(folder)
            #expect(result.status == 0, "\(label): \(result.output)")
            #expect(moduleNotes(result) == [note], "\(label): \(result.output)")
            #expect(!result.output.contains("Stolen"), "\(label)")
        }
    }
}
