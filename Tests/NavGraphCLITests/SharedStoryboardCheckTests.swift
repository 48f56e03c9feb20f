import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// One storyboard in three targets (`Tests/Fixtures/SharedTargets`: `Shared/Main.storyboard` in the
/// resources of App, AppClip and Widget, with one dangling segue and one unreachable scene): `check` prints
/// each finding once, naming the three bundles (issue 23 item 4).
@Suite struct SharedStoryboardCheckTests {
    static let bundles = ["App", "AppClip", "Widget"]
    static let suffix = " [bundles: App, AppClip, Widget]"
    /// The `navgraph` executable SwiftPM built beside the test bundle, if any.
    static let binary = CLITest.builtExecutable("navgraph")

    func check(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let folder = try CLITest.workspace(copying: "SharedTargets")
        defer { try? FileManager.default.removeItem(at: folder) }
        return CLITest.run(["check"] + arguments + ["Repo"], in: folder)
    }

    @Test func textPrintsEachFindingOnceWithItsBundles() throws {
        let result = try check([])
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.out)")
        #expect(lines.filter { $0.contains("[dangling-segue-destination]") }.count == 1)
        #expect(lines.filter { $0.contains("[unreachable-scene]") }.count == 1)
        #expect(lines.allSatisfy { $0.hasPrefix("Repo/Shared/Main.storyboard:") && $0.hasSuffix(Self.suffix) })
        #expect(result.err.contains("1 error, 1 warning in 3 bundles"))
        // Each bundle still counts its own findings.
        #expect(
            result.err.contains(
                "bundle 'AppClip' (application.on-demand-install-capable target of Shared.xcodeproj): 1 storyboard, 1 error, 1 warning"
            ))
    }

    @Test func githubAnnotatesOnceWithTheBundleListInTheMessage() throws {
        let result = try check(["--format", "github"])
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.out)")
        #expect(lines.filter { $0.hasPrefix("::error file=Repo/Shared/Main.storyboard,") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("::warning file=Repo/Shared/Main.storyboard,") }.count == 1)
        #expect(lines.allSatisfy { $0.hasSuffix(Self.suffix) })
    }

    @Test func jsonAndSARIFHaveOneEntryListingTheBundles() throws {
        let json = try CLITest.findings(try check(["--format", "json"]).out)
        #expect(json.count == 2)
        #expect(json.allSatisfy { $0["bundles"] as? [String] == Self.bundles && $0["bundle"] as? String == "App" })
        #expect(json.allSatisfy { ($0["message"] as? String)?.contains("[bundles:") == false })
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(try check(["--format", "sarif"]).out.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results.allSatisfy { ($0["properties"] as? [String: Any])?["bundles"] as? [String] == Self.bundles })
    }

    @Test func oneTargetPrintsNoBundleList() throws {
        let result = try check(["--target", "AppClip"])
        #expect(result.code == 1)
        #expect(result.out.split(separator: "\n").count == 2)
        #expect(!result.out.contains("[bundles:"))
        let json = try CLITest.findings(try check(["--target", "AppClip", "--format", "json"]).out)
        #expect(json.allSatisfy { $0["bundles"] as? [String] == ["AppClip"] })
    }

    @Test(
        .enabled(if: binary != nil, "the navgraph executable is not built (swift build)"))
    func theBinaryPrintsEachAnnotationOnce() throws {
        let folder = try CLITest.workspace(copying: "SharedTargets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try SelfContainedBinaryTests().run(
            try #require(Self.binary), ["check", "--format", "github", "Repo"], in: folder)
        #expect(outcome.status == 1)
        // Standard output and error are one pipe there: the annotations are the lines starting with "::".
        let lines = outcome.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }
        #expect(lines.count == 2, "\(outcome.output)")
        #expect(lines.allSatisfy { $0.hasSuffix(Self.suffix) })
    }
}
