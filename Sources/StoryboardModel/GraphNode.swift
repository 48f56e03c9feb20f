/// One scene of the graph with what queries need precomputed.
struct GraphNode: Sendable, Equatable {
    /// Where the scene is.
    let ref: SceneRef
    /// The scene as imported.
    let scene: Scene
    /// Index of its storyboard in `NavigationGraph.storyboards`.
    var storyboard: Int
    /// Its summary for answers, computed once with the storyboard's platform.
    let summary: SceneSummary
    /// Whether it is its storyboard's initial scene.
    let isInitial: Bool
}
