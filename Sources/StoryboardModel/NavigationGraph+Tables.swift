/// The graph's indexes with project-wide numbers (see `GraphTables.swift`), which every query reads.
extension NavigationGraph {
    /// Every scene, storyboards in name order, scenes in document order.
    var nodes: NodeTable { NodeTable(parts: parts, starts: nodeStarts) }
    /// Every segue, storyboards in name order, segues in document order.
    var edges: EdgeTable { EdgeTable(parts: parts, nodeStarts: nodeStarts, edgeStarts: edgeStarts) }
    /// Per storyboard index: node index by scene id.
    var sceneIndex: PositionTable<SceneIDMap> {
        PositionTable(endIndex: parts.count) { [parts, nodeStarts] in
            SceneIDMap(map: parts[$0].sceneIndex, base: nodeStarts[$0])
        }
    }
    /// Per node: its navigation segues (edge indexes, document order), unwind segues included.
    var navigationOut: AdjacencyTable { adjacency(.navigation) }
    /// Per node: its containment segues (relationship, embed), document order.
    var containmentOut: AdjacencyTable { adjacency(.containment) }
    /// Per node: every segue leaving it, navigation and containment, in document order.
    var outgoing: AdjacencyTable { adjacency(.outgoing) }
    /// Per node: segues arriving at it (edge indexes), for explaining how a scene is reached.
    var incoming: AdjacencyTable { adjacency(.incoming) }
    /// Per node: its segues by identifier (only segues with an identifier).
    var seguesByIdentifier: SegueIdentifierTable {
        SegueIdentifierTable(parts: parts, nodeStarts: nodeStarts, edgeStarts: edgeStarts)
    }
    /// Non-reference scenes by Swift type (custom class, else framework class), document order.
    var nodesByClass: ClassTable { ClassTable(parts: parts, nodeStarts: nodeStarts, classParts: links.classParts) }
    /// Per storyboard index: scenes by storyboard ID, document order.
    var nodesByIdentifier: PositionTable<ShiftedIndexMap> {
        PositionTable(endIndex: parts.count) { [parts, nodeStarts] in
            ShiftedIndexMap(map: parts[$0].nodesByIdentifier, base: nodeStarts[$0])
        }
    }
    /// One step of every reference placeholder, by node index.
    var referenceLinks: ReferenceLinkTable { ReferenceLinkTable(links: links.links, nodeStarts: nodeStarts) }
    /// Per node: the reference placeholders that lead to it in one step, in node order.
    var referencedBy: ReferencedByTable { ReferencedByTable(referencedBy: links.referencedBy, nodeStarts: nodeStarts) }

    private func adjacency(_ lists: AdjacencyTable.Lists) -> AdjacencyTable {
        AdjacencyTable(parts: parts, nodeStarts: nodeStarts, edgeStarts: edgeStarts, lists: lists)
    }
}
