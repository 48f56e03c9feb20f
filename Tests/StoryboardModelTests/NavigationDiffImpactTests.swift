import StoryboardModel
import Testing

/// How the diff classifies each change a user makes, as the user would: what breaks code is breaking.
@Suite struct NavigationDiffImpactTests {
    static func graph(_ scenes: [Scene], _ segues: [Segue], platform: Platform = .ios) -> NavigationGraph {
        let main = Storyboard(name: "Main", platform: platform, initialScene: "a", scenes: scenes, segues: segues)
        return NavigationGraph(project: Project(name: "App", module: "App"), storyboards: [main])
    }

    static let scenes = [
        Scene(id: "a", kind: "viewController", customClass: "Home", storyboardIdentifier: "Home"),
        Scene(id: "b", kind: "viewController", customClass: "Detail", storyboardIdentifier: "Detail"),
    ]
    static let segue = Segue(id: "s", source: "a", destination: "b", kind: "show", identifier: "showDetail")

    @Test(arguments: [nil, "showDetails"])
    func aSegueIdentifierRemovedOrRenamedIsBreaking(identifier: String?) {
        var changed = Self.segue
        changed.identifier = identifier
        let diff = NavigationDiff(old: Self.graph(Self.scenes, [Self.segue]), new: Self.graph(Self.scenes, [changed]))
        let change = diff.changes.first { $0.subject == .segue && $0.property == "identifier" }
        #expect(change?.impact == .breaking, "\(diff.changes)")
        #expect(diff.isBreaking)
    }

    @Test func aSegueRemovedWithItsIdentifierIsBreaking() {
        let diff = NavigationDiff(old: Self.graph(Self.scenes, [Self.segue]), new: Self.graph(Self.scenes, []))
        #expect(diff.changes.contains { $0.subject == .segue && $0.kind == .removed && $0.impact == .breaking })
    }

    @Test func givingASceneAClassIsOneChangeThatBreaksNothing() {
        var plain = Self.scenes
        plain[1] = Scene(id: "b", kind: "viewController", storyboardIdentifier: "Detail")
        var classed = plain
        classed[1] = Scene(
            id: "b", kind: "viewController", customClass: "Detail", customModule: "App",
            inheritsModuleFromTarget: true, storyboardIdentifier: "Detail")
        let diff = NavigationDiff(old: Self.graph(plain, [Self.segue]), new: Self.graph(classed, [Self.segue]))
        let scene = diff.changes.filter { $0.subject != .diagnostic }
        #expect(scene.count == 1, "\(diff.changes)")
        #expect(!diff.isBreaking, "\(diff.changes)")
        #expect(!diff.changes.contains { $0.message.contains("as!") })
    }

    @Test func aClassTakenAwayBreaksCasts() {
        var plain = Self.scenes
        plain[1] = Scene(id: "b", kind: "viewController", storyboardIdentifier: "Detail")
        let diff = NavigationDiff(old: Self.graph(Self.scenes, [Self.segue]), new: Self.graph(plain, [Self.segue]))
        #expect(
            diff.changes.contains {
                $0.property == "customClass" && $0.impact == .breaking && $0.message.contains("as!")
            })
    }

    @Test func aMacOSDiffSpeaksAppKit() {
        let old = NavigationGraph(
            project: Project(name: "App", module: "App"),
            storyboards: [
                Storyboard(
                    name: "Main", platform: .macos, initialScene: "a", scenes: Self.scenes, segues: [Self.segue]),
                Storyboard(name: "Prefs", platform: .macos, initialScene: "a", scenes: Self.scenes),
            ])
        var removedID = Self.scenes
        removedID[1].storyboardIdentifier = nil
        let new = Self.graph(removedID, [], platform: .macos)
        let text = NavigationDiff(old: old, new: new).changes.map(\.message).joined(separator: "\n")
        #expect(text.contains("NSStoryboard"), "\(text)")
        #expect(text.contains("instantiateController(withIdentifier:)"), "\(text)")
        #expect(
            !text.contains("UIStoryboard") && !text.contains("UIViewController") && !text.contains("UIKit"), "\(text)")
    }
}
