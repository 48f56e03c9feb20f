/// Renders a `NavigationGraph` as a Mermaid flowchart (https://mermaid.js.org/syntax/flowchart.html).
struct MermaidRenderer {
    let graph: NavigationGraph

    func render() -> String {
        // Node ids are positional (`n0`, `n1`, ...): Mermaid ids cannot hold arbitrary characters, and the
        // order of nodes is fixed, so the ids are stable for one graph.
        var lines = ["flowchart LR"]
        for (position, storyboard) in graph.storyboards.enumerated() {
            lines.append("    subgraph s\(position)[\"\(escaped(storyboard.name))\"]")
            for index in graph.nodes.indices where graph.nodes[index].storyboard == position {
                let label = graph.exportLabel(index).map(escaped).joined(separator: "<br/>")
                let shape = graph.nodes[index].scene.isReference ? ("[/\"", "\"/]") : ("[\"", "\"]")
                lines.append("        n\(index)\(shape.0)\(label)\(shape.1)")
            }
            lines.append("    end")
        }
        for edge in graph.edges {
            guard let source = edge.source, let destination = edge.destination else { continue }
            let arrow = arrow(ofKind: edge.segue.kind)
            if let label = graph.exportLabel(edge: edge) {
                lines.append("    n\(source) \(arrow)|\"\(escaped(label))\"| n\(destination)")
            } else {
                lines.append("    n\(source) \(arrow) n\(destination)")
            }
        }
        for (index, link) in graph.referenceLinks.sorted(by: { $0.key < $1.key }) {
            guard case .scene(let target) = link else { continue }
            lines.append("    n\(index) -.->|\"reference\"| n\(target)")
        }
        lines += codeLines()
        let initial = graph.nodes.indices.filter { graph.nodes[$0].isInitial }
        if !initial.isEmpty {
            lines.append("    classDef initial stroke-width:3px")
            lines.append("    class " + initial.map { "n\($0)" }.joined(separator: ",") + " initial")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Containment dotted, presentations thick, everything else a plain arrow.
    private func arrow(ofKind kind: String) -> String {
        switch kind {
        case "relationship", "embed": return "-.->"
        case "presentation", "modal", "popoverPresentation": return "==>"
        default: return "-->"
        }
    }

    /// Classes made in code as hexagons outside the storyboards (a view controller nib's class labelled with
    /// its nib), code edges dotted and labelled with how and where; nothing without code navigation and view
    /// controller nibs.
    private func codeLines() -> [String] {
        let layer = graph.code
        guard !layer.isEmpty || layer.nodeCount > 0 else { return [] }
        var lines: [String] = []
        for (position, name) in layer.classes.enumerated() {
            let nib = layer.nibs[name].map { "<br/>nib: " + escaped($0.file) } ?? ""
            lines.append("    c\(position){{\"\(escaped(name))\(nib)\"}}")
        }
        for edge in layer.edges {
            lines.append(
                "    \(nodeID(edge.source)) -.->|\"\(escaped(graph.exportLabel(codeEdge: edge)))\"| \(nodeID(edge.destination))"
            )
        }
        if !layer.classes.isEmpty {
            lines.append("    classDef code stroke-dasharray:4 3")
            lines.append("    class " + layer.classes.indices.map { "c\($0)" }.joined(separator: ",") + " code")
        }
        return lines
    }

    /// `n` and the scene's index, or `c` and the code node's position.
    private func nodeID(_ index: Int) -> String {
        graph.isCodeNode(index) ? "c\(index - graph.sceneCount)" : "n\(index)"
    }

    private func escaped(_ text: String) -> String { MermaidText.label(text) }
}
