import CodeGen
import Dispatch
import StoryboardModel

/// Code generation speed for a 1,000-scene project: every style timed in process (docs/benchmarks.md budget:
/// under 50 ms each). `navgraph-bench codegen [SCENES] [RUNS]`.
enum CodeGenBenchmark {
    static func run(_ arguments: [String]) {
        let sceneCount = arguments.first.flatMap(Int.init) ?? 1_000
        let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
        let graph = project(scenes: sceneCount)
        print("codegen: \(sceneCount) scenes in \(graph.storyboards.count) storyboards, best of \(runs) runs")
        var worst = 0.0
        for style in CodeStyle.allCases {
            var best = Double.infinity
            var bytes = 0
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                let files = CodeGenerator.generate(style, graph: graph, options: CodeGenOptions(access: .public))
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                best = min(best, elapsed)
                bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
            }
            worst = max(worst, best)
            let padded = style.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
            print("  \(padded) \(String(format: "%7.2f", best)) ms  \(bytes) bytes")
        }
        print(
            "slowest style: \(String(format: "%.2f", worst)) ms (budget 50 ms): \(worst < 50 ? "within" : "OVER") budget"
        )
    }

    /// `scenes` scenes in storyboards of 50: every scene has a class and a storyboard ID, a navigation
    /// controller roots each storyboard, and each scene has a segue to the next and one to another storyboard.
    static func project(scenes: Int) -> NavigationGraph {
        let perStoryboard = 50
        let storyboardCount = max(1, (scenes + perStoryboard - 1) / perStoryboard)
        var storyboards: [Storyboard] = []
        var made = 0
        for board in 0..<storyboardCount {
            let name = "Flow\(board)"
            var sceneList = [Scene(id: "nav", kind: "navigationController")]
            var segues: [Segue] = []
            let count = min(perStoryboard, scenes - made)
            for index in 0..<max(count - 1, 0) {
                let id = "vc-\(index)"
                sceneList.append(
                    Scene(
                        id: id, kind: index % 5 == 0 ? "tableViewController" : "viewController",
                        customClass: "Flow\(board)Screen\(index)ViewController", inheritsModuleFromTarget: true,
                        storyboardIdentifier: index % 7 == 0
                            ? "Flow\(board)Screen\(index)ViewController" : "screen \(index)"))
                if index + 1 < count - 1 {
                    segues.append(
                        Segue(
                            id: "s-\(index)", source: id, destination: "vc-\(index + 1)", kind: "show",
                            identifier: "show next \(index)"))
                }
            }
            sceneList.append(
                Scene(id: "ref", kind: "reference", referencedStoryboard: "Flow\((board + 1) % storyboardCount)"))
            segues.append(
                Segue(
                    id: "root", source: "nav", destination: "vc-0", kind: "relationship",
                    relationship: "rootViewController"))
            segues.append(
                Segue(id: "out", source: "vc-0", destination: "ref", kind: "presentation", identifier: "leave"))
            made += count
            storyboards.append(
                Storyboard(name: name, platform: .ios, initialScene: "nav", scenes: sceneList, segues: segues))
        }
        return NavigationGraph(project: Project(name: "Bench", module: "Bench"), storyboards: storyboards)
    }
}
