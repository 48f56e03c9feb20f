/// One segue of the graph with its ends resolved to node indexes.
struct GraphEdge: Sendable, Equatable {
    /// The segue as imported.
    let segue: Segue
    /// Index of its storyboard in `NavigationGraph.storyboards`.
    var storyboard: Int
    /// The node the segue leaves, or `nil` when its source id names no scene.
    var source: Int?
    /// The node it arrives at; `nil` for unwind segues (their destination is an `<exit>` object) and for
    /// dangling destinations.
    var destination: Int?
}
