import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `check --format text|json|github`, `--ignore`, `--severity` and the exit codes, on a folder holding a
/// valid storyboard, one with errors and warnings, and one that is not XML.
@Suite struct CheckFormatTests {
    /// `App/` = `examples/` (clean) + `Broken.storyboard` (malformed) + `Graph/Main.storyboard` (errors).
    static func workspace() throws -> URL {
        let folder = try CLITest.workspace()
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: CLITest.root.appendingPathComponent("examples"), to: app)
        try CLITest.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                </scenes>
            </document>

            """, to: "App/Broken.storyboard", in: folder)
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Graph"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CLITest.fixtures.appendingPathComponent("Graph/Broken/Main.storyboard"),
            to: app.appendingPathComponent("Graph/Dangling.storyboard"))
        return folder
    }

    @Test func jsonListsParseFailuresAndDiagnosticsWithPathLineCodeSeverityMessage() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "--format", "json", "App"], in: folder)
        #expect(result.code == 65)
        let findings = try CLITest.findings(result.out)
        let broken = try #require(findings.first { $0["path"] as? String == "App/Broken.storyboard" })
        #expect(broken["code"] as? String == "malformed-xml")
        #expect(broken["severity"] as? String == "error")
        #expect((broken["line"] as? Int ?? 0) >= 4)
        #expect((broken["message"] as? String)?.isEmpty == false)
        let dangling = findings.filter { $0["code"] as? String == "dangling-segue-destination" }
        #expect(!dangling.isEmpty)
        #expect(dangling.allSatisfy { $0["path"] as? String == "App/Graph/Dangling.storyboard" })
        #expect(dangling.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && $0["bundle"] as? String == "App" })
        #expect(result.out.hasSuffix("]\n"))
    }

    @Test func pathsAreRelativeToTheArgumentAsTyped() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inside = CLITest.run(["check", "--format", "json", "."], in: folder.appendingPathComponent("App"))
        #expect(try CLITest.findings(inside.out).contains { $0["path"] as? String == "Broken.storyboard" })
        let dotted = CLITest.run(["check", "--format", "json", "./App/"], in: folder)
        #expect(try CLITest.findings(dotted.out).contains { $0["path"] as? String == "App/Broken.storyboard" })
    }

    @Test func textPrintsEveryFindingAsFileLineSeverityCode() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "App"], in: folder)
        #expect(result.code == 65)
        #expect(result.out.contains("App/Broken.storyboard:"))
        #expect(result.out.contains(": error: [malformed-xml] "))
        #expect(result.out.contains("App/Graph/Dangling.storyboard:10: error: [dangling-segue-destination]"))
    }

    @Test func githubPrintsWorkflowCommands() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "--format", "github", "App"], in: folder)
        let lines = result.out.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=App/Graph/Dangling.storyboard,line=10,title=dangling-segue-destination::")
            })
    }

    @Test func githubEscapesDataAndProperties() {
        let finding = CheckFinding(
            path: "a,b:c%.storyboard", line: 3, column: 7, code: "x", severity: .warning,
            message: "100% wrong\r\nnext: line, here", bundle: "App")
        #expect(
            GitHubAnnotation.line(for: finding)
                == "::warning file=a%2Cb%3Ac%25.storyboard,line=3,col=7,title=x::100%25 wrong%0D%0Anext: line, here")
        let note = CheckFinding(path: "p", code: "c", severity: .info, message: "m", bundle: "")
        #expect(GitHubAnnotation.line(for: note) == "::notice file=p,title=c::m")
    }

    @Test func ignoreAndSeverityFilterWhatIsPrintedAndTheExitCode() throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Broken.storyboard"))
        let all = try CLITest.findings(CLITest.run(["check", "--format", "json", "App"], in: folder).out)
        #expect(all.contains { $0["severity"] as? String == "warning" })
        let errorsOnly = CLITest.run(["check", "--format", "json", "--severity", "error", "App"], in: folder)
        #expect(errorsOnly.code == 1)
        #expect(try CLITest.findings(errorsOnly.out).allSatisfy { $0["severity"] as? String == "error" })
        let errorCodes = Set(all.filter { $0["severity"] as? String == "error" }.compactMap { $0["code"] as? String })
        var arguments = ["check", "--format", "json"]
        for code in errorCodes.sorted() { arguments += ["--ignore", code] }
        let ignored = CLITest.run(arguments + ["App"], in: folder)
        #expect(ignored.code == 0, "\(ignored.out)")
        #expect(try CLITest.findings(ignored.out).allSatisfy { !errorCodes.contains($0["code"] as? String ?? "") })
        let fromEnvironment = CLITest.run(
            ["check", "--format", "json", "App"], in: folder,
            environment: ["NAVGRAPH_IGNORE": errorCodes.sorted().joined(separator: ",")])
        #expect(fromEnvironment.code == 0)
        let typo = CLITest.run(["check", "--ignore", "dangling-segue", "App"], in: folder)
        #expect(typo.code == 64)
        #expect(typo.err.contains("unknown code 'dangling-segue'"))
        #expect(CLITest.run(["check", "--severity", "fatal", "App"], in: folder).code == 64)
        #expect(CLITest.run(["check", "--format", "xml", "App"], in: folder).code == 64)
    }

    @Test func aCleanFolderPrintsAnEmptyArrayAndExitsZero() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CLITest.root.appendingPathComponent("examples"), to: folder.appendingPathComponent("App"))
        let result = CLITest.run(["check", "--format", "json", "App"], in: folder)
        #expect(result.code == 0)
        #expect(result.out == "[]\n")
    }

    @Test func importErrorKindsBecomeKebabCaseCodes() {
        #expect(CheckFinding.code(for: .malformedXML) == "malformed-xml")
        #expect(CheckFinding.code(for: .notAStoryboard) == "not-a-storyboard")
        #expect(CheckFinding.code(for: .forbiddenDTD) == "forbidden-dtd")
        #expect(CheckFinding.code(for: .fileNotFound) == "file-not-found")
    }
}
