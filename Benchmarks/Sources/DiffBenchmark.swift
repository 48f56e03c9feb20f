import Dispatch
import StoryboardModel

/// The navigation diff's cost as a project grows (issue 36, point 9): two revisions of one storyboard and its
/// navigation in code in which every scene and every push changed, diffed and reported at each size. `navgraph-bench diff [SCENES...] [--runs N]`
/// (1,000, 4,000 and 20,000 scenes by default, best of 3 runs); a diff that grows linearly keeps its time
/// per scene flat from one size to the next.
enum DiffBenchmark {
    static func run(_ arguments: [String]) {
        var sizes: [Int] = []
        var runs = 3
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--runs", let value = rest.popFirst().flatMap(Int.init) {
                runs = max(1, value)
            } else if let size = Int(argument), size > 1 {
                sizes.append(size)
            }
        }
        if sizes.isEmpty { sizes = [1_000, 4_000, 20_000] }
        print("diff of two revisions where every scene changed, one storyboard; best of \(runs) runs")
        var first: Double?
        for size in sizes {
            let old = revision(scenes: size, changed: false)
            let new = revision(scenes: size, changed: true)
            var best = Double.infinity
            var changes = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                changes = diffAndReport(old, new)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            }
            let perScene = best * 1_000 / Double(size)
            let ratio = first.map { perScene / $0 } ?? 1
            first = first ?? perScene
            print(
                "  \(String(size).leftPadded(6)) scenes  \(String(changes).leftPadded(7)) changes  "
                    + "\(String(format: "%9.1f", best)) ms  \(String(format: "%6.2f", perScene)) µs/scene  "
                    + "\(String(format: "%5.2f", ratio))x the first size's cost per scene")
        }
    }

    /// What the diff route does: the diff, then its report as JSON's document and as Markdown; the number of
    /// changes. Its own function so that callgrind can count it alone
    /// (`--toggle-collect='*DiffBenchmark*diffAndReport*'`, see docs/benchmarks.md).
    @inline(never)
    static func diffAndReport(_ old: NavigationGraph, _ new: NavigationGraph) -> Int {
        let diff = NavigationDiff(old: old, new: new)
        let report = DiffReport(sections: [DiffReport.Section(bundle: "Bench", changes: diff.changes)])
        let markdown = report.markdown()
        let document = report.document
        // Read what was built so the optimizer keeps it.
        let changes = document.breaking + document.behaviour + document.cosmetic
        precondition(changes == diff.changes.count && !markdown.isEmpty)
        return changes
    }

    /// One storyboard of `scenes` scenes under a navigation controller, each with a class, a storyboard ID, a
    /// title and a segue with an identifier to the next, and a coordinator that pushes each scene's class in code;
    /// `changed` renames every one of those (and so every scene, segue and code edge differs), drops every tenth
    /// scene and adds as many.
    static func revision(scenes: Int, changed: Bool) -> NavigationGraph {
        let suffix = changed ? "V2" : ""
        var sceneList = [Scene(id: "nav", kind: "navigationController")]
        var segues = [
            Segue(
                id: "root", source: "nav", destination: "vc-0", kind: "relationship", relationship: "rootViewController"
            )
        ]
        let kept = (0..<scenes - 1).filter { !changed || $0 % 10 != 5 }
        let ids = kept.map { "vc-\($0)" } + (changed ? (0..<(scenes - 1 - kept.count)).map { "new-\($0)" } : [])
        for (position, id) in ids.enumerated() {
            sceneList.append(
                Scene(
                    id: id, kind: "viewController", customClass: "Screen\(position)ViewController\(suffix)",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "screen\(position)\(suffix)",
                    title: "Screen \(position)\(suffix)"))
            if position + 1 < ids.count {
                segues.append(
                    Segue(
                        id: "s-\(id)", source: id, destination: ids[position + 1], kind: "show",
                        identifier: "next\(position)\(suffix)"))
            }
        }
        let storyboard = Storyboard(
            name: "Main", platform: .ios, initialScene: "nav", scenes: sceneList, segues: segues)
        let pushes = (0..<ids.count).map { position in
            CodeEdge(
                from: "AppCoordinator", to: .viewController("Screen\(position)ViewController\(suffix)"), kind: .push,
                location: SourceLocation(file: "App/AppCoordinator.swift", line: 10 + position))
        }
        return NavigationGraph(
            project: Project(name: "Bench", module: "Bench"), storyboards: [storyboard],
            code: CodeNavigation(edges: pushes))
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
