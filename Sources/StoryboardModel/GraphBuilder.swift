/// Builds the indexes of a `NavigationGraph` in one pass over the storyboards.
struct GraphBuilder {
    let project: Project
    let storyboards: [Storyboard]
    var nodes: [GraphNode] = []
    var edges: [GraphEdge] = []
    var sceneIndex: [[String: Int]] = []
    var storyboardIndex: [String: Int] = [:]
    var navigationOut: [[Int]] = []
    var containmentOut: [[Int]] = []
    var outgoing: [[Int]] = []
    var incoming: [[Int]] = []
    var seguesByIdentifier: [[String: [Int]]] = []
    var nodesByClass: [String: [Int]] = [:]
    var nodesByIdentifier: [[String: [Int]]] = []
    var referenceLinks: [Int: ReferenceLink] = [:]
    var referencedBy: [Int: [Int]] = [:]

    init(project: Project, storyboards: [Storyboard]) {
        self.project = project
        self.storyboards = storyboards
    }

    mutating func build() {
        addNodes()
        addEdges()
        linkReferences()
    }

    private mutating func addNodes() {
        let sceneTotal = storyboards.reduce(0) { $0 + $1.scenes.count }
        nodes.reserveCapacity(sceneTotal)
        for (storyboardPosition, storyboard) in storyboards.enumerated() {
            // Names are unique per project (SPEC 2); should a caller pass two, the first wins.
            if storyboardIndex[storyboard.name] == nil { storyboardIndex[storyboard.name] = storyboardPosition }
            let platform = storyboard.platform ?? project.platform
            var byIdentifier: [String: [Int]] = [:]
            var byID: [String: Int] = [:]
            byID.reserveCapacity(storyboard.scenes.count)
            for scene in storyboard.scenes {
                // IB ids are unique per storyboard; a repeated id keeps its first scene.
                guard byID[scene.id] == nil else { continue }
                let ref = SceneRef(storyboard: storyboard.name, scene: scene.id)
                let index = nodes.count
                let summary = SceneSummary(scene, storyboard: storyboard.name, platform: platform)
                nodes.append(
                    GraphNode(
                        ref: ref, scene: scene, storyboard: storyboardPosition, summary: summary,
                        isInitial: storyboard.initialScene == scene.id))
                byID[scene.id] = index
                if let identifier = scene.storyboardIdentifier, !identifier.isEmpty {
                    byIdentifier[identifier, default: []].append(index)
                }
                if !scene.isReference {
                    nodesByClass[summary.swiftType, default: []].append(index)
                }
            }
            nodesByIdentifier.append(byIdentifier)
            sceneIndex.append(byID)
        }
        navigationOut = Array(repeating: [], count: nodes.count)
        containmentOut = Array(repeating: [], count: nodes.count)
        outgoing = Array(repeating: [], count: nodes.count)
        incoming = Array(repeating: [], count: nodes.count)
        seguesByIdentifier = Array(repeating: [:], count: nodes.count)
    }

    private mutating func addEdges() {
        // Sized once: a segue is a large value, and growing by doubling would copy every one built so far.
        edges.reserveCapacity(storyboards.reduce(0) { $0 + $1.segues.count })
        for (storyboardPosition, storyboard) in storyboards.enumerated() {
            let byID = sceneIndex[storyboardPosition]
            for segue in storyboard.segues {
                let source = byID[segue.source]
                // Segues never cross storyboards: IB routes those through reference placeholders.
                let destination: Int? =
                    segue.isUnwind
                    ? nil : segue.destination.flatMap { byID[$0] }
                let index = edges.count
                edges.append(
                    GraphEdge(segue: segue, storyboard: storyboardPosition, source: source, destination: destination))
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
        }
    }

    /// A reference without `storyboardName` points into its own storyboard; without `referencedIdentifier`
    /// it stands for the referenced storyboard's initial scene (IB's Attributes inspector semantics).
    private mutating func linkReferences() {
        for (index, node) in nodes.enumerated() where node.scene.isReference {
            let targetName = nonEmpty(node.scene.referencedStoryboard) ?? node.ref.storyboard
            guard let target = storyboardIndex[targetName] else {
                referenceLinks[index] = .missingStoryboard(targetName)
                continue
            }
            if let identifier = nonEmpty(node.scene.referencedIdentifier) {
                if let scene = nodesByIdentifier[target][identifier]?.first {
                    link(index, to: scene)
                } else {
                    referenceLinks[index] = .missingIdentifier(storyboard: targetName, identifier: identifier)
                }
            } else if let initial = storyboards[target].initialScene,
                let scene = sceneIndex[target][initial]
            {
                link(index, to: scene)
            } else {
                referenceLinks[index] = .noInitialScene(storyboard: targetName)
            }
        }
    }

    private mutating func link(_ reference: Int, to scene: Int) {
        referenceLinks[reference] = .scene(scene)
        referencedBy[scene, default: []].append(reference)
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
