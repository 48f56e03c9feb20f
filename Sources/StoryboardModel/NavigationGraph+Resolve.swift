extension NavigationGraph {
    /// Resolves `segue`, which leaves a scene of `storyboard`, to what `prepare(for:sender:)` sees (docs/model.md, "Lookup and resolution").
    public func resolve(segue: Segue, storyboard: String) throws(GraphError) -> SegueResolution {
        guard let position = storyboardIndex[storyboard] else {
            throw GraphError.notFound(
                "no storyboard named '\(storyboard)' in project '\(project.name)'",
                hint: NearMatch.hint(for: storyboard, in: storyboards.map(\.name)))
        }
        guard let source = nodeIndex(SceneRef(storyboard: storyboard, scene: segue.source)) else {
            throw GraphError.notFound(
                "segue '\(segue.id)' leaves scene '\(segue.source)', which is not in storyboard '\(storyboard)'")
        }
        let destination =
            segue.isUnwind ? nil : segue.destination.flatMap { nodeIndex(SceneRef(storyboard: storyboard, scene: $0)) }
        return try resolution(
            of: GraphEdge(segue: segue, storyboard: position, source: source, destination: destination), from: source)
    }

    /// Resolves the segue `identifier` leaving `source` (a class name, `Storyboard/sceneId` or
    /// `Storyboard:storyboardIdentifier`), or leaving a scene embedded in it, where IB puts the segues of a
    /// container view's content.
    public func resolve(from source: String, identifier: String) throws(GraphError) -> SegueResolution {
        guard !identifier.isEmpty else { throw GraphError.invalidQuery("empty segue identifier") }
        let sourceIndex = try node(named: source)
        let edgeIndex = try segueEdge(leaving: sourceIndex, identifier: identifier)
        let edge = edges[edgeIndex]
        return try resolution(of: edge, from: edge.source ?? sourceIndex)
    }

    /// Resolves the segue whose IB id is `segueID` leaving `source` (a class name, `Storyboard/sceneId` or
    /// `Storyboard:storyboardIdentifier`) or a scene embedded in it: for segues without an identifier, such as
    /// embed segues, for which UIKit still calls the container's `prepare(for:sender:)`.
    public func resolve(from source: String, segueID: String) throws(GraphError) -> SegueResolution {
        guard !segueID.isEmpty else { throw GraphError.invalidQuery("empty segue id") }
        let sourceIndex = try node(named: source)
        let candidates = [sourceIndex] + embeddedDescendants(of: sourceIndex)
        for node in candidates {
            for edgeIndex in outgoing[node] where edges[edgeIndex].segue.id == segueID {
                let edge = edges[edgeIndex]
                if edge.segue.kind == "relationship" {
                    throw GraphError.invalidQuery(
                        "\(edgeDescription(edge)) is a relationship, not a segue: no prepare(for:sender:) receives it")
                }
                return try resolution(of: edge, from: node)
            }
        }
        let known = candidates.flatMap { node in
            outgoing[node].map { edges[$0] }.filter { $0.segue.kind != "relationship" }.map(\.segue.id)
        }
        let sourceName = "\(nodes[sourceIndex].ref) (\(nodes[sourceIndex].summary.swiftType))"
        throw GraphError.notFound(
            "no segue with id '\(segueID)' leaves scene \(sourceName)",
            hint: NearMatch.hint(for: segueID, in: Set(known))
                ?? (known.isEmpty ? "it has no segues" : "its segue ids: " + known.sorted().joined(separator: ", ")))
    }

    /// The one segue with `identifier` leaving `source`, else leaving a scene embedded in it.
    func segueEdge(leaving source: Int, identifier: String) throws(GraphError) -> Int {
        var found = seguesByIdentifier[source][identifier] ?? []
        let embedded = found.isEmpty ? embeddedDescendants(of: source) : []
        for child in embedded { found += seguesByIdentifier[child][identifier] ?? [] }
        let sourceName = "\(nodes[source].ref) (\(nodes[source].summary.swiftType))"
        guard let first = found.first else {
            let known = Set(([source] + embedded).flatMap { seguesByIdentifier[$0].keys })
            let hint =
                NearMatch.hint(for: identifier, in: known)
                ?? (known.isEmpty
                    ? "it has no segues with an identifier"
                    : "its segue identifiers: " + known.sorted().joined(separator: ", "))
            throw GraphError.notFound("no segue with identifier '\(identifier)' leaves scene \(sourceName)", hint: hint)
        }
        // Several segues with one identifier (two cells, say) are harmless when they all lead to one scene by
        // one kind: `prepare(for:sender:)` sees the same thing whichever fires.
        let outcomes = Set(found.map { OutcomeKey(destination: edges[$0].destination, kind: edges[$0].segue.kind) })
        if outcomes.count > 1 {
            throw GraphError.ambiguous(
                "\(found.count) segues with identifier '\(identifier)' leave scene \(sourceName) ("
                    + found.map(segueTarget).joined(separator: ", ") + "); give each its own identifier",
                candidates: found.compactMap { edges[$0].destination.map { nodes[$0].summary } })
        }
        return first
    }

    /// Scenes shown inside `source` through embed segues (container views), at any depth, breadth-first,
    /// with reference placeholders replaced by the scenes they stand for.
    func embeddedDescendants(of source: Int) -> [Int] {
        var result: [Int] = []
        var seen: Set<Int> = [source]
        var queue = [source]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edgeIndex in containmentOut[current] where edges[edgeIndex].segue.kind == "embed" {
                guard var child = edges[edgeIndex].destination else { continue }
                while case .scene(let target)? = referenceLinks[child], !seen.contains(target) {
                    seen.insert(child)
                    child = target
                }
                guard seen.insert(child).inserted else { continue }
                result.append(child)
                queue.append(child)
            }
        }
        return result
    }

    /// Follows `edge` from node `source` through references and navigation controllers.
    func resolution(of edge: GraphEdge, from source: Int) throws(GraphError) -> SegueResolution {
        let segue = edge.segue
        let identifier = segue.identifier.flatMap { $0.isEmpty ? nil : $0 }
        if segue.isUnwind {
            // An unwind segue's destination is the scene's `<exit>` object; UIKit picks the target at run time
            // by walking the presented hierarchy for `unwindAction`.
            return SegueResolution(
                source: nodes[source].summary, segueID: segue.id, identifier: identifier, kind: segue.kind,
                destination: nil, presented: nil, content: nil, via: [], unwindAction: segue.unwindAction)
        }
        guard let destination = edge.destination else {
            throw GraphError.unresolvable(danglingMessage(edge))
        }
        var via = [ResolutionHop(step: "segue", from: nodes[source].ref, to: nodes[destination].ref)]
        var visited: Set<Int> = [destination]
        var current = try followReferences(from: destination, via: &via, visited: &visited)
        let presented = current
        // UIKit presents the navigation controller; the code wants its root, possibly several levels down
        // (a navigation controller whose root is a reference to another storyboard's navigation controller).
        while nodes[current].scene.isNavigationController,
            let rootEdge = containmentOut[current].first(where: { edges[$0].segue.relationship == "rootViewController" }
            )
        {
            guard let root = edges[rootEdge].destination else {
                throw GraphError.unresolvable(danglingMessage(edges[rootEdge]))
            }
            via.append(ResolutionHop(step: "rootViewController", from: nodes[current].ref, to: nodes[root].ref))
            guard visited.insert(root).inserted else { throw GraphError.unresolvable(cycleMessage(via)) }
            current = try followReferences(from: root, via: &via, visited: &visited)
        }
        var container: ContainerSummary?
        if nodes[current].scene.isMultiChildContainer {
            container = ContainerSummary(scene: nodes[current].summary, children: try children(of: current))
        }
        return SegueResolution(
            source: nodes[source].summary, segueID: segue.id, identifier: identifier, kind: segue.kind,
            destination: nodes[destination].summary, presented: nodes[presented].summary,
            content: nodes[current].summary, container: container, via: via, unwindAction: segue.unwindAction)
    }

    /// The relationship children of a container in document order, each followed through references, with the
    /// role its relationship gives it (tabs and split items numbered in order).
    func children(of container: Int) throws(GraphError) -> [ContainerChild] {
        var result: [ContainerChild] = []
        var counts: [ContainerChild.Role: Int] = [:]
        for edgeIndex in containmentOut[container] where edges[edgeIndex].segue.kind == "relationship" {
            guard let child = edges[edgeIndex].destination else {
                throw GraphError.unresolvable(danglingMessage(edges[edgeIndex]))
            }
            var hops: [ResolutionHop] = []
            var visited: Set<Int> = [child]
            let scene = nodes[try followReferences(from: child, via: &hops, visited: &visited)].summary
            let relationship = edges[edgeIndex].segue.relationship ?? ""
            let role = ContainerChild.Role(relationship: relationship)
            var index: Int?
            if role.isOrdered {
                index = counts[role, default: 0]
                counts[role, default: 0] += 1
            }
            result.append(ContainerChild(scene: scene, role: role, relationship: relationship, index: index))
        }
        return result
    }

    /// Follows reference placeholders from `start` until a real scene, recording each hop.
    func followReferences(
        from start: Int, via: inout [ResolutionHop], visited: inout Set<Int>
    ) throws(GraphError) -> Int {
        var current = start
        while let link = referenceLinks[current] {
            guard case .scene(let target) = link else {
                throw GraphError.unresolvable(
                    "storyboard reference \(nodes[current].ref) cannot be followed: \(link.problem ?? "unknown target")"
                )
            }
            via.append(ResolutionHop(step: "reference", from: nodes[current].ref, to: nodes[target].ref))
            guard visited.insert(target).inserted else { throw GraphError.unresolvable(cycleMessage(via)) }
            current = target
        }
        return current
    }

    /// "segue 'showX' (id abc) from Main/src leads to scene 'zzz', which is not in storyboard 'Main'".
    func danglingMessage(_ edge: GraphEdge) -> String {
        let storyboardName = storyboards[edge.storyboard].name
        let what = edgeDescription(edge)
        guard let destination = edge.segue.destination, !destination.isEmpty else {
            return "\(what) has no destination"
        }
        return "\(what) leads to scene '\(destination)', which is not in storyboard '\(storyboardName)'"
    }

    /// A segue as people recognise it: its identifier or relationship, its id and its source.
    func edgeDescription(_ edge: GraphEdge) -> String {
        let segue = edge.segue
        let source = "\(storyboards[edge.storyboard].name)/\(segue.source)"
        if let identifier = segue.identifier, !identifier.isEmpty {
            return "segue '\(identifier)' (\(segue.id)) from \(source)"
        }
        if let relationship = segue.relationship, !relationship.isEmpty {
            return "\(relationship) relationship (\(segue.id)) of \(source)"
        }
        return "\(segue.kind) segue \(segue.id) from \(source)"
    }

    /// "SEG-1 → Main/abc" (or "→ missing 'xyz'") for listing segues that share an identifier.
    private func segueTarget(_ index: Int) -> String {
        let edge = edges[index]
        let target = edge.destination.map { nodes[$0].ref.description } ?? "missing '\(edge.segue.destination ?? "")'"
        return "\(edge.segue.id) → \(target)"
    }

    private func cycleMessage(_ via: [ResolutionHop]) -> String {
        // The cycle starts after the segue itself: list only the reference and root hops.
        let hops = via.filter { $0.step != "segue" }
        let chain = hops.map(\.from.description) + [hops.last?.to.description ?? ""]
        return "storyboard references form a cycle: " + chain.joined(separator: " → ")
    }
}

/// What a segue leads to, for telling harmless duplicate identifiers from ambiguous ones.
private struct OutcomeKey: Hashable {
    let destination: Int?
    let kind: String
}
