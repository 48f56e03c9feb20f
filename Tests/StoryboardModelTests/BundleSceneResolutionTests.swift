import Testing

@testable import StoryboardModel

/// A scene named by its storyboard ID alone (WatchKit's `presentController(withName:context:)`), placed on the
/// one scene of any storyboard that has the ID, whoever calls; and a class made by a generic metatype factory,
/// on the one scene of that class.
@Suite struct BundleSceneResolutionTests {
    typealias F = CodeNavigationFixture

    /// A watch app's storyboard: HUD (initial) and CARBS (ID `CarbEntryListController`), WatchKit `controller`s.
    static let interface = Storyboard(
        name: "Interface", platform: .watchos, initialScene: "HUD",
        scenes: [
            Scene(
                id: "HUD", kind: "controller", customClass: "ActionHUDController",
                storyboardIdentifier: "ActionHUDController"),
            Scene(
                id: "CARBS", kind: "controller", customClass: "CarbEntryListController",
                storyboardIdentifier: "CarbEntryListController"),
        ])

    @Test func anIDAloneReachesItsOneSceneWhateverTypeCalls() {
        // The caller is a base class on no scene: its own storyboard is not known, the ID's is.
        let fromBase = F.call(
            "HUDInterfaceController", .bundleScene(identifier: "CarbEntryListController"), .present, "HUD.swift", 100)
        let fromScene = F.call(
            "ActionHUDController", .bundleScene(identifier: "CarbEntryListController"), .push, "Action.swift", 148)
        // From Main's LIST to Onboarding's TERMS: any storyboard of the graph.
        let across = F.call("ListViewController", .bundleScene(identifier: "Terms"), .present, "List.swift", 7)
        let graph = NavigationGraph(
            project: F.project, storyboards: [F.main, F.onboarding, Self.interface],
            code: CodeNavigation(edges: [fromBase, fromScene, across]))
        #expect(graph.unresolvedCodeEdges == [])
        #expect(graph.codeArrivals(at: ref("Interface/CARBS")) == [fromBase, fromScene])
        #expect(graph.codeDepartures(from: .code("HUDInterfaceController")) == [fromBase])
        #expect(graph.codeDepartures(from: ref("Interface/HUD")) == [fromScene])
        #expect(graph.codeArrivals(at: ref("Onboarding/TERMS")) == [across])
    }

    @Test func anIDNoSceneOrSeveralScenesHaveIsNotPlaced() {
        var other = F.onboarding
        other.scenes.append(
            Scene(id: "TERMS2", kind: "viewController", customClass: "Terms2", storyboardIdentifier: "Settings"))
        let missing = F.call("AppCoordinator", .bundleScene(identifier: "Nope"), .present, "A.swift", 1)
        let twice = F.call("AppCoordinator", .bundleScene(identifier: "Settings"), .present, "A.swift", 2)
        let graph = NavigationGraph(
            project: F.project, storyboards: [F.main, other], code: CodeNavigation(edges: [missing, twice]))
        #expect(graph.codeEdgeCount == 0)
        #expect(
            graph.unresolvedCodeEdges.map(\.reason) == [
                "no scene has storyboard ID 'Nope' in any storyboard of project 'Mixed'",
                "storyboard ID 'Settings' is on 2 scenes (Main/SETTINGS, Onboarding/TERMS2)",
            ])
    }

    @Test func aCallByIDAloneAddedIsReportedWithTheSceneItReaches() {
        let present = F.call("AppCoordinator", .bundleScene(identifier: "Terms"), .present, "A.swift", 9)
        let new = F.graph(code: CodeNavigation(edges: [present]))
        let changes = NavigationDiff(old: F.withoutCode(), new: new).changes.filter { $0.subject == .code }
        #expect(
            changes.map(\.message) == [
                "new present in code: AppCoordinator → scene 'Terms' of any storyboard, "
                    + "Onboarding/TERMS (TermsViewController) at App/A.swift:9"
            ])
    }

    @Test func aClassAFactoryMakesJoinsItsScene() {
        let made = F.call(
            "AppCoordinator", .viewController("SettingsViewController"), .push, "AppCoordinator.swift", 4)
        let graph = F.graph(code: CodeNavigation(edges: [made]))
        #expect(graph.codeArrivals(at: ref("Main/SETTINGS")) == [made])
    }

    @Test func aBundleSceneNeedsItsIDAndNoStoryboard() throws {
        let edge = F.call("A", .bundleScene(identifier: "X"), .present, "A.swift", 1)
        try CodeNavigation(edges: [edge]).validate()
        var unnamed = edge
        unnamed.to.identifier = nil
        do {
            try CodeNavigation(edges: [unnamed]).validate()
            Issue.record("a bundle scene without its ID was taken")
        } catch {
            #expect(error.description == "edges[0].to.identifier: is missing; a 'bundleScene' destination needs it")
        }
        var storyboardOnly = edge
        storyboardOnly.to.storyboard = "Main"
        do {
            try CodeNavigation(edges: [storyboardOnly]).validate()
            Issue.record("a bundle scene with a storyboard was taken")
        } catch {
            #expect(error.description == "edges[0].to.storyboard: has no meaning for a 'bundleScene' destination")
        }
    }
}
