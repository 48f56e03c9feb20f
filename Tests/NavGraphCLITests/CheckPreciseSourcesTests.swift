import Foundation
import TestSupport
import Testing

/// Issue 38 point 4 through the real `navgraph` binary: `check --sources` reports no false finding on the
/// fixture app `Tests/Fixtures/PreciseSources/Shop` (its README lists each case) nor on Loop, a whole public
/// app (`../shared/fixtures/apps/LoopKit+Loop`, when present).
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct CheckPreciseSourcesTests {
    static let shop = CLITest.fixtures.appendingPathComponent("PreciseSources")
    static let loop = TestEnvironment.realCorpus.deletingLastPathComponent().appendingPathComponent(
        "apps/LoopKit+Loop")
    static let sourceCodes: Set<String> = [
        "unknown-segue-identifier", "unknown-storyboard-id", "unknown-storyboard", "unknown-reuse-identifier",
        "unreferenced-storyboard-id", "unreferenced-segue-identifier",
    ]

    /// `navgraph check --format json ARGUMENTS` run in `folder`: its exit status and the findings of the
    /// sources, each as "path:line severity code message".
    static func sourceFindings(_ arguments: [String], in folder: URL) throws -> (status: Int32, lines: [String]) {
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let outcome = try ProcessRunner.run(binary, ["check", "--format", "json"] + arguments, in: folder)
        let lines = try CLITest.findings(outcome.stdout).filter { sourceCodes.contains($0["code"] as? String ?? "") }
            .map {
                "\($0["path"] as? String ?? ""):\($0["line"] as? Int ?? 0) \($0["severity"] as? String ?? "") "
                    + "\($0["code"] as? String ?? "") \($0["message"] as? String ?? "")"
            }
        return (outcome.status, lines)
    }

    @Test("only comparisons with a segue's identifier are checked; enum cases, generated APIs and references are uses")
    func fixtureAppHasExactlyItsTrueFindings() throws {
        let (status, lines) = try Self.sourceFindings(["--sources", "Shop/Code", "Shop"], in: Self.shop)
        #expect(status == 1)
        #expect(
            lines == [
                "Shop/Base.lproj/Main.storyboard:22 info unreferenced-segue-identifier "
                    + "segue identifier 'neverUsed' is used by no string literal in the sources",
                "Shop/Base.lproj/Main.storyboard:44 info unreferenced-storyboard-id "
                    + "storyboard ID 'Orphan' is used by no string literal in the sources",
                "Shop/Code/HomeViewController.swift:29 error unknown-segue-identifier "
                    + "segue identifier 'showDetial' is not in bundle 'Shop'",
                "Shop/Code/LegacyViewController.m:6 error unknown-segue-identifier "
                    + "segue identifier 'showMissing' is not in bundle 'Shop'",
            ])
    }

    @Test(
        "check --sources on Loop reports no error",
        .enabled(if: FileManager.default.fileExists(atPath: loop.path), "../shared/fixtures/apps is absent (CI has it)")
    )
    func loopHasNoErrors() throws {
        let (status, lines) = try Self.sourceFindings(["--sources", ".", "."], in: Self.loop)
        #expect(status == 0, "\(lines)")
        #expect(lines.filter { $0.contains(" error ") }.isEmpty)
        // The one storyboard ID no code names: the watch app's first page, which no controller presents.
        #expect(
            lines == [
                "WatchApp/Base.lproj/Interface.storyboard:21 info unreferenced-storyboard-id "
                    + "storyboard ID 'ActionHUDController' is used by no string literal in the sources"
            ])
    }
}
