extension NavigationGraph {
    /// The shortest chain of hops from `from` to `to` (breadth-first): navigation segues, containment into a
    /// container's children (a tab bar or navigation controller shows them), storyboard references and, when
    /// the graph holds code navigation, navigation calls in code (either end may then be a code node).
    /// `[]` when both are one scene, `nil` when either is unknown or no chain exists. Among chains of one
    /// length the first in document order wins, so the answer is stable.
    public func route(from: SceneRef, to: SceneRef) -> [RouteHop]? {
        guard let start = endpointIndex(from), let goal = endpointIndex(to) else { return nil }
        if start == goal { return [] }
        // Per reached node: the node it was reached from and the step taken.
        var previous: [Int: (node: Int, step: RouteStep)] = [start: (start, .reference)]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for (next, step) in routeSteps(from: current) where previous[next] == nil {
                previous[next] = (current, step)
                if next == goal {
                    var hops: [RouteHop] = []
                    var cursor = goal
                    while cursor != start, let back = previous[cursor] {
                        hops.append(routeHop(from: back.node, to: cursor, step: back.step))
                        cursor = back.node
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
        let start = try endpoint(named: source)
        let goal = try endpoint(named: target)
        let (from, to) = (endpointRef(start), endpointRef(goal))
        guard let hops = route(from: from, to: to) else {
            let withCode = !code.isEmpty
            let arrivals =
                predecessors(of: goal).isEmpty
                ? (withCode ? "by no segue, container, reference or code" : "by no segue, container or reference")
                : "only from scenes the source cannot reach"
            throw GraphError.notFound(
                "no route from \(from) to \(to) through segues, containers"
                    + (withCode ? ", storyboard references and code" : " and storyboard references"),
                hint: "\(to) is reached " + arrivals)
        }
        return hops
    }

    /// Every simple route (no scene twice) from `from` to `to`, shortest first and, within one length, in
    /// document order; at most `limit` routes and none longer than `maxHops`. Uses the standard budget: see
    /// `enumerateRoutes` for an answer that says whether the search stopped early.
    public func allRoutes(from: SceneRef, to: SceneRef, limit: Int = 20, maxHops: Int = 16) -> [[RouteHop]] {
        let budget = SearchBudget(maxExpansions: SearchBudget.standard.maxExpansions, maxHops: maxHops)
        return enumerateRoutes(from: from, to: to, limit: limit, budget: budget).routes
    }

    /// Every simple route (no scene twice) from `from` to `to`, shortest first and, within one length, in
    /// document order; at most `limit` routes, none longer than `budget.maxHops`, and no more than
    /// `budget.maxExpansions` segues followed in all. When the budget runs out the routes found so far are
    /// returned with the reason, so a dense graph costs a bounded amount of work, never exponential time.
    public func enumerateRoutes(
        from: SceneRef, to: SceneRef, limit: Int = 20, budget: SearchBudget = .standard
    ) -> RouteEnumeration {
        guard let start = endpointIndex(from), let goal = endpointIndex(to), limit > 0 else {
            return RouteEnumeration(routes: [], expansions: 0)
        }
        if start == goal { return RouteEnumeration(routes: [[]], expansions: 0) }
        let distance = distancesToGoal(goal)
        guard let shortest = distance[start], shortest <= budget.maxHops else {
            return RouteEnumeration(routes: [], expansions: 0)
        }
        var search = RouteSearch(
            goal: goal, distance: distance, limit: limit, maxExpansions: budget.maxExpansions, onPath: [start])
        // Iterative deepening with an exact remaining-distance bound: each pass lists the routes of one
        // length, so the answer is ordered by length without enumerating longer routes first.
        var length = shortest
        while length <= budget.maxHops && search.results.count < limit {
            collect(from: start, remaining: length, search: &search)
            if search.exhausted { break }
            length += 1
        }
        let truncation =
            search.exhausted
            ? "the search stopped after following \(search.expansions) segues (its budget) while listing routes "
                + "of \(length) hops; routes of \(length) hops or more may be missing" : nil
        return RouteEnumeration(routes: search.results, expansions: search.expansions, truncation: truncation)
    }

    private func collect(from current: Int, remaining: Int, search: inout RouteSearch) {
        if current == search.goal {
            if remaining == 0 { search.results.append(search.path) }
            return
        }
        guard remaining > 0 else { return }
        for (next, step) in routeSteps(from: current) {
            guard search.results.count < search.limit, !search.exhausted else { return }
            guard search.expansions < search.maxExpansions else {
                search.exhausted = true
                return
            }
            search.expansions += 1
            guard let left = search.distance[next], left <= remaining - 1, !search.onPath.contains(next) else {
                continue
            }
            search.onPath.insert(next)
            search.path.append(routeHop(from: current, to: next, step: step))
            collect(from: next, remaining: remaining - 1, search: &search)
            search.path.removeLast()
            search.onPath.remove(next)
        }
    }

    /// Hop counts to `goal` from every node that can reach it (breadth-first over reversed steps).
    private func distancesToGoal(_ goal: Int) -> [Int: Int] {
        var distance: [Int: Int] = [goal: 0]
        var queue = [goal]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let next = (distance[current] ?? 0) + 1
            for previous in predecessors(of: current) where distance[previous] == nil {
                distance[previous] = next
                queue.append(previous)
            }
        }
        return distance
    }

    /// Nodes with a step to `index`: sources of segues arriving at it and references standing for it.
    private func predecessors(of index: Int) -> [Int] {
        if isCodeNode(index) { return codePredecessors(of: index) }
        let storyboard = incoming[index].compactMap { edges[$0].source } + (referencedBy[index] ?? [])
        return code.isEmpty ? storyboard : storyboard + codePredecessors(of: index)
    }

    /// The steps leaving node `index`, in a fixed order: segues and containment in document order, then the
    /// reference link, then code edges in the facts' order. Unwind segues have no static destination and
    /// dangling segues none at all: left out.
    func routeSteps(from index: Int) -> [(Int, RouteStep)] {
        if isCodeNode(index) { return codeSteps(from: index) }
        // Read from the node's part directly: searches take millions of steps, each found once here.
        let (position, local) = nodeStarts.locate(index)
        let (nodeBase, edgeBase) = (nodeStarts[position], edgeStarts[position])
        var steps: [(Int, RouteStep)] = []
        let destinations = parts[position].destinations
        for edge in parts[position].outgoing[local] {
            if let destination = destinations[edge] {
                steps.append((destination + nodeBase, .segue(edge + edgeBase)))
            }
        }
        if case .scene(let target)? = links.links[NodeID(part: position, local: local)] {
            steps.append((nodeStarts[target.part] + target.local, .reference))
        }
        if !code.isEmpty { steps += codeSteps(from: index) }
        return steps
    }

    /// The public hop for one step, built only for steps on an answer.
    private func routeHop(from: Int, to: Int, step: RouteStep) -> RouteHop {
        let edgeIndex: Int
        switch step {
        case .code(let codeIndex): return codeHop(codeIndex)
        case .reference: return RouteHop(step: .reference, from: nodes[from].ref, to: nodes[to].ref)
        case .segue(let index): edgeIndex = index
        }
        let segue = edges[edgeIndex].segue
        let containment = segue.isContainment
        return RouteHop(
            step: containment ? .containment : .segue, from: nodes[from].ref, to: nodes[to].ref,
            identifier: containment ? nil : segue.identifier.flatMap { $0.isEmpty ? nil : $0 }, segueID: segue.id,
            kind: segue.kind, relationship: segue.relationship)
    }
}

/// One step between nodes while searching routes: a segue (edge index), a reference link or a code edge
/// (index into the code layer's edges).
enum RouteStep {
    case segue(Int)
    case reference
    case code(Int)
}

/// The state of an all-routes search.
private struct RouteSearch {
    let goal: Int
    let distance: [Int: Int]
    let limit: Int
    let maxExpansions: Int
    var onPath: Set<Int>
    var path: [RouteHop] = []
    var results: [[RouteHop]] = []
    /// Steps followed so far, counted against `maxExpansions`.
    var expansions = 0
    /// Set when `expansions` reached `maxExpansions`: the search unwinds and answers what it has.
    var exhausted = false

    init(goal: Int, distance: [Int: Int], limit: Int, maxExpansions: Int, onPath: Set<Int>) {
        self.goal = goal
        self.distance = distance
        self.limit = limit
        self.maxExpansions = maxExpansions
        self.onPath = onPath
    }
}
