/// One storyboard file: its scenes (view controllers and references) and segues.
public struct Storyboard: Codable, Sendable, Equatable, Hashable {
    /// The file name without `.storyboard`; unique per project.
    public var name: String
    /// The platform from the document's `targetRuntime`, when known.
    public var platform: Platform?
    /// The document's `targetRuntime` attribute as written (e.g. `iOS.CocoaTouch`).
    public var targetRuntime: String?
    /// The document's `toolsVersion` attribute.
    public var toolsVersion: String?
    /// The id of the initial scene (`initialViewController`), if any.
    public var initialScene: String?
    /// Every scene, in document order.
    public var scenes: [Scene]
    /// Every segue, in document order.
    public var segues: [Segue]
    /// Grows with every replace; 1 for a new storyboard. Assigned by storage.
    public var revision: Int

    /// Creates a storyboard value.
    public init(
        name: String, platform: Platform? = nil, targetRuntime: String? = nil, toolsVersion: String? = nil,
        initialScene: String? = nil, scenes: [Scene] = [], segues: [Segue] = [], revision: Int = 1
    ) {
        self.name = name
        self.platform = platform
        self.targetRuntime = targetRuntime
        self.toolsVersion = toolsVersion
        self.initialScene = initialScene
        self.scenes = scenes
        self.segues = segues
        self.revision = revision
    }

    /// The scene with IB id `id`, if any.
    public func scene(id: String) -> Scene? {
        scenes.first { $0.id == id }
    }
}
