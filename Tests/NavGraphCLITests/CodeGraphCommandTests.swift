import Foundation
import TestSupport
import Testing

/// `graph`, `check` and `diff` with `--sources DIR`: the real binary on a small app
/// (Tests/Fixtures/CodeGraph/{base,head}/App) whose Main storyboard has Home (the navigation controller's root),
/// Detail (only code pushes it) and Orphan (nothing reaches it), and whose Swift code pushes Detail and presents
/// SettingsViewController, a class no storyboard has; `head` adds a push of AboutViewController.
@Suite struct CodeGraphCommandTests {
    static let fixture = CLITest.fixtures.appendingPathComponent("CodeGraph")

    static func run(_ arguments: [String]) throws -> ProcessRunner.Outcome {
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        return try ProcessRunner.run(binary, arguments, in: fixture, timeout: 120)
    }

    @Test func graphDrawsCodeEdgesDashedWithFileAndLine() throws {
        let result = try Self.run(["graph", "--format", "dot", "--sources", "base/App/Sources", "base/App"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let push = lines.filter { $0.contains("code-edge:HomeViewController.swift:5") }
        #expect(push.count == 1, "\(result.stdout)")
        #expect(push.first?.contains("label=\"push HomeViewController.swift:5\"") == true)
        #expect(push.first?.contains("style=dashed") == true)
        let present = lines.filter { $0.contains("code-edge:HomeViewController.swift:9") }
        #expect(present.first?.contains("label=\"present HomeViewController.swift:9\"") == true)
        #expect(lines.contains { $0.contains("label=\"SettingsViewController\"") && $0.contains("code-node") })
        // Without sources, the drawing is what it always was.
        let plain = try Self.run(["graph", "--format", "dot", "base/App"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("code-edge") && !plain.stdout.contains("SettingsViewController"))
    }

    @Test func graphInEveryFormatHoldsTheCodeEdges() throws {
        let mermaid = try Self.run(["graph", "--format", "mermaid", "--sources", "base/App/Sources", "base/App"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(mermaid.stdout.contains("push HomeViewController.swift:5"), "\(mermaid.stdout)")
        let json = try Self.run(["graph", "--format", "json", "--sources", "base/App/Sources", "base/App"])
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let edges = try #require(document["codeEdges"] as? [[String: Any]], "\(json.stdout)")
        let places = edges.map { edge -> String in
            let location = edge["location"] as? [String: Any] ?? [:]
            return
                "\(edge["kind"] as? String ?? "") \(location["file"] as? String ?? ""):\(location["line"] as? Int ?? 0)"
        }
        #expect(places == ["push HomeViewController.swift:5", "present HomeViewController.swift:9"])
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func svgDrawsTheCodeEdgesAndTheClassMadeInCode() throws {
        let svg = try Self.run(["graph", "--sources", "base/App/Sources", "base/App"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(
            svg.stdout.contains("<g id=\"code&#45;edge:HomeViewController.swift:5\" class=\"edge code kind&#45;push\">")
        )
        #expect(svg.stdout.contains("<g id=\"code:SettingsViewController\" class=\"node code&#45;node\">"))
        #expect(svg.stdout.contains("push HomeViewController.swift:5"))
    }

    @Test func checkCountsSceneOnlyCodeReachesAsReachedAndStillReportsTheOrphan() throws {
        let without = try Self.run(["check", "--format", "json", "base/App"])
        let before = try CLITest.findings(without.stdout).filter { $0["code"] as? String == "unreachable-scene" }
        #expect(
            before.compactMap { $0["sceneID"] as? String }.sorted() == ["DTL-00-000", "ORP-00-000"],
            "\(without.stdout)")
        let with = try Self.run(["check", "--format", "json", "--sources", "base/App/Sources", "base/App"])
        #expect(with.status == 0, "\(with.stderr)")
        let after = try CLITest.findings(with.stdout).filter { $0["code"] as? String == "unreachable-scene" }
        #expect(after.compactMap { $0["sceneID"] as? String } == ["ORP-00-000"], "\(with.stdout)")
        let message = after.first?["message"] as? String ?? ""
        #expect(message.contains("segues, containers, storyboard references or code"), "\(message)")
    }

    @Test func diffReportsThePushAddedInCodeWithFileAndLine() throws {
        let result = try Self.run(["diff", "--format", "markdown", "--sources", "App/Sources", "base", "head"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "new push in code: HomeViewController → AboutViewController at App/Sources/HomeViewController.swift:13"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("openSettings") && !result.stdout.contains("DetailViewController →"))
        let text = try Self.run(["diff", "--sources", "App/Sources", "base", "head"])
        #expect(text.stdout.contains("[code added]"), "\(text.stdout)")
        // Without sources, storyboards alone: nothing changed.
        let plain = try Self.run(["diff", "base", "head"])
        #expect(plain.stdout == "no navigation changes\n", "\(plain.stdout)")
    }

    @Test func diffInJsonAndGithubFormats() throws {
        let json = try Self.run(["diff", "--format", "json", "--sources", "App/Sources", "base", "head"])
        #expect(json.status == 0, "\(json.stderr)")
        let changes = try DiffCommandTests.changes(json.stdout)
        let code = DiffCommandTests.find(changes, "code", "added")
        #expect(code.count == 1, "\(json.stdout)")
        #expect(code.first?["new"] as? String == "App/Sources/HomeViewController.swift:13")
        // A file given directly is named from the checkout as well.
        let file = try Self.run([
            "diff", "--format", "json", "--sources", "App/Sources/HomeViewController.swift", "base", "head",
        ])
        let direct = DiffCommandTests.find(try DiffCommandTests.changes(file.stdout), "code", "added")
        #expect(direct.map { $0["new"] as? String } == ["App/Sources/HomeViewController.swift:13"], "\(file.stdout)")
        let github = try Self.run(["diff", "--format", "github", "--sources", "App/Sources", "base", "head"])
        #expect(
            github.stdout.hasPrefix(
                "::warning file=head/App/Sources/HomeViewController.swift,line=13,title=navgraph diff%3A behaviour "
                    + "code added::new push in code: HomeViewController → AboutViewController at "),
            "\(github.stdout)")
    }

    /// A source that cannot be read (here a FIFO named like a Swift file: root reads any file mode, and a folder so
    /// named is walked into) is one finding, printed once, and the other files still join the graph.
    @Test func checkReportsAnUnreadableSourceOnceAndReadsTheRest() throws {
        let folder = try CLITest.workspace(copying: "CodeGraph/base/App", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(mkfifo(folder.appendingPathComponent("App/Sources/Broken.swift").path, 0o644) == 0)
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        let result = try ProcessRunner.run(
            binary, ["check", "--format", "json", "--sources", "App/Sources", "App"], in: folder, timeout: 120)
        #expect(result.status == 65, "\(result.stderr)")
        let unreadable = try CLITest.findingLines(result.stdout, code: "unreadable")
        #expect(unreadable.count == 1 && unreadable[0].hasPrefix("App/Sources/Broken.swift:0 "), "\(unreadable)")
        #expect(!result.stderr.contains("Broken"), "\(result.stderr)")
        let unreachable = try CLITest.findings(result.stdout).filter { $0["code"] as? String == "unreachable-scene" }
        #expect(unreachable.compactMap { $0["sceneID"] as? String } == ["ORP-00-000"])
    }

    /// Two bundles (App and a Widget with the same storyboard, each beside an Info.plist): the app's code joins
    /// the App bundle only, so its push is reported once and the widget's Detail stays unreachable.
    @Test func codeJoinsTheBundleWhoseStoryboardsSitNearest() throws {
        let folder = try CLITest.workspace(copying: "CodeGraph", as: "CodeGraph")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for side in ["base", "head"] {
            let root = folder.appendingPathComponent("CodeGraph/\(side)")
            try manager.createDirectory(at: root.appendingPathComponent("Widget"), withIntermediateDirectories: true)
            try manager.copyItem(
                at: root.appendingPathComponent("App/Main.storyboard"),
                to: root.appendingPathComponent("Widget/Main.storyboard"))
            try CLITest.write("", to: "App/Info.plist", in: root)
            try CLITest.write("", to: "Widget/Info.plist", in: root)
        }
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        let work = folder.appendingPathComponent("CodeGraph")
        let diff = try ProcessRunner.run(binary, ["diff", "--sources", "App/Sources", "base", "head"], in: work)
        #expect(
            diff.stdout == """
                behaviour: [code added] App: new push in code: HomeViewController → AboutViewController at \
                App/Sources/HomeViewController.swift:13
                0 breaking, 1 behaviour, 0 cosmetic change

                """, "\(diff.stdout)\(diff.stderr)")
        let check = try ProcessRunner.run(
            binary, ["check", "--format", "json", "--sources", "base/App/Sources", "base"], in: work)
        let unreachable = try CLITest.findings(check.stdout).filter { $0["code"] as? String == "unreachable-scene" }
        #expect(
            unreachable.map { "\($0["path"] as? String ?? "") \($0["sceneID"] as? String ?? "")" } == [
                "base/App/Main.storyboard ORP-00-000", "base/Widget/Main.storyboard DTL-00-000",
                "base/Widget/Main.storyboard ORP-00-000",
            ], "\(check.stdout)")
    }

    @Test func missingSourcesAreMissingInput() throws {
        let graph = try Self.run(["graph", "--format", "dot", "--sources", "Nowhere", "base/App"])
        #expect(graph.status == 66)
        #expect(graph.stderr.contains("--sources: no such file or folder: Nowhere"), "\(graph.stderr)")
        let diff = try Self.run(["diff", "--sources", "Nowhere", "base", "head"])
        #expect(diff.status == 66)
        #expect(diff.stderr.contains("--sources: no folder 'Nowhere' in base or head"), "\(diff.stderr)")
        let absolute = try Self.run(["diff", "--sources", "/tmp", "base", "head"])
        #expect(absolute.status == 64, "\(absolute.stderr)")
    }
}
