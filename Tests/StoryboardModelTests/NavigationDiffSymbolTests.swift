import StoryboardModel
import Testing

/// Generated names that change while their storyboard or identifier stays: code using the old name stops
/// compiling, so the diff reports them as breaking.
@Suite struct NavigationDiffSymbolTests {
    static func graph(_ storyboards: [Storyboard]) -> NavigationGraph {
        NavigationGraph(project: Project(name: "App", module: "App"), storyboards: storyboards)
    }

    @Test func aStoryboardEnumRenamedByANewClashIsBreaking() {
        let settings = Storyboard(
            name: "Settings", initialScene: "a",
            scenes: [Scene(id: "a", kind: "viewController", customClass: "SettingsViewController")])
        var clashing = settings
        // A scene whose class is `Settings` now: the storyboard's enum may not shadow it (docs/code-styles.md).
        clashing.scenes.append(
            Scene(id: "b", kind: "viewController", customClass: "Settings", storyboardIdentifier: "b"))
        let diff = NavigationDiff(old: Self.graph([settings]), new: Self.graph([clashing]))
        let symbols = diff.changes.filter { $0.subject == .symbol }
        #expect(symbols.count == 1)
        #expect(symbols.first?.impact == .breaking)
        #expect(symbols.first?.old == "Settings")
        #expect(symbols.first?.new == "Settings2")
        #expect(diff.isBreaking)
    }

    @Test func unchangedGraphsHaveNoChanges() {
        let main = Storyboard(
            name: "Main", initialScene: "a",
            scenes: [Scene(id: "a", kind: "viewController", customClass: "Home", storyboardIdentifier: "Home")])
        let diff = NavigationDiff(old: Self.graph([main]), new: Self.graph([main]))
        #expect(diff.changes.isEmpty)
        #expect(diff.summary == "no navigation changes")
    }
}
