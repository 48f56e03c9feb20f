import Foundation

extension NavigationGraph {
    /// The whole graph as text in `format`: storyboards as clusters, scenes labelled by class and storyboard
    /// ID, edges labelled by identifier and styled by kind. Deterministic: the same graph gives the same bytes.
    public func export(format: GraphExportFormat) -> String {
        switch format {
        case .json: return exportJSON()
        case .dot: return DOTRenderer(graph: self).render()
        case .mermaid: return MermaidRenderer(graph: self).render()
        }
    }

    /// The id of `ref`'s node in the DOT export and in the SVG Graphviz draws from it (`scene:Storyboard/id`,
    /// `code:Class` for a code node, as `DOTText.visible` shows it), or `nil` when the graph has no such node. A reference whose name
    /// Graphviz cannot show whole (a control character, a line break, past 1,024 characters) gets its node's
    /// position too, so two such scenes are never drawn as one node.
    public func drawingID(of ref: SceneRef) -> String? {
        if ref.isCode { return code.codeNode(ref.scene).map(drawingID(ofNode:)) }
        guard let storyboard = storyboardIndex[ref.storyboard], let index = sceneIndex[storyboard][ref.scene] else {
            return nil
        }
        return drawingID(ofNode: index)
    }

    func drawingID(ofNode index: Int) -> String {
        let id = isCodeNode(index) ? "code:" + code.className(ofNode: index) : "scene:" + nodes[index].ref.description
        let visible = DOTText.visible(id)
        return visible == id ? id : visible + " #\(index)"
    }

    /// The graph as data (what the JSON export encodes).
    public func document() -> GraphDocument {
        var clusters: [GraphDocument.Cluster] = []
        for (position, storyboard) in storyboards.enumerated() {
            let scenes = nodes.indices.filter { nodes[$0].storyboard == position }.map { index in
                let node = nodes[index]
                var target: SceneRef?
                if case .scene(let targetIndex)? = referenceLinks[index] { target = nodes[targetIndex].ref }
                return GraphDocument.Node(
                    ref: node.ref, kind: node.scene.kind, swiftType: node.summary.swiftType,
                    storyboardIdentifier: node.scene.storyboardIdentifier, initial: node.isInitial,
                    referenceTarget: target, referenceProblem: referenceLinks[index]?.problem)
            }
            clusters.append(
                GraphDocument.Cluster(name: storyboard.name, initialScene: storyboard.initialScene, scenes: scenes))
        }
        let documentEdges = edges.map { edge in
            GraphDocument.Edge(
                id: edge.segue.id,
                source: edge.source.map { nodes[$0].ref }
                    ?? SceneRef(storyboard: storyboards[edge.storyboard].name, scene: edge.segue.source),
                destination: edge.destination.map { nodes[$0].ref }, kind: edge.segue.kind,
                identifier: edge.segue.identifier, relationship: edge.segue.relationship,
                containment: edge.segue.isContainment, unwindAction: edge.segue.unwindAction,
                previewing: edge.segue.previewing ? true : nil)
        }
        var document = GraphDocument(
            project: project.name, platform: project.platform, storyboards: clusters, edges: documentEdges)
        if !codeNavigation.isEmpty || code.nodeCount > 0 {
            document.codeNodes = code.classes.map {
                GraphDocument.CodeNode(ref: .code($0), className: $0, nib: code.nibs[$0])
            }
            document.codeEdges = code.edges.map { edge in
                GraphDocument.CodeLink(
                    source: endpointRef(edge.source), destination: endpointRef(edge.destination),
                    kind: edge.facts.kind, location: edge.facts.location, target: edge.facts.to,
                    containers: edge.facts.containers.isEmpty ? nil : edge.facts.containers)
            }
            document.unresolvedCodeEdges = code.unresolved
        }
        return document
    }

    private func exportJSON() -> String {
        let encoder = JSONEncoder()
        // Sorted keys make the bytes deterministic (dictionary order is not).
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document()), as: UTF8.self)
        } catch {
            // Encoding plain strings, numbers and booleans cannot fail; say so rather than hide it.
            return "{\"error\":\"graph could not be encoded\"}"
        }
    }

    /// A node's label: its Swift type and storyboard ID, or for a reference what it points to.
    func exportLabel(_ index: Int) -> [String] {
        let node = nodes[index]
        if node.scene.isReference {
            let storyboardName =
                node.scene.referencedStoryboard.flatMap { $0.isEmpty ? nil : $0 } ?? node.ref.storyboard
            let identifier = node.scene.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            return ["→ " + storyboardName + (identifier.map { ":" + $0 } ?? " (initial)")]
        }
        var lines = [node.summary.swiftType]
        if let identifier = node.scene.storyboardIdentifier, !identifier.isEmpty { lines.append("ID: " + identifier) }
        return lines
    }

    /// A code edge's label: how, and where the call is by file name and line (`push Home.swift:12`); the
    /// whole path is in the tooltip and the JSON.
    func exportLabel(codeEdge edge: CodeLayer.Edge) -> String {
        let file = edge.facts.location.file.split(separator: "/").last.map(String.init) ?? edge.facts.location.file
        return "\(edge.facts.kind.rawValue) \(file):\(edge.facts.location.line)"
    }

    /// An edge's label: its identifier, else its relationship, else nothing.
    func exportLabel(edge: GraphEdge) -> String? {
        if let identifier = edge.segue.identifier, !identifier.isEmpty { return identifier }
        if let relationship = edge.segue.relationship, !relationship.isEmpty { return relationship }
        return nil
    }
}
