import Foundation
import TestSupport
import Testing

/// Builds `Tests/Fixtures/PluginPackage` (a package applying `NavGraphPlugin` by path) with the real
/// `swift build`, runs what it built, and reads SwiftPM's output to see when the plugin's commands run.
/// Slow (the first build compiles NavGraph's storyboard modules), so `.ci/run` runs it in a step of its own.
@Suite(.serialized)
struct PluginPackageTests {
    static let enabled =
        ProcessInfo.processInfo.environment["NAVGRAPH_PLUGIN_TEST"] == "1"
        && TestEnvironment.path(of: "swift") != nil
    static let reason: Comment =
        "builds a package with swift build for minutes: set NAVGRAPH_PLUGIN_TEST=1 (.ci/run does) with swift on PATH"

    @Test(
        "the plugin generates code that compiles and runs, reruns only for a changed input, and rejects a bad navgraph.json",
        .enabled(if: enabled, reason), .timeLimit(.minutes(30)))
    func buildsRunsAndRebuildsOnlyOnChange() throws {
        let package = try FixturePackage.make()

        let first = try package.build()
        #expect(first.status == 0, "first build failed:\n\(first.output)")
        for line in FixturePackage.firstBuildLines {
            #expect(first.output.contains(line), "missing '\(line)' in:\n\(first.output)")
        }
        // The plugins run navgraph-offline: the server and the databases are not built for them.
        let server = ["HTTPServer", "NavGraphAPI", "NavGraphCLI", "Storage", "PostgresClient", "PostgresStorage"]
        #expect(FixturePackage.compiled(server, in: first.output).isEmpty, "\(first.output)")
        #expect(
            FixturePackage.compiled(["NavGraphOffline"], in: first.output) == ["NavGraphOffline"], "\(first.output)")
        let warnings = first.lines.filter { $0.contains("warning:") && $0.contains("NavGraph-") }
        #expect(warnings.isEmpty, "the generated code has warnings: \(warnings)")

        let run = try FixturePackage.run(package.product("PluginDemo"), [], in: package.folder)
        #expect(run.status == 0, "PluginDemo failed:\n\(run.output)")
        #expect(run.output.contains(FixturePackage.demoPass), "\(run.output)")

        // SwiftPM 6.3 on Linux links the plugin's tool again on the first build after a clean one (its
        // plugin-tools build and the main build share the tool's outputs); the generated files are then
        // found unchanged, so no module is compiled again.
        let settling = try package.build()
        #expect(settling.status == 0, "\(settling.output)")
        #expect(!settling.output.contains("Compiling DemoApp"), "DemoApp recompiled:\n\(settling.output)")
        #expect(!settling.output.contains("Compiling Settings"), "Settings recompiled:\n\(settling.output)")

        let noOp = try package.build()
        #expect(noOp.status == 0, "\(noOp.output)")
        #expect(!noOp.output.contains("NavGraph: generating"), "the plugin ran with nothing changed:\n\(noOp.output)")

        try package.touch("Sources/DemoApp/Storyboards/Onboarding.storyboard")
        let touched = try package.build()
        #expect(touched.status == 0, "\(touched.output)")
        #expect(touched.output.contains("NavGraph: generating NavGraph-scenes.swift for DemoApp"), "\(touched.output)")
        #expect(touched.output.contains("NavGraph: generating NavGraph-segues.swift for DemoApp"), "\(touched.output)")
        #expect(!touched.output.contains("for Settings"), "Settings' storyboard did not change:\n\(touched.output)")

        // SwiftPM asks the plugin for its commands again only when it plans the build again (a manifest
        // change, a clean build): until then an edited navgraph.json reruns the same commands.
        try package.write("{\"styles\": [\"scenes\", \"objc-backed\"]}", to: "Sources/DemoApp/navgraph.json")
        try package.replan()
        let rejected = try package.build()
        #expect(rejected.status != 0, "a bad navgraph.json was accepted:\n\(rejected.output)")
        #expect(
            rejected.output.contains("Sources/DemoApp/navgraph.json: style 'objc-backed' writes Objective-C"),
            "\(rejected.output)")

        try package.write("{\"styles\": [\"scenes\"], \"acess\": \"public\"}", to: "Sources/DemoApp/navgraph.json")
        try package.replan()
        let misspelt = try package.build()
        #expect(misspelt.status != 0, "an unknown key was accepted:\n\(misspelt.output)")
        #expect(
            misspelt.output.contains("unknown key 'acess'; the keys are 'access', 'module', 'platform', 'styles'"),
            "\(misspelt.output)")
        // Left behind when an expectation above failed is fine; a passing run cleans up.
        try FileManager.default.removeItem(at: package.folder)
    }
}
