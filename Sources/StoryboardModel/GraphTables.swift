/// Views that number a `NavigationGraph`'s scenes and segues project-wide (storyboards in name order, then
/// document order, as a graph built in one pass would) over its per-storyboard parts, which number them from
/// 0 each. A global index is the part's start plus the local index; the part is found by binary search over
/// the starts (one per storyboard).
struct PartStarts: Sendable, Equatable {
    /// Per part its first global index, then the total: `parts.count + 1` entries.
    let starts: [Int]

    init(counts: some Sequence<Int>) {
        var starts = [0]
        for count in counts { starts.append(starts[starts.count - 1] + count) }
        self.starts = starts
    }

    var total: Int { starts[starts.count - 1] }

    /// The part holding global index `index` and the index within it.
    func locate(_ index: Int) -> (part: Int, local: Int) {
        // The last part starting at or before `index` (empty parts share their start with the next one).
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - starts[low])
    }

    subscript(part: Int) -> Int { starts[part] }
}

/// Every scene of the graph by global index.
struct NodeTable: RandomAccessCollection {
    let parts: [StoryboardPart]
    let starts: PartStarts

    var startIndex: Int { 0 }
    var endIndex: Int { starts.total }

    subscript(index: Int) -> GraphNode {
        let (part, local) = starts.locate(index)
        var node = parts[part].nodes[local]
        node.storyboard = part
        return node
    }
}

/// Every segue of the graph by global index, its ends global node indexes.
struct EdgeTable: RandomAccessCollection {
    let parts: [StoryboardPart]
    let nodeStarts: PartStarts
    let edgeStarts: PartStarts

    var startIndex: Int { 0 }
    var endIndex: Int { edgeStarts.total }

    subscript(index: Int) -> GraphEdge {
        let (part, local) = edgeStarts.locate(index)
        var edge = parts[part].edges[local]
        let base = nodeStarts[part]
        edge.storyboard = part
        edge.source = edge.source.map { $0 + base }
        edge.destination = edge.destination.map { $0 + base }
        return edge
    }
}

/// Local indexes seen as global ones: `base` added to each.
struct ShiftedIndices: RandomAccessCollection {
    let base: Int
    let locals: [Int]

    var startIndex: Int { 0 }
    var endIndex: Int { locals.count }
    subscript(position: Int) -> Int { locals[position] + base }
}

/// One list of segue indexes per scene (`outgoing`, `incoming`, ...), by global node index.
struct AdjacencyTable {
    let parts: [StoryboardPart]
    let nodeStarts: PartStarts
    let edgeStarts: PartStarts
    let lists: Lists

    /// Which of a part's per-node segue lists.
    enum Lists {
        case navigation, containment, outgoing, incoming
    }

    subscript(node: Int) -> ShiftedIndices {
        let (part, local) = nodeStarts.locate(node)
        let locals: [Int]
        switch lists {
        case .navigation: locals = parts[part].navigationOut[local]
        case .containment: locals = parts[part].containmentOut[local]
        case .outgoing: locals = parts[part].outgoing[local]
        case .incoming: locals = parts[part].incoming[local]
        }
        return ShiftedIndices(base: edgeStarts[part], locals: locals)
    }
}

/// A dictionary of local index lists seen with global indexes.
struct ShiftedIndexMap: Sequence {
    let map: [String: [Int]]
    let base: Int

    subscript(key: String) -> [Int]? { map[key].map(shift) }
    var keys: Dictionary<String, [Int]>.Keys { map.keys }
    var isEmpty: Bool { map.isEmpty }
    var count: Int { map.count }

    func makeIterator() -> Iterator { Iterator(inner: map.makeIterator(), base: base) }

    private func shift(_ locals: [Int]) -> [Int] {
        base == 0 ? locals : locals.map { $0 + base }
    }

    struct Iterator: IteratorProtocol {
        var inner: Dictionary<String, [Int]>.Iterator
        let base: Int

        mutating func next() -> (key: String, value: [Int])? {
            guard let (key, value) = inner.next() else { return nil }
            return (key, base == 0 ? value : value.map { $0 + base })
        }
    }
}

/// Per node: its segues by identifier (global edge indexes).
struct SegueIdentifierTable {
    let parts: [StoryboardPart]
    let nodeStarts: PartStarts
    let edgeStarts: PartStarts

    subscript(node: Int) -> ShiftedIndexMap {
        let (part, local) = nodeStarts.locate(node)
        return ShiftedIndexMap(map: parts[part].seguesByIdentifier[local], base: edgeStarts[part])
    }
}

/// One value per storyboard position, made on demand from that storyboard's part.
struct PositionTable<Element>: RandomAccessCollection {
    let endIndex: Int
    let element: (Int) -> Element

    var startIndex: Int { 0 }
    subscript(position: Int) -> Element { element(position) }
}

/// Global node index by scene id, in one storyboard.
struct SceneIDMap {
    let map: [String: Int]
    let base: Int

    subscript(id: String) -> Int? { map[id].map { $0 + base } }
}

/// Non-reference scenes by Swift type across the project, global node indexes in node order.
struct ClassTable: Sequence {
    let parts: [StoryboardPart]
    let nodeStarts: PartStarts
    let classParts: [String: [Int]]

    subscript(className: String) -> [Int]? {
        classParts[className].map { positions in matches(className, in: positions) }
    }

    var keys: Dictionary<String, [Int]>.Keys { classParts.keys }

    func makeIterator() -> AnyIterator<(key: String, value: [Int])> {
        var inner = classParts.makeIterator()
        return AnyIterator {
            guard let (className, positions) = inner.next() else { return nil }
            return (className, matches(className, in: positions))
        }
    }

    private func matches(_ className: String, in positions: [Int]) -> [Int] {
        positions.flatMap { position in
            let base = nodeStarts[position]
            return (parts[position].nodesByClass[className] ?? []).map { $0 + base }
        }
    }
}

/// One step of every reference placeholder, by global node index.
struct ReferenceLinkTable: Sequence {
    let links: [NodeID: StoredLink]
    let nodeStarts: PartStarts

    subscript(node: Int) -> ReferenceLink? {
        let (part, local) = nodeStarts.locate(node)
        return links[NodeID(part: part, local: local)].map(global)
    }

    func makeIterator() -> AnyIterator<(key: Int, value: ReferenceLink)> {
        var inner = links.makeIterator()
        return AnyIterator {
            guard let (reference, link) = inner.next() else { return nil }
            return (nodeStarts[reference.part] + reference.local, global(link))
        }
    }

    private func global(_ link: StoredLink) -> ReferenceLink {
        switch link {
        case .scene(let target): return .scene(nodeStarts[target.part] + target.local)
        case .problem(let problem): return problem
        }
    }
}

/// Per scene: the reference placeholders that lead to it in one step (global node indexes, node order).
struct ReferencedByTable {
    let referencedBy: [NodeID: [NodeID]]
    let nodeStarts: PartStarts

    subscript(node: Int) -> [Int]? {
        let (part, local) = nodeStarts.locate(node)
        return referencedBy[NodeID(part: part, local: local)].map { references in
            references.map { nodeStarts[$0.part] + $0.local }
        }
    }
}
