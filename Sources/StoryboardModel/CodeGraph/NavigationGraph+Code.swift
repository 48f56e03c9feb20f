/// The navigation code does, as the graph holds it (docs/model.md, "Code navigation"): code nodes are numbered
/// after the scenes, so route searches walk both with one index; everything that reads `nodes[...]` takes
/// scene indexes only, and the helpers below name either kind.
extension NavigationGraph {
    /// The number of code nodes: classes code makes or navigates from that no one scene is.
    public var codeNodeCount: Int { code.nodeCount }

    /// The code edges placed on the graph.
    public var codeEdgeCount: Int { code.edges.count }

    /// Code edges whose source or destination is not one scene or class of the project, in the facts' order.
    public var unresolvedCodeEdges: [UnresolvedCodeEdge] { code.unresolved }

    /// The code edges arriving at `ref` (a scene or a code node), in the facts' order: where code shows it.
    public func codeArrivals(at ref: SceneRef) -> [CodeEdge] {
        guard let index = endpointIndex(ref) else { return [] }
        return (code.incoming[index] ?? []).map { code.edges[$0].facts }
    }

    /// The code edges leaving `ref` (a scene or a code node), in the facts' order.
    public func codeDepartures(from ref: SceneRef) -> [CodeEdge] {
        guard let index = endpointIndex(ref) else { return [] }
        return (code.outgoing[index] ?? []).map { code.edges[$0].facts }
    }

    /// Whether node `index` is a code node rather than a scene.
    func isCodeNode(_ index: Int) -> Bool { index >= sceneCount }

    /// The node index of `ref`: a scene's, or a code node's (`SceneRef.code`).
    func endpointIndex(_ ref: SceneRef) -> Int? {
        ref.isCode ? code.codeNode(ref.scene) : nodeIndex(ref)
    }

    /// The name of node `index`, a scene or a code node.
    func endpointRef(_ index: Int) -> SceneRef {
        isCodeNode(index) ? .code(code.className(ofNode: index)) : nodes[index].ref
    }

    /// The node `text` names, as `node(named:)` does, or else the code node of the class `text` names.
    func endpoint(named text: String) throws(GraphError) -> Int {
        do {
            return try node(named: text)
        } catch {
            guard case .notFound = error, let index = code.codeNode(text) else { throw error }
            return index
        }
    }

    /// Code steps leaving node `index`, in the facts' order.
    func codeSteps(from index: Int) -> [(Int, RouteStep)] {
        (code.outgoing[index] ?? []).map { (code.edges[$0].destination, .code($0)) }
    }

    /// Nodes with a code step to `index`.
    func codePredecessors(of index: Int) -> [Int] {
        (code.incoming[index] ?? []).map { code.edges[$0].source }
    }

    /// The hop of code edge `edgeIndex`.
    func codeHop(_ edgeIndex: Int) -> RouteHop {
        let edge = code.edges[edgeIndex]
        let performed = edge.segue.map { edges[$0].segue }
        return RouteHop(
            step: .code, from: endpointRef(edge.source), to: endpointRef(edge.destination),
            identifier: performed?.identifier, segueID: performed?.id, kind: edge.facts.kind.rawValue,
            location: edge.facts.location, containers: edge.facts.containers.isEmpty ? nil : edge.facts.containers)
    }
}
