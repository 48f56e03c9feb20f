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
        "unreferenced-storyboard-id", "unreferenced-segue-identifier", "unregistered-cell-nib",
        "unknown-nib-owner-class",
    ]

    /// `navgraph check --format json ARGUMENTS` run in `folder`: its exit status, the findings of the sources
    /// and every error-level finding, each as "path:line severity code message".
    static func sourceFindings(
        _ arguments: [String], in folder: URL
    ) throws -> (status: Int32, lines: [String], errors: [String]) {
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let outcome = try ProcessRunner.run(binary, ["check", "--format", "json"] + arguments, in: folder)
        let findings = try CLITest.findings(outcome.stdout)
        func line(_ finding: [String: Any]) -> String {
            "\(finding["path"] as? String ?? ""):\(finding["line"] as? Int ?? 0) \(finding["severity"] as? String ?? "") "
                + "\(finding["code"] as? String ?? "") \(finding["message"] as? String ?? "")"
        }
        return (
            outcome.status, findings.filter { sourceCodes.contains($0["code"] as? String ?? "") }.map(line),
            findings.filter { $0["severity"] as? String == "error" }.map(line)
        )
    }

    @Test("only comparisons with a segue's identifier are checked; enum cases, generated APIs and references are uses")
    func fixtureAppHasExactlyItsTrueFindings() throws {
        let (status, lines, _) = try Self.sourceFindings(["--sources", "Shop/Code", "Shop"], in: Self.shop)
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
        let (status, lines, errors) = try Self.sourceFindings(["--sources", ".", "."], in: Self.loop)
        #expect(errors.isEmpty)
        #expect(status == 0)
        // The one storyboard ID no code names: the watch app's first page, which no controller presents.
        #expect(
            lines == [
                "WatchApp/Base.lproj/Interface.storyboard:21 info unreferenced-storyboard-id "
                    + "storyboard ID 'ActionHUDController' is used by no string literal in the sources"
            ])
    }
}

extension CheckPreciseSourcesTests {
    /// A storyboard `name` holding one plain scene per storyboard ID of `identifiers`, and `extra` XML.
    static func storyboard(_ identifiers: [String], extra: String = "") -> String {
        let scenes = identifiers.enumerated().map { index, identifier in
            """
                    <scene sceneID="S\(index)-scn"><objects>
                        <viewController storyboardIdentifier="\(identifier)" id="VC-\(index)" sceneMemberID="viewController"/>
                    </objects></scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
            \(scenes.joined(separator: "\n"))
            \(extra)
                </scenes>
            </document>
            """
    }

    /// The storyboard IDs `check --sources` calls unreferenced in a workspace of two storyboards and `code`.
    static func unreferencedIDs(_ code: String) throws -> [String] {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = """
                    <scene sceneID="R-scn"><objects>
                        <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Needed" id="REF-1" \
            sceneMemberID="viewController"/>
                    </objects></scene>
            """
        try CLITest.write(
            storyboard(["Settings Screen", "Lonely", "Same"], extra: reference), to: "App/Main.storyboard", in: folder)
        try CLITest.write(storyboard(["Needed", "Same"]), to: "App/Other.storyboard", in: folder)
        try CLITest.write(code, to: "App/Code/Use.swift", in: folder)
        let result = CLITest.run(["check", "--format", "json", "--sources", "App/Code", "App"], in: folder)
        return try CLITest.findings(result.out).filter { $0["code"] as? String == "unreferenced-storyboard-id" }.map {
            "\($0["storyboard"] as? String ?? ""):\(($0["message"] as? String ?? "").split(separator: "'")[1])"
        }
    }

    @Test("a storyboard ID a storyboard reference needs is used; one of the same name elsewhere is not")
    func referencedIdentifiersAreUsed() throws {
        #expect(try Self.unreferencedIDs("") == ["Main:Settings Screen", "Main:Lonely", "Main:Same", "Other:Same"])
    }

    @Test("a generated member stands for the identifier it is named from, in its own storyboard only")
    func generatedMembersMatchTheirIdentifiers() throws {
        let code = """
            _ = StoryboardScene.Main.settingsScreen.instantiate()
            _ = R.storyboard.other.same()
            _ = StoryboardScene.Main.nothingLikeThis
            """
        #expect(try Self.unreferencedIDs(code) == ["Main:Lonely", "Main:Same"])
    }
}
