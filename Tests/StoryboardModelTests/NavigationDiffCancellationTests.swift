import StoryboardModel
import Synchronization
import Testing

/// A diff nobody waits for stops (issue 36, point 9): the diff polls its `CancellationFlag` and gives up with
/// `WorkCancelled` saying why; a flag that never fires changes nothing of the answer.
@Suite struct NavigationDiffCancellationTests {
    /// One storyboard of `count` scenes chained by segues, every name carrying `version`.
    static func graph(_ count: Int, _ version: String) -> NavigationGraph {
        let scenes = (0..<count).map {
            Scene(
                id: "s\($0)", kind: "viewController", customClass: "Screen\($0)\(version)",
                storyboardIdentifier: "screen\($0)\(version)")
        }
        let segues = (1..<count).map {
            Segue(
                id: "g\($0)", source: "s\($0 - 1)", destination: "s\($0)", kind: "show",
                identifier: "next\($0)\(version)")
        }
        let main = Storyboard(name: "Main", initialScene: "s0", scenes: scenes, segues: segues)
        return NavigationGraph(project: Project(name: "App", module: "App"), storyboards: [main])
    }

    @Test func aDiffWhoseAskerLeftThrowsClientLeft() {
        let polls = Atomic(0)
        let flag = CancellationFlag(stillWanted: {
            // Wanted for the first few polls only: the diff is stopped part-way through.
            polls.add(1, ordering: .relaxed).newValue < 3
        })
        #expect(throws: WorkCancelled(reason: .clientLeft)) {
            try NavigationDiff(old: Self.graph(2_000, "A"), new: Self.graph(2_000, "B"), cancellation: flag)
        }
        #expect(flag.reason == .clientLeft)
    }

    @Test func aDiffPastItsDeadlineThrowsDeadlineOnceAndCountsOnce() {
        let counted = Atomic(0)
        let flag = CancellationFlag(deadline: 0, onCancel: { _ in counted.add(1, ordering: .relaxed) })
        #expect(throws: WorkCancelled(reason: .deadline, allowance: 0)) {
            try NavigationDiff(old: Self.graph(10, "A"), new: Self.graph(10, "B"), cancellation: flag)
        }
        #expect(flag.isCancelled)
        #expect(counted.load(ordering: .relaxed) == 1)
    }

    @Test func aFlagThatNeverFiresGivesTheSameDiff() throws {
        let old = Self.graph(300, "A")
        let new = Self.graph(300, "B")
        let flag = CancellationFlag(deadline: 3600, stillWanted: { true })
        let watched = try NavigationDiff(old: old, new: new, cancellation: flag)
        #expect(watched == NavigationDiff(old: old, new: new))
        #expect(!watched.changes.isEmpty)
        #expect(!flag.isCancelled)
    }
}
