/// Places the ends of code edges on a graph's scenes (docs/model.md, "Code navigation"): a class one scene
/// has is that scene, a class no scene has is a code node, and a storyboard, storyboard ID or segue
/// identifier names a scene only when exactly one answers. Anything else is a `CodeProblem`, never a guess.
struct CodeResolver {
    let graph: NavigationGraph

    /// Both ends of a resolved edge, and the segue it performs.
    struct Ends {
        let source: CodeEnd
        let destination: CodeEnd
        let segue: Int?
    }

    /// The ends of `edge`.
    func resolve(_ edge: CodeEdge) -> Result<Ends, CodeProblem> {
        guard !edge.from.isEmpty else { return .failure(CodeProblem(reason: "the calling type is not named")) }
        let scenes = scenes(ofClass: edge.from)
        guard scenes.count <= 1 else {
            return .failure(
                CodeProblem(reason: severalScenes(edge.from, scenes) + ": which one makes the call is not known"))
        }
        let source: CodeEnd = scenes.first.map { .scene($0) } ?? .code(edge.from)
        if edge.to.kind == .segue {
            return performedSegue(
                edge.to.identifier, generated: edge.to.generatedNames, sourceScene: scenes.first, from: edge.from
            ).map {
                Ends(source: source, destination: .scene($0.destination), segue: $0.segue)
            }
        }
        return destination(edge.to, from: edge.from, sourceScene: scenes.first).map {
            Ends(source: source, destination: $0, segue: nil)
        }
    }

    /// The scene or code node `destination` names, as made by code of class `from`.
    func destination(_ destination: CodeDestination, from: String?, sourceScene: Int?) -> Result<CodeEnd, CodeProblem> {
        switch destination.kind {
        case .viewController:
            guard let name = destination.className, !name.isEmpty else {
                return .failure(CodeProblem(reason: "the class made is not named"))
            }
            let scenes = scenes(ofClass: name)
            return .success(scenes.count == 1 ? .scene(scenes[0]) : .code(name))
        case .scene:
            guard let written = destination.identifier, !written.isEmpty else {
                return .failure(CodeProblem(reason: "the storyboard ID is not named"))
            }
            return storyboard(destination.storyboard, generated: destination.generatedNames, from: from).flatMap {
                position in
                let identifier: String
                switch Self.name(
                    written, generated: destination.generatedNames, among: graph.nodesByIdentifier[position].keys,
                    what: "storyboard ID")
                {
                case .success(let name): identifier = name
                case .failure(let problem): return .failure(problem)
                }
                let matches = graph.nodesByIdentifier[position][identifier] ?? []
                let name = graph.storyboards[position].name
                if matches.count == 1 { return .success(.scene(matches[0])) }
                return .failure(
                    CodeProblem(
                        reason: matches.isEmpty
                            ? "no scene has storyboard ID '\(identifier)' in storyboard '\(name)'"
                            : "storyboard ID '\(identifier)' is on \(matches.count) scenes of '\(name)'"))
            }
        case .bundleScene:
            return bundleScene(destination.identifier)
        case .initialScene:
            return storyboard(destination.storyboard, generated: destination.generatedNames, from: from).flatMap {
                position in
                let storyboard = graph.storyboards[position]
                guard let initial = storyboard.initialScene, let index = graph.sceneIndex[position][initial] else {
                    return .failure(CodeProblem(reason: "storyboard '\(storyboard.name)' has no initial scene"))
                }
                return .success(.scene(index))
            }
        case .segue:
            return performedSegue(
                destination.identifier, generated: destination.generatedNames, sourceScene: sourceScene,
                from: from ?? ""
            ).map {
                .scene($0.destination)
            }
        }
    }

    /// The one scene of storyboard ID `written` among all the graph's storyboards (a watch app's interface
    /// controller named by WatchKit's `presentController(withName:context:)`).
    private func bundleScene(_ written: String?) -> Result<CodeEnd, CodeProblem> {
        guard let identifier = written, !identifier.isEmpty else {
            return .failure(CodeProblem(reason: "the storyboard ID is not named"))
        }
        let matches = graph.nodesByIdentifier.flatMap { $0[identifier] ?? [] }
        guard matches.count == 1 else {
            return .failure(
                CodeProblem(
                    reason: matches.isEmpty
                        ? "no scene has storyboard ID '\(identifier)' in any storyboard of project '\(graph.project.name)'"
                        : "storyboard ID '\(identifier)' is on \(matches.count) scenes ("
                            + matches.map { graph.nodes[$0].ref.description }.joined(separator: ", ") + ")"))
        }
        return .success(.scene(matches[0]))
    }

