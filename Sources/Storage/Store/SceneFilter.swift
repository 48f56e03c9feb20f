/// What a scene search across a project matches: every filter given (`nil` matches all).
public struct SceneFilter: Sendable, Equatable {
    /// The scene's `customClass`, exactly.
    public var className: String?
    /// The storyboard's name.
    public var storyboard: String?
    /// The scene's storyboard ID.
    public var identifier: String?
    /// The IB element (`viewController`, `reference`, ...).
    public var kind: String?

    /// A filter on the fields given.
    public init(className: String? = nil, storyboard: String? = nil, identifier: String? = nil, kind: String? = nil) {
        self.className = className
        self.storyboard = storyboard
        self.identifier = identifier
        self.kind = kind
    }
}
