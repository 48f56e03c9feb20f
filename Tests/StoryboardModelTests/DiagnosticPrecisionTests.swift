import Foundation
import Testing

@testable import StoryboardModel

/// Diagnostics say only what matters and say it exactly (issue 9, point 10), on `Tests/Fixtures/Graph/Precision`:
/// `Main` (initial `home`, references to `Settings` without an ID and to `Browse:Menu`, a stray reference, a
/// segue named `self`, a storyboard ID `initialScene`), `Settings` and `Browse` without initial scenes, and a
/// storyboard named `BrowsingMenuViewController` like the class of `Browse`'s scene.
@Suite struct DiagnosticPrecisionTests {
    private func diagnostics() throws -> [Diagnostic] { try Fixtures.graph("Precision").diagnostics() }

    private func messages(_ code: DiagnosticCode, in storyboard: String) throws -> [String] {
        try diagnostics().filter { $0.code == code && $0.storyboard == storyboard }.map(\.message)
    }

    @Test func noInitialSceneOnlyWhereAReferenceWithoutIDNeedsIt() throws {
        let found = try diagnostics().filter { $0.code == .noInitialScene }
        // `Browse` is only entered through `Browse:Menu`, so it needs no initial scene.
        #expect(found.map(\.storyboard) == ["Settings"])
        #expect(
            found.first?.message
                == "storyboard 'Settings' has no initial scene, but 2 storyboard references without a referenced ID "
                + "(Main/stray, Main/to-settings) open its initial scene; tick 'Is Initial View Controller' on its "
                + "entry scene")
    }

    @Test func aMainStoryboardNeedsAnInitialScene() {
        let storyboard = Storyboard(
            name: "Main", platform: .ios, scenes: [Scene(id: "a", kind: "viewController", storyboardIdentifier: "a")])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        #expect(
            graph.diagnostics().map(\.message) == [
                "storyboard 'Main' has no initial scene, but it is the app's main storyboard, which UIKit launches "
                    + "through its initial scene; tick 'Is Initial View Controller' on its entry scene"
            ])
        // The same storyboard under another name is entered by code only; named main by the caller, it is main.
        let other = Storyboard(
            name: "Launch", platform: .ios, scenes: [Scene(id: "a", kind: "viewController", storyboardIdentifier: "a")])
        let otherGraph = NavigationGraph(project: Project(name: "P"), storyboards: [other])
        #expect(otherGraph.diagnostics().isEmpty)
        #expect(otherGraph.diagnostics(mainStoryboards: ["Launch"]).map(\.code) == [.noInitialScene])
    }

    @Test func anUnreachableReferenceIsNamedAsAReference() throws {
        let found = try diagnostics().filter { $0.code == .unreachableScene }
        #expect(found.map(\.sceneID) == ["stray"])
        #expect(found.first?.message.hasPrefix("scene Main/stray (reference to Settings) is unreachable") == true)
        #expect(found.allSatisfy { !$0.message.contains("UIViewController") })
    }

    @Test func aStoryboardNamedLikeAClassReportsItsEnumsNewName() throws {
        #expect(
            try messages(.reservedName, in: "BrowsingMenuViewController") == [
                "storyboard name 'BrowsingMenuViewController': BrowsingMenuViewController is a class of scene "
                    + "Browse/menu, which the enum would shadow; codegen names it BrowsingMenuViewController2"
            ])
    }

    @Test func membersEveryEnumHasAndUnusableNamesReportTheirSuffix() throws {
        let main = try diagnostics().filter { $0.storyboard == "Main" }
        #expect(
            main.filter { $0.code == .reservedName }.map(\.message) == [
                "storyboard ID 'initialScene' in 'Main': every storyboard enum already has a member initialScene; "
                    + "codegen names it initialScene2"
            ])
        // `self` is a keyword, and codegen cannot even use it in backticks after a dot.
        #expect(
            main.filter { $0.code == .invalidSegueIdentifier }.map(\.message) == [
                "segue identifier 'self' in 'Main' is not a valid Swift identifier; codegen names it self2"
            ])
    }

    @Test func identifiersOfOneClassAcrossStoryboardsReportTheSeguesStyleSuffix() throws {
        let found = try diagnostics().filter { $0.code == .segueIdentifierNameCollision }
        #expect(found.map(\.segueID) == ["seg-open-2"])
        #expect(
            found.first?.message
                == "segue identifier 'open-detail' of class BrowsingMenuViewController becomes the same Swift name "
                + "as 'openDetail' of another storyboard; the segues style names it openDetail2 in "
                + "BrowsingMenuViewController.Segue")
    }

    @Test func countsAreWrittenInTheRightNumber() {
        let scenes = ["a", "b"].map {
            Scene(id: $0, kind: "viewController", customClass: "ItemViewController", storyboardIdentifier: $0)
        }
        let graph = NavigationGraph(
            project: Project(name: "P"),
            storyboards: [Storyboard(name: "Main", platform: .ios, initialScene: "a", scenes: scenes)])
        let message = graph.diagnostics().first { $0.code == .ambiguousClass }?.message ?? ""
        #expect(message.contains("is on 2 scenes"))
        #expect(Plural.count(1, "scene") == "1 scene")
        #expect(Plural.count(2, "scene") == "2 scenes")
        #expect(Plural.count(0, "reference") == "0 references")
    }

    @Test func aLookupOfASceneNothingLeadsToSaysSoPlainly() throws {
        let storyboard = Storyboard(
            name: "Main", platform: .ios, initialScene: "a",
            scenes: [Scene(id: "a", kind: "viewController"), Scene(id: "b", kind: "viewController")])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        let reason = try graph.lookup("Main/b").reason
        #expect(!reason.contains("by nothing"))
        #expect(reason.hasSuffix("cannot instantiate it; no segue, container or reference leads to it either"))
    }
}
