/// A storyboard as listed: counts instead of contents.
public struct StoryboardSummary: Codable, Sendable, Equatable, Hashable {
    /// The storyboard name.
    public var name: String
    /// Its revision.
    public var revision: Int
    /// The initial scene id, if any.
    public var initialScene: String?
    /// The number of scenes.
    public var sceneCount: Int
    /// The number of segues.
    public var segueCount: Int

    /// Creates a summary.
    public init(name: String, revision: Int, initialScene: String?, sceneCount: Int, segueCount: Int) {
        self.name = name
        self.revision = revision
        self.initialScene = initialScene
        self.sceneCount = sceneCount
        self.segueCount = segueCount
    }
}
