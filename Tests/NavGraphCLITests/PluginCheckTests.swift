import Foundation
import TestSupport
import Testing

/// `swift package navgraph-check` (the `NavGraphCheck` command plugin) on a copy of
/// `Tests/Fixtures/PluginPackage`, run by the real `swift package`: the plugin compiles NavGraph's offline
/// tool for about a minute, so this is gated like `PluginPackageTests`.
@Suite(.serialized)
struct PluginCheckTests {
    /// Where the broken storyboard's finding is reported, as the plugin names files: relative to the package.
    static let brokenFile = "Sources/DemoApp/Storyboards/Main.storyboard"

    @Test(
        "navgraph-check passes a clean package, fails a storyboard with an error, and annotates it under CI",
        .enabled(if: PluginPackageTests.enabled, PluginPackageTests.reason), .timeLimit(.minutes(30)))
    func checksTargetsAndFailsOnErrors() throws {
        let package = try FixturePackage.make()

        // Outside CI the format is text: one summary per target with storyboards (DemoApp, Settings).
        let clean = try package.check([])
        #expect(clean.status == 0, "the clean fixture failed:\n\(clean.output)")
        #expect(clean.lines.filter { $0 == "0 errors, 0 warnings" }.count == 2, "\(clean.output)")
        #expect(!clean.output.contains("::"), "text output holds workflow commands:\n\(clean.output)")

        // A segue to a scene the storyboard does not have: an error of DemoApp's check, and only of DemoApp's.
        let main = package.folder.appendingPathComponent(Self.brokenFile)
        let source = try String(contentsOf: main, encoding: .utf8)
        let broken = source.replacingOccurrences(of: "destination=\"detail\"", with: "destination=\"nowhere\"")
        #expect(broken != source, "the fixture's Main.storyboard no longer has a segue to 'detail'")
        try package.write(broken, to: Self.brokenFile)
        let line = try #require(broken.split(separator: "\n").firstIndex { $0.contains("\"nowhere\"") }) + 1

        let text = try package.check([])
        #expect(text.status != 0, "a dangling segue passed:\n\(text.output)")
        #expect(
            text.output.contains("\(Self.brokenFile):\(line): error: [dangling-segue-destination]"), "\(text.output)")
        #expect(text.output.contains("navgraph check failed for DemoApp (exit status 1)"), "\(text.output)")
        #expect(!text.output.contains("Settings (exit status"), "Settings has no error:\n\(text.output)")

        let annotation = "::error file=\(Self.brokenFile),line=\(line),title=dangling-segue-destination::"
        let github = try package.check(["--format", "github"])
        #expect(github.status != 0, "\(github.output)")
        #expect(github.output.contains(annotation), "no annotation in:\n\(github.output)")

        // Under GitHub Actions the format is github without asking.
        let actions = try package.check([], environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status != 0, "\(actions.output)")
        #expect(actions.output.contains(annotation), "no annotation under GITHUB_ACTIONS:\n\(actions.output)")

        // `--target` picks SwiftPM targets; other options reach `navgraph check` itself.
        let settings = try package.check(["--target", "Settings"])
        #expect(settings.status == 0, "only Settings was to be checked:\n\(settings.output)")
        #expect(!settings.output.contains("dangling-segue-destination"), "\(settings.output)")
        let ignored = try package.check(["--ignore", "dangling-segue-destination"])
        #expect(ignored.status == 0, "--ignore was not passed on:\n\(ignored.output)")
        #expect(!ignored.output.contains("dangling-segue-destination"), "\(ignored.output)")
        // Left behind when an expectation above failed is fine; a passing run cleans up.
        try FileManager.default.removeItem(at: package.folder)
    }
}

extension FixturePackage {
    /// `swift package navgraph-check ARGUMENTS` in the package, in this environment without `CI` and
    /// `GITHUB_ACTIONS` (so the default format is text) plus `environment`.
    func check(_ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        var merged = ProcessInfo.processInfo.environment
        merged["CI"] = nil
        merged["GITHUB_ACTIONS"] = nil
        merged.merge(environment) { _, new in new }
        return try Self.run(
            URL(fileURLWithPath: TestEnvironment.path(of: "swift") ?? "/usr/bin/swift"),
            ["package", "--scratch-path", folder.appendingPathComponent(".build").path, "navgraph-check"] + arguments,
            in: folder, environment: merged)
    }
}
