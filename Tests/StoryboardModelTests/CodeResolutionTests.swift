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

/// Names read from generated code (`StoryboardScene.Main.settings`, `R.storyboard.onboarding.terms()`,
/// `perform(segue: .showDetail)`) are the generators' Swift spellings, matched to the one name they stand for.
@Suite struct GeneratedNameResolutionTests {
    typealias F = CodeNavigationFixture

    static func generated(_ to: CodeDestination) -> CodeDestination {
        var destination = to
        destination.generatedNames = true
        return destination
    }

    @Test func generatedSpellingsReachTheScenesAndSeguesTheyStandFor() {
        let settings = F.call(
            "AppCoordinator", Self.generated(.scene(storyboard: "main", identifier: "settings")), .push, "A.swift", 1)
        let onboarding = F.call(
            "AppCoordinator", Self.generated(.initialScene(storyboard: "onboarding")), .present, "A.swift", 2)
        let detail = F.call("ListViewController", Self.generated(.segue("showDetail")), .performSegue, "L.swift", 3)
        let graph = F.graph(code: CodeNavigation(edges: [settings, onboarding, detail]))
        #expect(graph.unresolvedCodeEdges == [])
        #expect(graph.codeArrivals(at: ref("Main/SETTINGS")) == [settings])
        #expect(graph.codeArrivals(at: ref("Onboarding/WELCOME")) == [onboarding])
        #expect(graph.codeArrivals(at: ref("Main/DETAIL")) == [detail])
    }

    @Test func writtenNamesAreNotMatchedLooselyAndAmbiguousSpellingsAreNotGuessed() {
        // Without the mark, `main` is not `Main`.
        let written = F.call("AppCoordinator", .scene(storyboard: "main", identifier: "Settings"), .push, "A.swift", 1)
        #expect(
            F.graph(code: CodeNavigation(edges: [written])).unresolvedCodeEdges.map(\.reason) == [
                "no storyboard named 'main' in project 'Mixed'"
            ])
        // Two storyboard IDs that generated code spells alike: neither is taken.
        var main = F.main
        main.scenes.append(
            Scene(id: "SETTINGS2", kind: "viewController", customClass: "Other", storyboardIdentifier: "settings"))
        let spelled = F.call(
            "AppCoordinator", Self.generated(.scene(storyboard: "Main", identifier: "settings")), .push, "A.swift", 1)
        let graph = NavigationGraph(
            project: F.project, storyboards: [main, F.onboarding], code: CodeNavigation(edges: [spelled]))
        #expect(
            graph.unresolvedCodeEdges.map(\.reason) == [
                "generated name 'settings' stands for 2 storyboard IDs (Settings, settings)"
            ])
    }
}
