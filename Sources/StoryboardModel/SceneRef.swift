/// Names one scene of a project: its storyboard and IB id. Written `Storyboard/sceneId`.
///
/// A class made in code that no one scene is (a code node of the graph, docs/model.md "Code navigation") is
/// named by an empty `storyboard` and its class name as `scene` (`SceneRef.code(_:)`), written as the bare
/// class name: storyboard names are never empty.
public struct SceneRef: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The storyboard name.
    public var storyboard: String
    /// The scene's IB id.
    public var scene: String

    /// Creates a reference.
    public init(storyboard: String, scene: String) {
        self.storyboard = storyboard
        self.scene = scene
    }

    /// The code node of class `className`.
    public static func code(_ className: String) -> SceneRef {
        SceneRef(storyboard: "", scene: className)
    }

    /// Whether it names a code node rather than a scene.
    public var isCode: Bool { storyboard.isEmpty }

    /// `Storyboard/sceneId`, or a code node's class name.
    public var description: String { isCode ? scene : "\(storyboard)/\(scene)" }

    /// Orders by storyboard, then scene id.
    public static func < (lhs: SceneRef, rhs: SceneRef) -> Bool {
        (lhs.storyboard, lhs.scene) < (rhs.storyboard, rhs.scene)
    }
}
