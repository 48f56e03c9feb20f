import Foundation
import TestSupport
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `navgraph-offline`, the executable the plugins run: it must stay free of the server and storage modules
/// (so a package applying the plugin compiles only the storyboard modules) and behave as `navgraph` does.
@Suite struct OfflineToolTests {
    /// Modules a package applying the plugin must not compile or link.
    static let serverAndStorage: Set<String> = [
        "HTTPServer", "NavGraphAPI", "Storage", "SQLiteStorage", "PostgresStorage", "PostgresClient", "CSQLite",
        "CLibPQ",
        "CLinuxShim", "NavGraphCLI",
    ]
    /// The products whose build a plugin user pays for.
    static let pluginProducts = ["navgraph-offline", "NavGraphPlugin", "NavGraphCheck"]

    static let swift = TestEnvironment.path(of: "swift")
    static let ldd = TestEnvironment.path(of: "ldd")

    static func built(_ name: String) -> URL? { CLITest.builtExecutable(name) }

    /// The package as SwiftPM describes it (see `PackageGraph`).
    static func describePackage() throws -> PackageGraph {
        try PackageGraph.describe(swift: try #require(swift))
    }

    @Test(
        "the plugins and navgraph-offline reach no server or storage module; navgraph still reaches them all",
        .enabled(if: swift != nil, "swift is not on PATH"))
    func pluginClosureHoldsNoServerOrStorageModule() throws {
        let description = try Self.describePackage()
        for product in Self.pluginProducts {
            let closure = description.closure(ofProduct: product)
            // Not vacuous: the storyboard modules are there.
            #expect(
                closure.isSuperset(of: ["navgraph-offline", "NavGraphOffline", "StoryboardImport", "CodeGen"]),
                "\(product) builds \(closure.sorted())")
            #expect(
                closure.isDisjoint(with: Self.serverAndStorage),
                "\(product) builds \(closure.intersection(Self.serverAndStorage).sorted())")
        }
        let full = description.closure(ofProduct: "navgraph")
        #expect(full.isSuperset(of: Self.serverAndStorage), "navgraph builds \(full.sorted())")
    }

    @Test(
        "the built navgraph-offline loads libxml2 but neither libsqlite3 nor libpq",
        .enabled(if: ldd != nil, "ldd is not installed (it is Linux's; macOS has otool -L)"),
        .enabled(if: built("navgraph-offline") != nil, "navgraph-offline is not built (swift build)"))
    func builtToolLinksNoDatabaseLibrary() throws {
        let ldd = URL(fileURLWithPath: try #require(Self.ldd))
        let lean = try FixturePackage.run(ldd, [try #require(Self.built("navgraph-offline")).path], in: CLITest.root)
        #expect(lean.status == 0, "\(lean.output)")
        #expect(lean.output.contains("libxml2"), "\(lean.output)")
        #expect(!lean.output.contains("libsqlite3"), "\(lean.output)")
        #expect(!lean.output.contains("libpq"), "\(lean.output)")
        // What ldd prints for the full binary, so that the absence above means something.
        if let navgraph = Self.built("navgraph") {
            let full = try FixturePackage.run(ldd, [navgraph.path], in: CLITest.root)
            #expect(full.output.contains("libsqlite3") && full.output.contains("libpq"), "\(full.output)")
        }
    }

    @Test("navgraph-offline lists generate, check, graph, diff and sources, and refuses serve")
    func offlineToolHasTheOfflineCommandsOnly() {
        let help = Captured()
        #expect(OfflineCommands.main(["--help"], context: help.context()) == 0)
        let listed = help.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(listed == ["generate", "check", "graph", "diff", "sources"], "\(help.stdout)")
        #expect(help.stdout.hasPrefix("usage: navgraph-offline <command> [options]\n"), "\(help.stdout)")

        let serve = Captured()
        #expect(OfflineCommands.main(["serve"], context: serve.context()) == 64)
        #expect(serve.stderr.hasPrefix("navgraph-offline: unknown command 'serve'\n"), "\(serve.stderr)")
    }

    @Test(
        "navgraph-offline prints, writes and exits exactly as navgraph does for each offline command",
        arguments: [
            ["check", "--format", "json", "Repo"],
            ["check", "--target", "Nope", "Repo"],
            ["generate", "--style", "scenes", "--target", "ShareExtension", "Repo"],
            ["generate", "--style", "scenes", "Repo"],
            ["graph", "--format", "dot", "--target", "Demo", "Repo"],
            ["diff", "--format", "json", "Repo", "Repo"],
        ])
    func offlineToolMatchesNavgraph(_ arguments: [String]) throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let full = CLITest.run(arguments, in: folder)
        let captured = Captured()
        let lean = OfflineCommands.main(arguments, context: captured.context(directory: folder))
        #expect(lean == full.code)
        #expect(captured.stdout == full.out)
        // Messages name the program that printed them; everything after that is the same.
        #expect(
            captured.stderr.replacingOccurrences(of: "navgraph-offline", with: "navgraph") == full.err,
            "\(captured.stderr)")
    }
}
