import Testing

@testable import StoryboardModel

/// Route enumeration on a graph whose simple paths are exponential in number answers within its work
/// budget and says when it stopped early (issue 8, point 3).
@Suite struct RouteBudgetTests {
    /// S→X, X→T, and X→each of `k` scenes that all link to each other and back to X: one route from S to T,
    /// but about k! simple paths through the k scenes for a search without pruning to walk.
    static func denseGraph(k: Int) -> NavigationGraph {
        var scenes = [Scene(id: "S", kind: "viewController"), Scene(id: "X", kind: "viewController")]
        scenes.append(Scene(id: "T", kind: "viewController"))
        var segues = [
            Segue(id: "s-x", source: "S", destination: "X", kind: "show", identifier: "toX"),
            Segue(id: "x-t", source: "X", destination: "T", kind: "show", identifier: "toT"),
        ]
        for i in 0..<k {
            scenes.append(Scene(id: "K\(i)", kind: "viewController"))
            segues.append(Segue(id: "x-k\(i)", source: "X", destination: "K\(i)", kind: "show"))
            segues.append(Segue(id: "k\(i)-x", source: "K\(i)", destination: "X", kind: "show"))
            for j in 0..<k where j != i {
                segues.append(Segue(id: "k\(i)-k\(j)", source: "K\(i)", destination: "K\(j)", kind: "show"))
            }
        }
        let storyboard = Storyboard(name: "Dense", initialScene: "S", scenes: scenes, segues: segues)
        return NavigationGraph(project: Project(name: "dense"), storyboards: [storyboard])
    }

    // The budget is what bounds the search (the expansion counts below); the time limit only turns a search that
    // never ends (about 12! paths) into a failure instead of a hang. It is generous because on 2 cores a synchronous
    // test can wait minutes for a thread while the parallel socket suites hold them (seen once in CI at 128 s).
    @Test(.timeLimit(.minutes(10)))
    func aDenseGraphOfTwelveScenesStopsOnTheBudgetAndSaysSo() {
        let graph = Self.denseGraph(k: 12)
        let budget = SearchBudget(maxExpansions: 50_000, maxHops: 16)
        let found = graph.enumerateRoutes(from: ref("Dense/S"), to: ref("Dense/T"), limit: 20, budget: budget)
        #expect(found.isTruncated)
        #expect(found.truncation?.contains("budget") == true)
        #expect(found.expansions <= budget.maxExpansions)
        #expect(found.expansions >= budget.maxExpansions - 1)
        // The one real route was found before the budget ran out, and is still answered.
        #expect(found.routes.map { $0.map(\.segueID) } == [["s-x", "x-t"]])
    }

    @Test(.timeLimit(.minutes(10)))
    func theStandardBudgetBoundsTheSearchToo() {
        let found = Self.denseGraph(k: 12).enumerateRoutes(from: ref("Dense/S"), to: ref("Dense/T"))
        #expect(found.isTruncated)
        #expect(found.expansions <= SearchBudget.standard.maxExpansions)
        #expect(found.routes.count == 1)
        // The compatibility entry point uses the same budget.
        #expect(Self.denseGraph(k: 12).allRoutes(from: ref("Dense/S"), to: ref("Dense/T")).count == 1)
    }

    @Test func aSmallGraphIsSearchedCompletelyAndNotCalledTruncated() {
        let found = Self.denseGraph(k: 3).enumerateRoutes(from: ref("Dense/S"), to: ref("Dense/T"))
        #expect(!found.isTruncated)
        #expect(found.truncation == nil)
        #expect(found.routes.map { $0.map(\.segueID) } == [["s-x", "x-t"]])
        #expect(found.expansions > 0)
    }

    @Test func aBudgetTooSmallForAnyRouteAnswersNoneButTruncated() {
        let found = Self.denseGraph(k: 4).enumerateRoutes(
            from: ref("Dense/S"), to: ref("Dense/T"), budget: SearchBudget(maxExpansions: 1))
        #expect(found.routes.isEmpty)
        #expect(found.isTruncated)
        #expect(found.expansions == 1)
    }
}
