/// One segue of the graph with its ends resolved to node indexes.
struct GraphEdge: Sendable {
    /// The segue as imported.
    let segue: Segue
    /// Index of its storyboard in `NavigationGraph.storyboards`.
    let storyboard: Int
    /// The node the segue leaves, or `nil` when its source id names no scene.
    let source: Int?
    /// The node it arrives at; `nil` for unwind segues (their destination is an `<exit>` object) and for
    /// dangling destinations.
    let destination: Int?
}
