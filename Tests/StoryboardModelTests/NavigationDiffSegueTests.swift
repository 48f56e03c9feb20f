import StoryboardModel
import Testing

/// What a segue's own attributes changing means to the diff: the module its custom class is looked up in and the
/// `@IBSegueAction` that makes its destination change how the segue runs (behaviour), as its custom class does.
@Suite struct NavigationDiffSegueTests {
    static func graph(_ segue: Segue) -> NavigationGraph {
        let main = Storyboard(
            name: "Main", initialScene: "a",
            scenes: [
                Scene(id: "a", kind: "viewController", customClass: "Home"),
                Scene(id: "b", kind: "viewController", customClass: "Detail"),
            ],
            segues: [segue])
        return NavigationGraph(project: Project(name: "App", module: "App"), storyboards: [main])
    }

    static let segue = Segue(
        id: "s", source: "a", destination: "b", kind: "show", identifier: "showDetail", customClass: "FadeSegue",
        customModule: "Transitions", destinationCreationSelector: "makeDetail:")

    @Test(arguments: [
        ("customModule", "OtherTransitions", "Transitions"),
        ("destinationCreationSelector", "makeDetailView:", "makeDetail:"),
    ])
    func aSegueAttributeChangeIsReported(property: String, value: String, was: String) throws {
        var changed = Self.segue
        if property == "customModule" {
            changed.customModule = value
        } else {
            changed.destinationCreationSelector = value
        }
        let diff = NavigationDiff(old: Self.graph(Self.segue), new: Self.graph(changed))
        let change = try #require(diff.changes.first { $0.property == property }, "\(diff.changes)")
        #expect(change.impact == .behaviour)
        #expect(change.old == was)
        #expect(change.new == value)
        #expect(diff.changes.count == 1)
        #expect(!diff.isBreaking)
    }
}
