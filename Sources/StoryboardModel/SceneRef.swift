/// Names one scene of a project: its storyboard and IB id. Written `Storyboard/sceneId`.
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

    /// `Storyboard/sceneId`.
    public var description: String { "\(storyboard)/\(scene)" }

    /// Orders by storyboard, then scene id.
    public static func < (lhs: SceneRef, rhs: SceneRef) -> Bool {
        (lhs.storyboard, lhs.scene) < (rhs.storyboard, rhs.scene)
    }
}
