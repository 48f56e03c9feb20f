extension NavigationGraph {
    /// The shortest chain of hops from `from` to `to` (breadth-first): navigation segues, containment into a
    /// container's children (a tab bar or navigation controller shows them) and storyboard references.
    /// `[]` when both are one scene, `nil` when either is unknown or no chain exists. Among chains of one
    /// length the first in document order wins, so the answer is stable.
    public func route(from: SceneRef, to: SceneRef) -> [RouteHop]? {
        guard let start = nodeIndex[from], let goal = nodeIndex[to] else { return nil }
        if start == goal { return [] }
        var previous: [Int: (node: Int, hop: RouteHop)] = [:]
        var queue = [start]
        var head = 0
        var seen: Set<Int> = [start]
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (next, hop) in routeSteps(from: current) where seen.insert(next).inserted {
                previous[next] = (current, hop)
                if next == goal {
                    var hops: [RouteHop] = []
                    var cursor = goal
                    while let step = previous[cursor] {
                        hops.append(step.hop)
                        cursor = step.node
                    }
                    return hops.reversed()
                }
                queue.append(next)
            }
        }
        return nil
    }

    /// The shortest route between the scenes `source` and `target` name (see `locate(_:)`); `notFound` when
    /// no chain of segues, containment and references leads there.
    public func route(from source: String, to target: String) throws(GraphError) -> [RouteHop] {
        let start = try locate(source)
        let goal = try locate(target)
        guard let hops = route(from: start, to: goal) else {
            throw GraphError.notFound(
                "no route from \(start) to \(goal) through segues, containers and storyboard references",
                hint: "\(goal) is reached " + arrivalsText(goal))
        }
        return hops
    }

    /// Every simple route (no scene twice) from `from` to `to`, shortest first and, within one length, in
    /// document order; at most `limit` routes and none longer than `maxHops`.
    public func allRoutes(from: SceneRef, to: SceneRef, limit: Int = 20, maxHops: Int = 16) -> [[RouteHop]] {
        guard let start = nodeIndex[from], let goal = nodeIndex[to], limit > 0 else { return [] }
        if start == goal { return [[]] }
        let distance = distancesToGoal(goal)
        guard let shortest = distance[start], shortest <= maxHops else { return [] }
        var results: [[RouteHop]] = []
        var path: [RouteHop] = []
        var onPath: Set<Int> = [start]
        // Iterative deepening with an exact remaining-distance bound: each pass lists the routes of one
        // length, so the answer is ordered by length without enumerating longer routes first.
        for length in shortest...maxHops where results.count < limit {
            collect(
                from: start, goal: goal, remaining: length, distance: distance, path: &path, onPath: &onPath,
                results: &results, limit: limit)
        }
        return results
    }

    private func collect(
        from current: Int, goal: Int, remaining: Int, distance: [Int: Int], path: inout [RouteHop],
        onPath: inout Set<Int>, results: inout [[RouteHop]], limit: Int
    ) {
        if current == goal {
            if remaining == 0 { results.append(path) }
            return
        }
        guard remaining > 0 else { return }
        for (next, hop) in routeSteps(from: current) {
            guard results.count < limit else { return }
            guard let left = distance[next], left <= remaining - 1, !onPath.contains(next) else { continue }
            onPath.insert(next)
            path.append(hop)
            collect(
                from: next, goal: goal, remaining: remaining - 1, distance: distance, path: &path, onPath: &onPath,
                results: &results, limit: limit)
            path.removeLast()
            onPath.remove(next)
        }
    }

    /// Hop counts to `goal` from every node that can reach it (breadth-first over reversed steps).
    private func distancesToGoal(_ goal: Int) -> [Int: Int] {
        var reversed: [Int: [Int]] = [:]
        for index in nodes.indices {
            for (next, _) in routeSteps(from: index) { reversed[next, default: []].append(index) }
        }
        var distance: [Int: Int] = [goal: 0]
        var queue = [goal]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for previous in reversed[current] ?? [] where distance[previous] == nil {
                distance[previous] = (distance[current] ?? 0) + 1
                queue.append(previous)
            }
        }
        return distance
    }

    /// The steps leaving node `index`, in a fixed order: segues and containment in document order, then the
    /// reference link. Unwind segues have no static destination and are left out.
    func routeSteps(from index: Int) -> [(Int, RouteHop)] {
        var steps: [(Int, RouteHop)] = []
        let from = nodes[index].ref
        for edgeIndex in (navigationOut[index] + containmentOut[index]).sorted() {
            let edge = edges[edgeIndex]
            guard let destination = edge.destination else { continue }
            let containment = edge.segue.isContainment
            steps.append(
                (
                    destination,
                    RouteHop(
                        step: containment ? .containment : .segue, from: from, to: nodes[destination].ref,
                        identifier: containment ? nil : edge.segue.identifier.flatMap { $0.isEmpty ? nil : $0 },
                        segueID: edge.segue.id, kind: edge.segue.kind, relationship: edge.segue.relationship)
                ))
        }
        if case .scene(let target)? = referenceLinks[index] {
            steps.append((target, RouteHop(step: .reference, from: from, to: nodes[target].ref)))
        }
        return steps
    }

    private func arrivalsText(_ ref: SceneRef) -> String {
        guard let index = nodeIndex[ref] else { return "by nothing" }
        return incoming[index].isEmpty && !referenceLinks.values.contains(.scene(index))
            ? "by no segue, container or reference" : "only from scenes the source cannot reach"
    }
}
