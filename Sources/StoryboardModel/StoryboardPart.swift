/// The part of a `NavigationGraph` that one storyboard alone decides: its scenes and segues with every index
/// among them, numbered from 0 within the storyboard.
///
/// Segues never cross storyboards (IB routes those through reference placeholders), so adjacency, identifier
/// and class indexes are all local; only storyboard references and the project-wide class index cross parts
/// (`GraphLinks`). A write to one storyboard rebuilds its part and leaves the others' as they are.
struct StoryboardPart: Sendable, Equatable {
    /// Its scenes in document order (a repeated IB id keeps its first scene); `storyboard` is filled in by
    /// the graph, which alone knows the storyboard's position.
    let nodes: [GraphNode]
    /// Its segues in document order, `source` and `destination` local node indexes.
    let edges: [GraphEdge]
    /// Per segue its destination's local node index (of `edges`, apart: route searches read only this).
    let destinations: [Int?]
    /// Local node index by scene id.
    let sceneIndex: [String: Int]
    /// Per local node: its navigation segues (local edge indexes, document order), unwind segues included.
    let navigationOut: [[Int]]
    /// Per local node: its containment segues (relationship, embed), document order.
    let containmentOut: [[Int]]
    /// Per local node: every segue leaving it, document order.
    let outgoing: [[Int]]
    /// Per local node: the segues arriving at it.
    let incoming: [[Int]]
    /// Per local node: its segues by identifier (only segues with an identifier).
    let seguesByIdentifier: [[String: [Int]]]
    /// Scenes by storyboard ID, document order.
    let nodesByIdentifier: [String: [Int]]
    /// Non-reference scenes by Swift type, document order.
    let nodesByClass: [String: [Int]]
    /// The reference placeholders, in document order.
    let references: [Int]

    /// The part of `storyboard`, whose scenes use `projectPlatform` unless the storyboard names its own.
    init(_ storyboard: Storyboard, projectPlatform: Platform) {
        let platform = storyboard.platform ?? projectPlatform
        var nodes: [GraphNode] = []
        nodes.reserveCapacity(storyboard.scenes.count)
        var byID: [String: Int] = [:]
        byID.reserveCapacity(storyboard.scenes.count)
        var byIdentifier: [String: [Int]] = [:]
        var byClass: [String: [Int]] = [:]
        var references: [Int] = []
        for scene in storyboard.scenes {
            // IB ids are unique per storyboard; a repeated id keeps its first scene.
            guard byID[scene.id] == nil else { continue }
            let index = nodes.count
            let summary = SceneSummary(scene, storyboard: storyboard.name, platform: platform)
            nodes.append(
                GraphNode(
                    ref: SceneRef(storyboard: storyboard.name, scene: scene.id), scene: scene, storyboard: 0,
                    summary: summary, isInitial: storyboard.initialScene == scene.id))
            byID[scene.id] = index
            if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                byIdentifier[identifier, default: []].append(index)
            }
            if scene.isReference {
                references.append(index)
            } else {
                byClass[summary.swiftType, default: []].append(index)
            }
        }
        var navigationOut = Array(repeating: [Int](), count: nodes.count)
        var containmentOut = navigationOut
        var outgoing = navigationOut
        var incoming = navigationOut
        var seguesByIdentifier = Array(repeating: [String: [Int]](), count: nodes.count)
        var edges: [GraphEdge] = []
        // Sized once: a segue is a large value, and growing by doubling would copy every one built so far.
        edges.reserveCapacity(storyboard.segues.count)
        for segue in storyboard.segues {
            let source = byID[segue.source]
            let destination: Int? = segue.isUnwind ? nil : segue.destination.flatMap { byID[$0] }
            let index = edges.count
            edges.append(GraphEdge(segue: segue, storyboard: 0, source: source, destination: destination))
            if let destination { incoming[destination].append(index) }
            guard let source else { continue }
            outgoing[source].append(index)
            if segue.isContainment {
                containmentOut[source].append(index)
            } else {
                navigationOut[source].append(index)
            }
            if let identifier = segue.identifier, !identifier.isEmpty {
                seguesByIdentifier[source][identifier, default: []].append(index)
            }
        }
        self.nodes = nodes
        self.edges = edges
        self.destinations = edges.map(\.destination)
        self.sceneIndex = byID
        self.navigationOut = navigationOut
        self.containmentOut = containmentOut
        self.outgoing = outgoing
        self.incoming = incoming
        self.seguesByIdentifier = seguesByIdentifier
        self.nodesByIdentifier = byIdentifier
        self.nodesByClass = byClass
        self.references = references
    }
}
