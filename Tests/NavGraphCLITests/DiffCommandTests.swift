import Foundation
import Testing

/// `navgraph diff OLD NEW`: each change class on a fixture pair under Tests/Fixtures/Diff/<case>/{old,new}.
/// Every pair starts from one Main storyboard (navigation controller → List, whose segues showDetail,
/// compose and showSettings lead to Detail, a navigation controller around Compose, and Settings) and
/// changes one thing.
@Suite struct DiffCommandTests {
    static let cases = CLITest.fixtures.appendingPathComponent("Diff")

    /// The JSON report of one case, with the exit code.
    static func diff(_ name: String, format: String = "json") -> (code: Int32, out: String, err: String) {
        CLITest.run(["diff", "--format", format, "\(name)/old", "\(name)/new"], in: cases)
    }

    /// The changes of a JSON report, flattened over bundles.
    static func changes(_ text: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let bundles = object?["bundles"] as? [[String: Any]] ?? []
        return bundles.flatMap { $0["changes"] as? [[String: Any]] ?? [] }
    }

    static func find(_ changes: [[String: Any]], _ subject: String, _ kind: String) -> [[String: Any]] {
        changes.filter { $0["subject"] as? String == subject && $0["kind"] as? String == kind }
    }

    @Test func identicalCheckoutsHaveNoChangesAndExitZero() throws {
        let result = Self.diff("identical", format: "text")
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out == "no navigation changes\n")
    }

    @Test func removedStoryboardIDIsBreakingAndChangesInstantiation() throws {
        let result = Self.diff("storyboard-id-removed")
        #expect(result.code == 1)
        let changes = try Self.changes(result.out)
        let scene = Self.find(changes, "scene", "changed")
        #expect(scene.count == 1)
        #expect(scene.first?["property"] as? String == "storyboardIdentifier")
        #expect(scene.first?["old"] as? String == "Detail")
        #expect(scene.first?["impact"] as? String == "breaking")
        let lookup = Self.find(changes, "instantiation", "changed")
        #expect(lookup.first?["item"] as? String == "DetailViewController")
        #expect(lookup.first?["new"] as? String == "segue only")
    }

    @Test func newSegueDestinationChangesWhatPrepareForSegueCasts() throws {
        let result = Self.diff("segue-destination")
        #expect(result.code == 1)
        let changes = try Self.changes(result.out)
        let content = Self.find(changes, "resolution", "changed").filter { $0["property"] as? String == "content" }
        #expect(content.count == 1)
        #expect(content.first?["old"] as? String == "DetailViewController")
        #expect(content.first?["new"] as? String == "SettingsViewController")
        #expect(content.first?["impact"] as? String == "breaking")
        // Detail had only that segue leading to it from the initial scene; Info hangs off Detail.
        let lost = Self.find(changes, "route", "removed").compactMap { $0["item"] as? String }
        #expect(lost == ["Main/DTL-00-000 (DetailViewController)", "Main/INF-00-000 (InfoViewController)"])
    }

    @Test func renamedClassBreaksCastsAndLookupButNotTheSegueDestination() throws {
        let result = Self.diff("class-renamed")
        #expect(result.code == 1)
        let changes = try Self.changes(result.out)
        #expect(Self.find(changes, "scene", "changed").first?["new"] as? String == "ArticleViewController")
        #expect(Self.find(changes, "instantiation", "removed").first?["item"] as? String == "DetailViewController")
        // The segue still leads to the same scene (same IB id): no destination change, no presented change.
        #expect(Self.find(changes, "segue", "changed").isEmpty)
        let resolution = Self.find(changes, "resolution", "changed").compactMap { $0["property"] as? String }
        #expect(resolution == ["content"])
    }

    @Test func anotherPresentationIsBehaviourOnlyAndExitsZero() throws {
        let result = Self.diff("presentation")
        #expect(result.code == 0, "\(result.out)")
        let changes = try Self.changes(result.out)
        #expect(changes.allSatisfy { $0["impact"] as? String == "behaviour" })
        let properties = Set(Self.find(changes, "segue", "changed").compactMap { $0["property"] as? String })
        #expect(properties == ["kind", "modalPresentationStyle"])
    }

    @Test func aTitleIsCosmetic() throws {
        let result = Self.diff("title-only")
        #expect(result.code == 0)
        let changes = try Self.changes(result.out)
        #expect(changes.count == 1)
        #expect(changes.first?["impact"] as? String == "cosmetic")
        #expect(changes.first?["property"] as? String == "title")
    }

    @Test func aRemovedUnnamedSegueLosesARouteAndIntroducesAWarning() throws {
        let result = Self.diff("route-lost")
        #expect(result.code == 0)
        let changes = try Self.changes(result.out)
        #expect(Self.find(changes, "segue", "removed").first?["impact"] as? String == "behaviour")
        #expect(
            Self.find(changes, "route", "removed").first?["item"] as? String == "Main/INF-00-000 (InfoViewController)")
        let introduced = Self.find(changes, "diagnostic", "introduced")
        #expect(introduced.first?["item"] as? String == "unreachable-scene")
        // And back again: the warning is fixed, the route is back.
        let reverse = CLITest.run(["diff", "--format", "json", "route-lost/new", "route-lost/old"], in: Self.cases)
        let back = try Self.changes(reverse.out)
        #expect(Self.find(back, "diagnostic", "fixed").first?["impact"] as? String == "cosmetic")
        #expect(Self.find(back, "route", "added").count == 1)
    }

    @Test func anotherInitialSceneIsBreaking() throws {
        let result = Self.diff("initial-changed")
        #expect(result.code == 1)
        let changes = try Self.changes(result.out)
        let initial = Self.find(changes, "storyboard", "changed")
        #expect(initial.first?["property"] as? String == "initialScene")
        #expect(initial.first?["new"] as? String == "Main/LST-00-000 (ListViewController)")
    }

    @Test func aRemovedStoryboardIsBreaking() throws {
        let result = Self.diff("storyboard-removed", format: "text")
        #expect(result.code == 1)
        #expect(
            result.out.contains(
                "breaking: [storyboard removed] storyboard 'Help' was removed: UIStoryboard(name: \"Help\", bundle:) fails"
            ))
        #expect(result.out.hasSuffix("2 breaking, 0 behaviour, 0 cosmetic changes\n"))
    }

    @Test func githubFormatAnnotatesTheStoryboardFile() {
        let result = Self.diff("storyboard-id-removed", format: "github")
        #expect(result.code == 1)
        #expect(
            result.out.hasPrefix(
                "::error file=storyboard-id-removed/new/Main.storyboard,title=navgraph diff%3A breaking scene changed::"
            ))
    }

    @Test func usageErrors() {
        let format = CLITest.run(["diff", "--format", "sarif", "identical/old", "identical/new"], in: Self.cases)
        #expect(format.code == 64)
        #expect(format.err.contains("--format must be text, json, markdown or github"))
        let one = CLITest.run(["diff", "identical/old"], in: Self.cases)
        #expect(one.code == 64)
        let missing = CLITest.run(["diff", "identical/old", "nowhere"], in: Self.cases)
        #expect(missing.code == 66)
    }

    /// The markdown for a pull-request comment, byte for byte; `NAVGRAPH_RECORD=1` re-records it.
    @Test func markdownMatchesTheGoldenFile() throws {
        let result = Self.diff("segue-destination", format: "markdown")
        #expect(result.code == 1)
        let golden = Self.cases.appendingPathComponent("segue-destination.md")
        if ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1" {
            try Data(result.out.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.out == expected)
    }
}