    /// What the segue `identifier` of scene `sourceScene` shows, navigation controllers unwrapped as segue
    /// resolution does, and the segue's edge index.
    private func performedSegue(
        _ written: String?, generated: Bool?, sourceScene: Int?, from: String
    ) -> Result<(destination: Int, segue: Int), CodeProblem> {
        guard let written, !written.isEmpty else {
            return .failure(CodeProblem(reason: "the segue identifier is not named"))
        }
        guard let sourceScene else {
            return .failure(CodeProblem(reason: "no scene has class \(from), so no storyboard segue leaves it"))
        }
        let leaving = ([sourceScene] + graph.embeddedDescendants(of: sourceScene)).flatMap {
            graph.seguesByIdentifier[$0].keys
        }
        let identifier: String
        switch Self.name(written, generated: generated, among: leaving, what: "segue identifier") {
        case .success(let name): identifier = name
        case .failure(let problem): return .failure(problem)
        }
        do throws(GraphError) {
            let segue = try graph.segueEdge(leaving: sourceScene, identifier: identifier)
            let edge = graph.edges[segue]
            guard !edge.segue.isUnwind else {
                return .failure(
                    CodeProblem(reason: "segue '\(identifier)' unwinds: UIKit picks its target at run time"))
            }
            let resolution = try graph.resolution(of: edge, from: edge.source ?? sourceScene)
            guard let content = resolution.content.flatMap({ graph.nodeIndex($0.ref) }) else {
                return .failure(CodeProblem(reason: "segue '\(identifier)' leads nowhere"))
            }
            return .success((content, segue))
        } catch {
            return .failure(CodeProblem(reason: error.sentence))
        }
    }

    /// The storyboard named `name`, or for `nil` the one storyboard holding the scenes of class `from`.
    private func storyboard(_ written: String?, generated: Bool?, from: String?) -> Result<Int, CodeProblem> {
        if let written {
            let name: String
            switch Self.name(written, generated: generated, among: graph.storyboardIndex.keys, what: "storyboard") {
            case .success(let found): name = found
            case .failure(let problem): return .failure(problem)
            }
            guard let position = graph.storyboardIndex[name] else {
                return .failure(CodeProblem(reason: "no storyboard named '\(name)' in project '\(graph.project.name)'"))
            }
            return .success(position)
        }
        guard let from, !from.isEmpty else {
            return .failure(CodeProblem(reason: "the calling code's own storyboard is not known (it is in no type)"))
        }
        let positions = Set(scenes(ofClass: from).map { graph.nodes[$0].storyboard })
        guard positions.count == 1, let position = positions.first else {
            return .failure(
                CodeProblem(
                    reason: positions.isEmpty
                        ? "no scene has class \(from), so its own storyboard is not known"
                        : "class \(from) is on scenes of \(positions.count) storyboards ("
                            + positions.map { graph.storyboards[$0].name }.sorted().joined(separator: ", ")
                            + "), so its own storyboard is not known"))
        }
        return .success(position)
    }

    /// The name of `names` that `written` stands for: itself, or when `generated`, the one name that generated
    /// code spells `written` (compared lowercased, letters and digits only: `main` is `Main`, `showDetail`
    /// is `show-detail`); a failure when several do. `nil` `generated` reads as `false`.
    static func name(
        _ written: String, generated: Bool?, among names: some Sequence<String>, what: String
    ) -> Result<String, CodeProblem> {
        guard generated == true else { return .success(written) }
        let key = generatedKey(written)
        let matches = Set(names.filter { generatedKey($0) == key })
        guard matches.count <= 1 else {
            return .failure(
                CodeProblem(
                    reason: "generated name '\(written)' stands for \(matches.count) \(what)s ("
                        + matches.sorted().joined(separator: ", ") + ")"))
        }
        // No match: the written name, which the caller then reports as not found.
        return .success(matches.first ?? written)
    }

    /// What generated code keeps of a name: its letters and digits, lowercased.
    static func generatedKey(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    /// The scenes whose custom class is `name` (framework classes are no one scene's own), document order.
    func scenes(ofClass name: String) -> [Int] {
        (graph.nodesByClass[name] ?? []).filter { graph.nodes[$0].scene.customClass == name }
    }

    private func severalScenes(_ name: String, _ scenes: [Int]) -> String {
        "class \(name) is on \(scenes.count) scenes ("
            + scenes.map { graph.nodes[$0].ref.description }.joined(separator: ", ") + ")"
    }
}
