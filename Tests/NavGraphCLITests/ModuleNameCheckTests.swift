import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// Module names from `.xcconfig` files reach the commands (issue 23 item 6), on `Tests/Fixtures/ModuleConfig`:
/// App's module is `AppCore` (its `.xcconfig`), Kit's `Kit_UI` (the project's), and `check` notes the two
/// targets whose module NavGraph could not resolve, at the line to fix.
@Suite struct ModuleNameCheckTests {
    static let binary = CLITest.builtExecutable("navgraph")

    func workspace() throws -> URL { try CLITest.workspace(copying: "ModuleConfig") }

    @Test func generateNamesTheModuleAnXCConfigSets() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = CLITest.run(["generate", "--style", "scenes", "--target", "App", "Repo"], in: folder)
        #expect(app.code == 0, "\(app.err)")
        #expect(app.out.contains("from project AppCore."))
        let kit = CLITest.run(["generate", "--style", "scenes", "--target", "Kit", "Repo"], in: folder)
        #expect(kit.out.contains("from project Kit_UI."))
    }

    @Test func checkNotesWhatItCouldNotResolveWithoutFailing() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "--format", "json", "Repo"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        let notes = try CLITest.findings(result.out).filter { $0["code"] as? String == "unresolved-module-name" }
        #expect(notes.map { $0["bundle"] as? String } == ["Loop", "Widget Extension"])
        #expect(notes.map { $0["path"] as? String } == ["Repo/Config/Loop-B.xcconfig", "Repo/Config/Widget.xcconfig"])
        #expect(notes.map { $0["line"] as? Int } == [1, 2])
        #expect(notes.allSatisfy { $0["severity"] as? String == "info" })
        let quiet = CLITest.run(["check", "--ignore", "unresolved-module-name", "Repo"], in: folder)
        #expect(quiet.code == 0 && quiet.out.isEmpty)
    }

    @Test(.enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func theBinaryPrintsTheNoteAtTheSettingsLine() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SelfContainedBinaryTests().run(try #require(Self.binary), ["check", "Repo"], in: folder)
        #expect(outcome.status == 0)
        #expect(
            outcome.output.contains(
                "Repo/Config/Widget.xcconfig:2: info: [unresolved-module-name] module of target 'Widget Extension': "
                    + "PRODUCT_MODULE_NAME uses $(SWIFT_MODULE_PREFIX), which NavGraph cannot resolve; module taken "
                    + "as 'Widget_Extension', the target's name\n"))
    }
}
