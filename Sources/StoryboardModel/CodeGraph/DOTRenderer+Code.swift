/// The code navigation in DOT (docs/model.md, "Code navigation"): classes made in code in a cluster of their
/// own, drawn as components (a view controller nib's class labelled with its nib); code edges dashed orange,
/// labelled with how and where (`push Home.swift:12`).
extension DOTRenderer {
    /// The code nodes' cluster and the code edges; nothing without code navigation and view controller nibs,
    /// so the drawing of a graph without them is what it always was.
    func codeLines() -> [String] {
        let layer = graph.code
        guard !layer.isEmpty || layer.nodeCount > 0 else { return [] }
        let title = layer.nibs.isEmpty ? "Made in code" : "Made in code or from nibs"
        var lines = [
            "    subgraph \"cluster_code\" {",
            "        label=\"\(title)\"; id=\"code\"; class=\"code\"; style=dashed; color=darkorange3;",
        ]
        for position in layer.classes.indices {
            let index = layer.base + position
            let name = layer.classes[position]
            let id = DOTText.quoted(graph.drawingID(ofNode: index))
            let nib = layer.nibs[name]
            let kind = nib == nil ? "code-node" : "code-node nib-node"
            let label =
                nib.map { "\"\(DOTText.escaped(name))\\nnib: \(DOTText.escaped($0.file))\"" } ?? DOTText.quoted(name)
            let tooltip = nib.map { "\(name) (from its nib, \($0.location))" } ?? name + " (made in code)"
            lines.append(
                "        \(id) [id=\(id), class=\"\(kind)\", label=\(label), tooltip=\(DOTText.quoted(tooltip)), "
                    + "shape=component, style=filled, fillcolor=\"#fdf1e0\", color=darkorange3];")
        }
        lines.append("    }")
        var seen: [String: Int] = [:]
        for edge in layer.edges {
            var id = "code-edge:" + edge.facts.location.description
            seen[id, default: 0] += 1
            if let count = seen[id], count > 1 { id += " #\(count)" }
            let tooltip =
                "\(edge.facts.kind.rawValue) at \(edge.facts.location)"
                + (edge.facts.containers.isEmpty ? "" : " in " + edge.facts.containers.joined(separator: ", "))
            lines.append(
                "    \(DOTText.quoted(graph.drawingID(ofNode: edge.source))) -> \(DOTText.quoted(graph.drawingID(ofNode: edge.destination))) "
                    + "[id=\(DOTText.quoted(id)), class=\(DOTText.quoted("code kind-" + edge.facts.kind.rawValue)), "
                    + "label=\(DOTText.quoted(graph.exportLabel(codeEdge: edge))), tooltip=\(DOTText.quoted(tooltip)), "
                    + "style=dashed, color=darkorange3, fontcolor=darkorange3];")
        }
        return lines
    }
}
