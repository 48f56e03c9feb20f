import Foundation
import TestSupport
import Testing

/// `sources` and `graph --sources` on the real binary with two small apps (Tests/Fixtures/CodeForms): a watch
/// app whose base interface controller (on no scene) presents controllers by name, and an iOS app that makes a
/// view controller through its generic `instantiateController(ofType: Foo.self)`.
@Suite struct CodeFormsCommandTests {
    static let fixture = CLITest.fixtures.appendingPathComponent("CodeForms")

    static func run(_ arguments: [String]) throws -> ProcessRunner.Outcome {
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        return try ProcessRunner.run(binary, arguments, in: fixture, timeout: 120)
    }

    /// The code edges of `graph --format json`: `kind file:line -> storyboard/scene`, and the edges not placed.
    static func codeEdges(_ stdout: String) throws -> (placed: [String], unplaced: [String]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let edges = try #require(document["codeEdges"] as? [[String: Any]], "\(stdout)")
        let placed = edges.map { edge -> String in
            let location = edge["location"] as? [String: Any] ?? [:]
            let destination = edge["destination"] as? [String: Any] ?? [:]
            return
                "\(edge["kind"] as? String ?? "") \(location["file"] as? String ?? ""):\(location["line"] as? Int ?? 0)"
                + " -> \(destination["storyboard"] as? String ?? "")/\(destination["scene"] as? String ?? "")"
        }
        let unplaced = (document["unresolvedCodeEdges"] as? [[String: Any]] ?? []).map { "\($0["reason"] ?? "")" }
        return (placed, unplaced)
    }

    @Test func watchKitControllersShownByNameReachTheirScenes() throws {
        let sources = try Self.run(["sources", "Watch/Extension"])
        #expect(sources.status == 0, "\(sources.stderr)")
        #expect(
            sources.stdout.split(separator: "\n").filter { $0.contains("-->") } == [
                "BaseInterfaceController.swift:6 BaseInterfaceController --present--> (any storyboard)/LogEntryController",
                "BaseInterfaceController.swift:10 BaseInterfaceController --present--> (any storyboard)/SummaryPage",
                "BaseInterfaceController.swift:10 BaseInterfaceController --present--> (any storyboard)/TrendPage",
                "BaseInterfaceController.swift:14 BaseInterfaceController --push--> ? dynamicName: name",
            ], "\(sources.stdout)")
        let graph = try Self.run(["graph", "--format", "json", "--sources", "Watch/Extension", "Watch"])
        #expect(graph.status == 0, "\(graph.stderr)")
        let edges = try Self.codeEdges(graph.stdout)
        #expect(
            edges.placed == [
                "present BaseInterfaceController.swift:6 -> Interface/LOG-00-000",
                "present BaseInterfaceController.swift:10 -> Interface/PG1-00-000",
                "present BaseInterfaceController.swift:10 -> Interface/PG2-00-000",
            ])
        #expect(edges.unplaced.isEmpty, "\(edges.unplaced)")
    }

    @Test func aGenericFactoryGivenFooSelfMakesTheFooItsSceneIs() throws {
        let sources = try Self.run(["sources", "Settings/Sources"])
        #expect(sources.status == 0, "\(sources.stderr)")
        let lines = sources.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("SettingsViewController.swift:6 SettingsViewController --push--> AddAccountViewController"))
        #expect(
            lines.contains(
                "SettingsViewController.swift:5 SettingsViewController makes AddAccountViewController (factory)"))
        #expect(!sources.stdout.contains("unresolved: "), "\(sources.stdout)")
        let graph = try Self.run(["graph", "--format", "json", "--sources", "Settings/Sources", "Settings"])
        #expect(graph.status == 0, "\(graph.stderr)")
        let edges = try Self.codeEdges(graph.stdout)
        #expect(edges.placed == ["push SettingsViewController.swift:6 -> Main/ACC-00-000"])
        #expect(edges.unplaced.isEmpty, "\(edges.unplaced)")
    }
}
