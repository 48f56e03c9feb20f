import Testing

@testable import StoryboardModel

@Suite struct CodeResolutionTests {
    typealias F = CodeNavigationFixture

    @Test func whatCannotBePlacedIsKeptUnresolvedWithWhy() {
        let graph = F.graph()
        #expect(graph.codeEdgeCount == 5)
        #expect(graph.codeNodeCount == 2)
        #expect(
            graph.unresolvedCodeEdges == [
                UnresolvedCodeEdge(
                    edge: F.detailPerformsMissingSegue,
                    reason: "no segue with identifier 'nope' leaves scene Main/DETAIL (DetailViewController)"),
                UnresolvedCodeEdge(
                    edge: F.helperUsesOwnStoryboard,
                    reason: "no scene has class SettingsRouter, so its own storyboard is not known"),
            ])
        // The router is not made a node from an edge that could not be placed.
        #expect(graph.codeDepartures(from: .code("SettingsRouter")).isEmpty)
    }

    @Test func ownStoryboardOfAClassOnScenesOfTwoStoryboardsIsNotGuessed() {
        var other = F.onboarding
        other.scenes.append(Scene(id: "LIST2", kind: "viewController", customClass: "ListViewController"))
        let graph = NavigationGraph(
            project: F.project, storyboards: [F.main, other], code: CodeNavigation(edges: [F.listPushesSettings]))
        #expect(graph.codeEdgeCount == 0)
        #expect(
            graph.unresolvedCodeEdges.map(\.reason) == [
                "class ListViewController is on 2 scenes (Main/LIST, Onboarding/LIST2): which one makes the call is not known"
            ])
        // Named storyboards are resolved whatever the caller: a missing one is said.
        let named = CodeEdge(
            from: "AppCoordinator", to: .scene(storyboard: "Nope", identifier: "X"), kind: .present,
            location: F.location("A.swift", 1))
        let anonymous = CodeEdge(
            from: "", to: .viewController("LegalViewController"), kind: .push, location: F.location("A.swift", 3))
        #expect(
            F.graph(code: CodeNavigation(edges: [named, anonymous])).unresolvedCodeEdges.map(\.reason) == [
                "no storyboard named 'Nope' in project 'Mixed'", "the calling type is not named",
            ])
    }

    @Test func aClassOnNoSceneOrSeveralIsACodeNodeAndFrameworkClassesNeverJoinAScene() {
        let made = CodeEdge(
            from: "AppCoordinator", to: .viewController("UITableViewController"), kind: .push,
            location: F.location("A.swift", 2))
        let graph = F.graph(code: CodeNavigation(edges: [made]))
        // LIST is a UITableViewController by kind, not by a custom class: code's own instance is another one.
        #expect(graph.codeArrivals(at: .code("UITableViewController")) == [made])
        #expect(graph.codeArrivals(at: ref("Main/LIST")).isEmpty)
    }

    @Test func incrementalUpdatesAndReplacedFactsEqualAFullBuild() {
        let graph = F.graph()
        var main = F.main
        main.scenes.removeAll { $0.id == "PROFILE" }
        let updated = graph.updating(project: F.project, changed: [main])
        #expect(updated == NavigationGraph(project: F.project, storyboards: [main, F.onboarding], code: F.code))
        #expect(updated.codeNavigation == F.code)
        // PROFILE gone: `ProfileViewController()` is a class made in code now.
        #expect(updated.codeArrivals(at: .code("ProfileViewController")) == [F.settingsPushesProfile])
        let removed = graph.updating(project: F.project, changed: [], removed: ["Onboarding"])
        #expect(removed == NavigationGraph(project: F.project, storyboards: [F.main], code: F.code))
        #expect(F.withoutCode().replacingCode(F.code) == graph)
        #expect(graph.replacingCode(CodeNavigation()) == F.withoutCode())
    }
}
