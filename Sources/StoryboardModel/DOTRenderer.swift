/// Renders a `NavigationGraph` as Graphviz DOT (https://graphviz.org/doc/info/lang.html).
///
/// Storyboards are clusters; a navigation controller and its root view controller share a nested cluster;
/// edges are styled by segue kind. Every node and edge carries an `id`, a `class` and a `URL`, which
/// Graphviz copies into its SVG (`<g id=... class=...>`, `<a xlink:href=...>`), so a viewer can link a
/// drawn scene back to the API.
struct DOTRenderer {
    let graph: NavigationGraph

    func render() -> String {
        let unreachable = unreachableNodes()
        let navigation = navigationGroups()
        var lines = [
            "digraph \(quoted("NavGraph " + graph.project.name)) {",
            "    graph [rankdir=LR, fontname=\"Helvetica\", labeljust=l, id=\"navgraph\"\(layoutLimits)];",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "    edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for (position, storyboard) in graph.storyboards.enumerated() {
            // A subgraph whose name starts with `cluster` is drawn as a box around its nodes.
            lines.append("    subgraph \(quoted("cluster_\(position)")) {")
            lines.append("        label=\(quoted(storyboard.name));")
            lines.append("        id=\(quoted("storyboard:" + storyboard.name)); class=\"storyboard\";")
            let members = graph.nodes.indices.filter { graph.nodes[$0].storyboard == position }
            for index in members where navigation.containerOf[index] == nil && navigation.roots[index] == nil {
                lines.append("        \(nodeID(index)) [\(nodeAttributes(index, unreachable: unreachable))];")
            }
            for container in members where navigation.roots[container] != nil {
                // The navigation controller is drawn together with its root: what code receives after a segue.
                lines.append("        subgraph \(quoted("cluster_nav_\(container)")) {")
                lines.append(
                    "            label=\"\"; style=\"rounded,filled\"; fillcolor=\"#eef4fb\"; color=\"#9db8d9\";")
                lines.append(
                    "            id=\(quoted("navigation:" + graph.nodes[container].ref.description)); class=\"navigation\";"
                )
                lines.append(
                    "            \(nodeID(container)) [\(nodeAttributes(container, unreachable: unreachable))];")
                if let root = navigation.roots[container] {
                    lines.append("            \(nodeID(root)) [\(nodeAttributes(root, unreachable: unreachable))];")
                }
                lines.append("        }")
            }
            lines.append("    }")
        }
        for edge in graph.edges {
            guard let source = edge.source else { continue }
            lines.append(contentsOf: edgeLines(edge, source: source))
        }
        for (index, link) in graph.referenceLinks.sorted(by: { $0.key < $1.key }) {
            guard case .scene(let target) = link else { continue }
            let id = quoted("reference:" + graph.nodes[index].ref.description)
            lines.append(
                "    \(nodeID(index)) -> \(nodeID(target)) [id=\(id), class=\"reference\", "
                    + "style=dotted, color=gray40, arrowhead=empty];")
        }
        lines += codeLines()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Past a few hundred scenes, one network-simplex pass per phase (`nslimit`, `nslimit1`) instead of running
    /// to the optimum: about 40% less layout time for slightly longer edges; small graphs keep the best layout.
    private var layoutLimits: String {
        graph.nodes.count > 300 ? ", nslimit=1, nslimit1=1" : ""
    }

    private func edgeLines(_ edge: GraphEdge, source: Int) -> [String] {
        let segueRef = graph.storyboards[edge.storyboard].name + "/" + edge.segue.id
        var attributes = ["id=" + quoted("segue:" + segueRef)]
        if let label = graph.exportLabel(edge: edge) { attributes.append("label=\(quoted(label))") }
        let kind = cssName(edge.segue.kind)
        if edge.segue.kind == "unwind" {
            // An unwind segue's destination is an `<exit>` object, found only at run time: drawn to a small
            // exit marker of its own, dashed and orange.
            let exit = quoted("exit:" + segueRef)
            let action = edge.segue.unwindAction.map { "↩ " + $0 } ?? "↩ unwind"
            return [
                "    \(exit) [id=\(exit), class=\"exit\", label=\(quoted(action)), shape=plain, fontsize=9, "
                    + "fontcolor=darkorange3];",
                "    \(nodeID(source)) -> \(exit) [\((attributes + ["class=\"segue kind-unwind\""] + style(ofKind: "unwind")).joined(separator: ", "))];",
            ]
        }
        guard let destination = edge.destination else {
            let missing = quoted("missing:" + segueRef)
            return [
                "    \(missing) [id=\(missing), class=\"missing\", label=\(quoted("missing " + (edge.segue.destination ?? "destination"))), "
                    + "shape=octagon, color=red, fontcolor=red];",
                "    \(nodeID(source)) -> \(missing) [\((attributes + ["class=\"segue missing\"", "color=red"]).joined(separator: ", "))];",
            ]
        }
        let role = edge.segue.isContainment ? "containment" : "navigation"
        attributes.append("class=\(quoted("segue kind-\(kind) \(role)"))")
        attributes += style(ofKind: edge.segue.kind)
        return ["    \(nodeID(source)) -> \(nodeID(destination)) [\(attributes.joined(separator: ", "))];"]
    }

    private func nodeID(_ index: Int) -> String { quoted(graph.drawingID(ofNode: index)) }

    private func nodeAttributes(_ index: Int, unreachable: Set<Int>) -> String {
        let node = graph.nodes[index]
        var classes = ["scene", "kind-" + cssName(node.scene.kind)]
        var attributes = [
            "id=" + nodeID(index),
            "label=\"" + graph.exportLabel(index).map(DOTText.escaped).joined(separator: "\\n") + "\"",
            "URL=" + DOTText.quotedURL(node.ref),
            "tooltip=" + quoted(node.summary.swiftType + " (" + node.ref.description + ")"),
        ]
        if node.scene.isReference {
            classes.append("reference")
            attributes.append("shape=folder, style=\"\", color=gray40")
        } else if unreachable.contains(index) {
            classes.append("unreachable")
            attributes.append("style=\"rounded,dashed,filled\", fillcolor=gray93, color=gray55, fontcolor=gray40")
        } else if node.scene.kind == "navigationController" {
            attributes.append("style=\"rounded,filled\", fillcolor=\"#d6e6f7\"")
        }
        if node.isInitial {
            classes.append("initial")
            attributes.append("peripheries=2")
        }
        attributes.insert("class=" + quoted(classes.joined(separator: " ")), at: 1)
        return attributes.joined(separator: ", ")
    }

    /// Containment dashed with a diamond, presentations bold red, popovers bold dashed, detail blue, custom
    /// purple, unwinds dashed orange, deprecated kinds gray; `show` keeps the default black line.
    private func style(ofKind kind: String) -> [String] {
        switch kind {
        case "relationship", "embed": return ["style=dashed", "arrowhead=odiamond", "color=gray45"]
        case "presentation", "modal": return ["style=bold", "color=firebrick"]
        case "popoverPresentation": return ["style=\"bold,dashed\"", "color=firebrick"]
        case "showDetail": return ["color=steelblue"]
        case "custom": return ["color=purple"]
        case "unwind": return ["style=dashed", "color=darkorange3"]
        case "push", "replace": return ["color=gray50"]
        default: return []
        }
    }

    /// Node index of every navigation controller with a `rootViewController`, and the reverse.
    private func navigationGroups() -> (roots: [Int: Int], containerOf: [Int: Int]) {
        var roots: [Int: Int] = [:]
        var containerOf: [Int: Int] = [:]
        for edge in graph.edges
        where edge.segue.kind == "relationship" && edge.segue.relationship == "rootViewController" {
            guard let source = edge.source, let root = edge.destination, source != root,
                graph.nodes[source].scene.kind == "navigationController",
                graph.nodes[source].storyboard == graph.nodes[root].storyboard,
                roots[source] == nil, containerOf[root] == nil, roots[root] == nil, containerOf[source] == nil
            else { continue }
            roots[source] = root
            containerOf[root] = source
        }
        return (roots, containerOf)
    }

    /// The nodes the `unreachableScene` diagnostic names.
    private func unreachableNodes() -> Set<Int> {
        var result = Set<Int>()
        for diagnostic in graph.diagnostics() where diagnostic.code == .unreachableScene {
            guard let position = graph.storyboardIndex[diagnostic.storyboard], let scene = diagnostic.sceneID,
                let index = graph.sceneIndex[position][scene]
            else { continue }
            result.insert(index)
        }
        return result
    }

    /// `text` as a CSS class word: letters, digits, `-` and `_` only.
    private func cssName(_ text: String) -> String {
        String(
            text.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }.map(Character.init))
    }

    private func quoted(_ text: String) -> String { DOTText.quoted(text) }
}
