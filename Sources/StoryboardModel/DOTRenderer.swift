/// Renders a `NavigationGraph` as Graphviz DOT (https://graphviz.org/doc/info/lang.html).
struct DOTRenderer {
    let graph: NavigationGraph

    func render() -> String {
        var lines = [
            "digraph \(quoted("NavGraph " + graph.project.name)) {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", labeljust=l];",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        for (position, storyboard) in graph.storyboards.enumerated() {
            // A subgraph whose name starts with `cluster` is drawn as a box around its nodes.
            lines.append("    subgraph \(quoted("cluster_\(position)")) {")
            lines.append("        label=\(quoted(storyboard.name));")
            for index in graph.nodes.indices where graph.nodes[index].storyboard == position {
                lines.append("        \(nodeID(index)) [\(nodeAttributes(index))];")
            }
            lines.append("    }")
        }
        for edge in graph.edges {
            guard let source = edge.source, let destination = edge.destination else { continue }
            var attributes: [String] = []
            if let label = graph.exportLabel(edge: edge) { attributes.append("label=\(quoted(label))") }
            attributes += style(ofKind: edge.segue.kind)
            lines.append("    \(nodeID(source)) -> \(nodeID(destination)) [\(attributes.joined(separator: ", "))];")
        }
        for (index, link) in graph.referenceLinks.sorted(by: { $0.key < $1.key }) {
            guard case .scene(let target) = link else { continue }
            lines.append("    \(nodeID(index)) -> \(nodeID(target)) [style=dotted, color=gray40, arrowhead=empty];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func nodeID(_ index: Int) -> String { quoted(graph.nodes[index].ref.description) }

    private func nodeAttributes(_ index: Int) -> String {
        let node = graph.nodes[index]
        var attributes = ["label=" + quoted(graph.exportLabel(index).map(escaped).joined(separator: "\\n"), raw: true)]
        if node.scene.isReference { attributes.append("shape=folder, style=\"\"") }
        if node.isInitial { attributes.append("peripheries=2") }
        return attributes.joined(separator: ", ")
    }

    /// Containment dashed, presentations bold, custom segues purple; show-like segues keep the default.
    private func style(ofKind kind: String) -> [String] {
        switch kind {
        case "relationship", "embed": return ["style=dashed", "arrowhead=odiamond"]
        case "presentation", "modal", "popoverPresentation": return ["style=bold"]
        case "custom": return ["color=purple"]
        default: return []
        }
    }

    /// `"text"` with DOT's escapes: `\"` for quotes, `\\` for backslashes (so no `\n` or `\N` escape is
    /// formed by accident), control characters dropped. Non-ASCII text stays UTF-8, Graphviz's default charset.
    private func quoted(_ text: String, raw: Bool = false) -> String {
        "\"" + (raw ? text : escaped(text)) + "\""
    }

    private func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
