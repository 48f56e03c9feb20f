extension NavigationDiff {
    /// Navigation calls in code added and removed (docs/model.md, "Code navigation"). A call is its source
    /// type, what it names and how it shows it: a call that only moved to another line is the same call, and
    /// an addition reports where the new one is.
    /// Stops early (what it found so far) once `cancellation` fires; the caller checks it.
    static func codeChanges(
        old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag = .never
    ) -> [NavigationChange] {
        let before = Dictionary(grouping: old.codeNavigation.edges, by: CodeCallKey.init)
        let after = Dictionary(grouping: new.codeNavigation.edges, by: CodeCallKey.init)
        let (oldPlaces, newPlaces) = (placed(in: old), placed(in: new))
        var changes: [NavigationChange] = []
        for (step, key) in Set(before.keys).union(after.keys).enumerated() {
            if cancellation.poll(at: step) { return changes }
            let was = before[key] ?? []
            let now = after[key] ?? []
            for edge in extra(now, beyond: was) {
                let target = codeTarget(edge, placed: newPlaces, in: new)
                changes.append(
                    NavigationChange(
                        .behaviour, .code, .added, storyboard: "", item: codeItem(edge), new: edge.location.description,
                        message: "new \(edge.kind.rawValue) in code: \(edge.from) → \(target) at \(edge.location)"))
            }
            for edge in extra(was, beyond: now) {
                let target = codeTarget(edge, placed: oldPlaces, in: old)
                changes.append(
                    NavigationChange(
                        .behaviour, .code, .removed, storyboard: "", item: codeItem(edge),
                        old: edge.location.description,
                        message: "\(edge.kind.rawValue) in code removed: \(edge.from) → \(target) (was at "
                            + "\(edge.location))"))
            }
        }
        return changes
    }

    /// The calls of `list` that `other` (same key) does not account for: those at a location `other` has not,
    /// first, as many as `list` has more than `other`.
    private static func extra(_ list: [CodeEdge], beyond other: [CodeEdge]) -> [CodeEdge] {
        guard list.count > other.count else { return [] }
        let places = Set(other.map(\.location))
        let sorted = list.sorted { $0.location < $1.location }
        let moved = sorted.filter { !places.contains($0.location) }
        let kept = sorted.filter { places.contains($0.location) }
        return Array((moved + kept).prefix(list.count - other.count))
    }

    /// `HomeCoordinator → scene 'Home' of Main (push)`: a change's item, the same in both versions.
    private static func codeItem(_ edge: CodeEdge) -> String {
        "\(edge.from) → \(describe(edge.to)) (\(edge.kind.rawValue))"
    }

    /// The destination node of each call `graph` places (of equal calls, the first).
    private static func placed(in graph: NavigationGraph) -> [CodeEdge: Int] {
        Dictionary(graph.code.edges.map { ($0.facts, $0.destination) }, uniquingKeysWith: { first, _ in first })
    }

    /// What the call names, with the scene it reaches in `graph` when the graph places it.
    private static func codeTarget(_ edge: CodeEdge, placed: [CodeEdge: Int], in graph: NavigationGraph) -> String {
        let named = describe(edge.to)
        guard let destination = placed[edge] else { return named }
        let ref = graph.endpointRef(destination)
        return ref.isCode ? named : "\(named), \(sceneLabel(ref, in: graph))"
    }

    /// `scene 'Home' of Main`, `initial scene of its own storyboard`, `DetailViewController`, `segue 'show'`.
    private static func describe(_ destination: CodeDestination) -> String {
        let storyboard = destination.storyboard.map { "of \($0)" } ?? "of its own storyboard"
        switch destination.kind {
        case .scene: return "scene '\(destination.identifier ?? "")' \(storyboard)"
        case .initialScene: return "initial scene \(storyboard)"
        case .viewController: return destination.className ?? "a view controller"
        case .segue: return "segue '\(destination.identifier ?? "")'"
        case .bundleScene: return "scene '\(destination.identifier ?? "")' of any storyboard"
        }
    }
}

/// What makes two code calls the same call across versions: who calls, what it names, how.
private struct CodeCallKey: Hashable {
    let from: String
    let to: CodeDestination
    let kind: CodeNavigationKind

    init(_ edge: CodeEdge) {
        self.from = edge.from
        self.to = edge.to
        self.kind = edge.kind
    }
}
