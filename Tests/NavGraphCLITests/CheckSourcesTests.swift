import Foundation
import Testing

/// `navgraph check --sources DIR`: identifier literals in Swift and Objective-C checked against the bundle.
/// The fixture app (Tests/Fixtures/Sources/App) has one Main storyboard with storyboard IDs List, Detail and
/// Settings and segue identifiers showDetail, compose and showSettings.
@Suite struct CheckSourcesTests {
    static let app = CLITest.fixtures.appendingPathComponent("Sources")

    @Test func unknownLiteralsAreErrorsWithFileAndLine() throws {
        let result = CLITest.run(
            ["check", "--format", "json", "--sources", "App/Code", "App"], in: Self.app)
        #expect(result.code == 1, "\(result.err)")
        let findings = try CLITest.findings(result.out)
        let errors = findings.filter { $0["severity"] as? String == "error" }.map {
            "\($0["path"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["code"] as? String ?? "")"
        }
        #expect(
            errors == [
                "App/Code/LegacyViewController.m:7 unknown-segue-identifier",
                "App/Code/ListViewController.swift:8 unknown-segue-identifier",
                "App/Code/ListViewController.swift:15 unknown-storyboard",
                "App/Code/ListViewController.swift:16 unknown-storyboard-id",
                "App/Code/ListViewController.swift:26 unknown-segue-identifier",
            ])
        let typo = findings.first { $0["line"] as? Int == 8 }
        #expect(typo?["message"] as? String == "segue identifier 'showDetial' is not in bundle 'App'")
        #expect(typo?["column"] as? Int == 38)
    }

    @Test func identifiersNoLiteralMentionsAreInfo() throws {
        let result = CLITest.run(
            ["check", "--format", "json", "--severity", "info", "--sources", "App/Code", "App"], in: Self.app)
        let findings = try CLITest.findings(result.out)
        let notes = findings.filter { $0["severity"] as? String == "info" }.map { $0["message"] as? String ?? "" }
        #expect(
            notes == [
                "storyboard ID 'List' is used by no string literal in the sources",
                "segue identifier 'showSettings' is used by no string literal in the sources",
            ])
    }

    @Test func codesCanBeIgnoredAndAMissingFolderIsNoInput() {
        let ignored = CLITest.run(
            [
                "check", "--sources", "App/Code", "--ignore",
                "unknown-segue-identifier,unknown-storyboard,unknown-storyboard-id", "App",
            ], in: Self.app)
        #expect(ignored.code == 0, "\(ignored.out)\(ignored.err)")
        let missing = CLITest.run(["check", "--sources", "Nowhere", "App"], in: Self.app)
        #expect(missing.code == 66)
        #expect(missing.err.contains("--sources: no such file or folder: Nowhere"))
    }
}
