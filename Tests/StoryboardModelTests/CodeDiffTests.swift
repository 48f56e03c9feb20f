import Testing

@testable import StoryboardModel

@Suite struct CodeDiffTests {
    typealias F = CodeNavigationFixture

    private func moved(_ edge: CodeEdge, to line: Int) -> CodeEdge {
        var copy = edge
        copy.location.line = line
        return copy
    }

    @Test func aPushAddedInCodeIsReportedWithWhereItIs() {
        let old = F.graph(code: CodeNavigation(edges: [F.listPushesSettings]))
        // The existing push only moved down five lines: not a change.
        let new = F.graph(code: CodeNavigation(edges: [moved(F.listPushesSettings, to: 25), F.settingsPushesProfile]))
        let changes = NavigationDiff(old: old, new: new).changes.filter { $0.subject == .code }
        #expect(
            changes == [
                NavigationChange(
                    .behaviour, .code, .added, storyboard: "",
                    item: "SettingsViewController → ProfileViewController (push)",
                    new: "App/Settings.swift:33",
                    message: "new push in code: SettingsViewController → ProfileViewController, "
                        + "Main/PROFILE (ProfileViewController) at App/Settings.swift:33")
            ])
        let markdown = DiffReport(sections: [DiffReport.Section(bundle: "Mixed", changes: changes)]).markdown()
        #expect(
            markdown.contains("| — | code added | new push in code: SettingsViewController → ProfileViewController"))
    }

    @Test func aCallRemovedFromCodeIsReportedAndOneOfTwoSameCallsCounts() {
        let twice = CodeNavigation(edges: [F.welcomePresentsLegal, moved(F.welcomePresentsLegal, to: 30)])
        let old = F.graph(code: twice)
        let new = F.graph(code: CodeNavigation(edges: [moved(F.welcomePresentsLegal, to: 31)]))
        let changes = NavigationDiff(old: old, new: new).changes.filter { $0.subject == .code }
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .removed)
        #expect(changes.first?.item == "WelcomeViewController → LegalViewController (present)")
        #expect(
            changes.first?.message
                == "present in code removed: WelcomeViewController → LegalViewController (was at App/Welcome.swift:8)")
        #expect(NavigationDiff(old: F.withoutCode(), new: F.withoutCode()).changes.isEmpty)
    }

    /// Each of thousands of calls added at once is its own change. The cost of the diff as calls grow is
    /// measured by `Benchmarks/diff-scale.sh` (every revision there carries one push in code per scene), not here.
    @Test func thousandsOfCallsAddedAtOnceAreEachReported() {
        let calls = (1...5_000).map { line in
            CodeEdge(
                from: "AppCoordinator", to: .viewController("Screen\(line)ViewController"), kind: .push,
                location: F.location("AppCoordinator.swift", line))
        }
        let new = F.graph(code: CodeNavigation(edges: calls))
        let changes = NavigationDiff(old: F.withoutCode(), new: new).changes.filter { $0.subject == .code }
        #expect(changes.count == 5_000)
        #expect(changes.allSatisfy { $0.kind == .added })
        #expect(Set(changes.map(\.item)).count == 5_000)
    }
}