/// Two checkouts of one repository under different folder names (what a review bot compares: `base/` and the
/// pull request's `head/`): the storyboards no target claims are one bundle on both sides, not a bundle removed
/// under one name and added under the other.
@Suite struct DiffCheckoutNameTests {
    static func checkouts() throws -> URL {
        let folder = try CLITest.workspace(copying: "Repo", as: "base")
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("base"), to: folder.appendingPathComponent("head"))
        for side in ["base", "head"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(side)/Extra"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent("\(side)/Demo/Settings.storyboard"),
                to: folder.appendingPathComponent("\(side)/Extra/Loose.storyboard"))
        }
        return folder
    }

    @Test func identicalCheckoutsUnderOtherNamesHaveNoChanges() throws {
        let folder = try Self.checkouts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["diff", "base", "head"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out == "no navigation changes\n")
    }

    @Test func aChangeToAnUnclaimedStoryboardIsReportedInItsBundle() throws {
        let folder = try Self.checkouts()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loose = folder.appendingPathComponent("head/Extra/Loose.storyboard")
        let text = try String(contentsOf: loose, encoding: .utf8)
        let edited = text.replacingOccurrences(
            of: #"initialViewController="[^"]*""#, with: "", options: .regularExpression)
        #expect(edited != text)
        try edited.write(to: loose, atomically: true, encoding: .utf8)
        let result = CLITest.run(["diff", "--format", "json", "base", "head"], in: folder)
        #expect(result.code == 1)
        let changes = try DiffCommandTests.changes(result.out)
        // The storyboard changed; none was removed or added (only the route its initial scene gave is gone).
        #expect(DiffCommandTests.find(changes, "storyboard", "removed").isEmpty)
        #expect(DiffCommandTests.find(changes, "storyboard", "added").isEmpty)
        #expect(DiffCommandTests.find(changes, "storyboard", "changed").count == 1)
    }
}
