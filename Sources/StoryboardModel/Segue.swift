/// One segue: an edge from a source scene to a destination scene.
public struct Segue: Sendable, Equatable, Hashable {
    /// The IB object id of the segue, unique per storyboard.
    public var id: String
    /// The id of the scene whose view controller owns the segue.
    public var source: String
    /// The IB id of the destination object (a scene, or the `<exit>` object of an unwind segue).
    public var destination: String?
    /// `show`, `showDetail`, `presentation`, `popoverPresentation`, `embed`, `relationship`, `unwind`,
    /// `custom`, or the deprecated `push`, `modal`, `replace`; kept as written.
    public var kind: String
    /// The segue identifier; `nil` when absent or empty.
    public var identifier: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`, ...
    public var relationship: String?
    /// `customClass`, if set.
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// For unwind segues: the action selector, e.g. `unwindToHome:`.
    public var unwindAction: String?
    /// `destinationCreationSelector`, if set (iOS 13 creator-based instantiation).
    public var destinationCreationSelector: String?
    /// Other presentation attributes as written (`modalPresentationStyle`, `animates`, ...).
    public var attributes: [String: String]
    /// Whether the segue has 3D Touch "Peek & Pop" preview and commit segues.
    ///
    /// IB format fact: Xcode writes them as `<segue key="commit" inheritsFrom="parent"/>` and
    /// `<segue key="preview" inheritsFrom="commit"/>` nested in this segue's element. They are part of it (the
    /// same source, destination and identifier, shown as a preview and then committed), never segues of their own.
    public var previewing: Bool
    /// The 1-based line in the imported source where the segue element starts.
    public var line: Int?

    /// Creates a segue value.
    public init(
        id: String, source: String, destination: String?, kind: String, identifier: String? = nil,
        relationship: String? = nil, customClass: String? = nil, customModule: String? = nil,
        unwindAction: String? = nil, destinationCreationSelector: String? = nil, attributes: [String: String] = [:],
        previewing: Bool = false, line: Int? = nil
    ) {
        self.id = id
        self.source = source
        self.destination = destination
        self.kind = kind
        self.identifier = identifier
        self.relationship = relationship
        self.customClass = customClass
        self.customModule = customModule
        self.unwindAction = unwindAction
        self.destinationCreationSelector = destinationCreationSelector
        self.attributes = attributes
        self.previewing = previewing
        self.line = line
    }

    /// Whether the segue is an edge of containment (`relationship`, `embed`) rather than navigation.
    public var isContainment: Bool { kind == "relationship" || kind == "embed" }

    /// Whether the segue is an unwind segue (its destination is an `<exit>` object).
    public var isUnwind: Bool { kind == "unwind" }
}
