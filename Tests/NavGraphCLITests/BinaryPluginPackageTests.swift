import Foundation
import TestSupport
import Testing

/// NavGraphPlugin fed by a prebuilt `navgraph-offline.artifactbundle` (`scripts/artifactbundle.sh`) through a
/// `.binaryTarget(path:)`: the first `swift build` of a package using it compiles nothing of NavGraph.
@Suite struct BinaryPluginPackageTests {
    static let bundle = ProcessInfo.processInfo.environment["NAVGRAPH_ARTIFACTBUNDLE"]
    static let enabled = bundle != nil && TestEnvironment.path(of: "swift") != nil
    static let reason: Comment =
        "needs a built bundle: NAVGRAPH_ARTIFACTBUNDLE=$(bash scripts/artifactbundle.sh) (a release build of minutes)"

    @Test(
        "a package whose plugin runs the prebuilt tool generates its code and compiles none of NavGraph's modules",
        .enabled(if: enabled, reason), .timeLimit(.minutes(20)))
    func prebuiltToolCompilesNothingOfNavGraph() throws {
        let package = try FixturePackage.makeBinary(bundle: URL(fileURLWithPath: try #require(Self.bundle)))
        let first = try package.build()
        #expect(first.status == 0, "first build failed:\n\(first.output)")
        for line in FixturePackage.firstBuildLines {
            #expect(first.output.contains(line), "missing '\(line)' in:\n\(first.output)")
        }
        let navGraph = ["StoryboardModel", "StoryboardImport", "CodeGen", "NavGraphOffline", "navgraph_offline"]
        #expect(FixturePackage.compiled(navGraph, in: first.output).isEmpty, "\(first.output)")
        let run = try FixturePackage.run(package.product("PluginDemo"), [], in: package.folder)
        #expect(run.status == 0, "PluginDemo failed:\n\(run.output)")
        #expect(run.output.contains(FixturePackage.demoPass), "\(run.output)")
        try FileManager.default.removeItem(at: package.folder)
    }
}
