/// A scene of the graph as its storyboard's position and its index within that storyboard's part: what the
/// indexes that cross storyboards hold, so that a storyboard whose scene count changes moves no other part's
/// numbers.
struct NodeID: Sendable, Hashable, Comparable {
    /// The storyboard's position in `NavigationGraph.storyboards`.
    var part: Int
    /// The scene's index in that storyboard's `StoryboardPart.nodes`.
    var local: Int

    static func < (lhs: NodeID, rhs: NodeID) -> Bool {
        (lhs.part, lhs.local) < (rhs.part, rhs.local)
    }
}

/// One step of a reference placeholder, as `GraphLinks` keeps it.
enum StoredLink: Sendable, Equatable {
    /// It stands for this scene.
    case scene(NodeID)
    /// It cannot be followed (never `.scene`).
    case problem(ReferenceLink)
}

extension Array where Element: Comparable {
    /// Inserts `element` where it keeps the array sorted (after equal elements).
    mutating func insertSorted(_ element: Element) {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] <= element { low = middle + 1 } else { high = middle }
        }
        insert(element, at: low)
    }
}

extension Dictionary where Value == [NodeID] {
    /// Removes `element` from the list under `key`, and the key once its list is empty (a full build never
    /// keeps empty lists, and an incrementally kept graph must equal it).
    mutating func remove(_ element: NodeID, under key: Key) {
        guard var list = self[key] else { return }
        list.removeAll { $0 == element }
        self[key] = list.isEmpty ? nil : list
    }
}
