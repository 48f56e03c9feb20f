import FuzzSupport
import StoryboardModel

/// Builds an arbitrary small navigation graph and asks it every question the API asks: lookup,
/// resolution, locating, shortest and all routes (with a small budget), diagnostics and export.
/// Errors are answers; only a crash, a leak or a hang is a finding.
@_cdecl("FuzzGraph_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        var input = GraphInput(fuzzInput(data, count))
        let platform: Platform = input.pick([.ios, .tvos, .macos])
        let graph = NavigationGraph(
            project: Project(name: "fuzz", module: input.pick([nil, "App"]), platform: platform),
            storyboards: input.storyboards())
        let budget = SearchBudget(maxExpansions: 2_000, maxHops: 1 + input.byte() % 16)
        var questions = 0
        while !input.isAtEnd && questions < 16 {
            questions += 1
            let source = input.sceneName()
            let target = input.sceneName()
            let identifier = input.pick(GraphInput.identifiers) ?? ""
            _ = try? graph.lookup(className: source)
            _ = try? graph.lookup(storyboard: input.pick(GraphInput.storyboardNames), identifier: identifier)
            _ = try? graph.lookup(target)
            _ = try? graph.resolve(from: source, identifier: identifier)
            _ = try? graph.route(from: source, to: target)
            _ = graph.scenes(className: source, storyboard: nil, identifier: nil, kind: nil)
            if let from = try? graph.locate(source), let to = try? graph.locate(target) {
                _ = graph.route(from: from, to: to)
                let found = graph.enumerateRoutes(from: from, to: to, limit: 1 + input.byte() % 20, budget: budget)
                precondition(found.expansions <= budget.maxExpansions, "the search overran its budget")
            }
        }
        _ = graph.diagnostics()
        for format in GraphExportFormat.allCases { _ = graph.export(format: format) }
        return 0
    }
}
