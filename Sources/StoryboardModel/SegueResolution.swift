/// A scene as it appears in answers: where it is and what type code receives for it.
public struct SceneSummary: Codable, Sendable, Hashable {
    /// The storyboard name.
    public var storyboard: String
    /// The IB id.
    public var id: String
    /// The IB element kind (or `reference`).
    public var kind: String
    /// The Swift type code receives (see `Scene.swiftType(platform:)`).
    public var swiftType: String
    /// `customClass`, if set.
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// `customModuleProvider="target"`.
    public var inheritsModuleFromTarget: Bool
    /// The storyboard ID, if set.
    public var storyboardIdentifier: String?

    /// Creates a summary.
    public init(
        storyboard: String, id: String, kind: String, swiftType: String, customClass: String? = nil,
        customModule: String? = nil, inheritsModuleFromTarget: Bool = false, storyboardIdentifier: String? = nil
    ) {
        self.storyboard = storyboard
        self.id = id
        self.kind = kind
        self.swiftType = swiftType
        self.customClass = customClass
        self.customModule = customModule
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
        self.storyboardIdentifier = storyboardIdentifier
    }

    /// Summarises `scene` of `storyboard` for `platform`.
    public init(_ scene: Scene, storyboard: String, platform: Platform) {
        self.init(
            storyboard: storyboard, id: scene.id, kind: scene.kind, swiftType: scene.swiftType(platform: platform),
            customClass: scene.customClass, customModule: scene.customModule,
            inheritsModuleFromTarget: scene.inheritsModuleFromTarget, storyboardIdentifier: scene.storyboardIdentifier)
    }

    /// The reference to this scene.
    public var ref: SceneRef { SceneRef(storyboard: storyboard, scene: id) }
}

/// One step followed while resolving a segue.
public struct ResolutionHop: Codable, Sendable, Hashable {
    /// What the step followed: `segue`, `reference` (a storyboard reference placeholder) or
    /// `rootViewController` (a navigation controller unwrapped).
    public var step: String
    /// Where the step started.
    public var from: SceneRef
    /// Where it arrived.
    public var to: SceneRef

    /// Creates a hop.
    public init(step: String, from: SceneRef, to: SceneRef) {
        self.step = step
        self.from = from
        self.to = to
    }
}

/// A container that resolution does not unwrap silently (tab bar, split, page): it and its children.
public struct ContainerSummary: Codable, Sendable, Hashable {
    /// The container scene.
    public var scene: SceneSummary
    /// Its children in relationship order, each resolved through references, with its role.
    public var children: [ContainerChild]

    /// Creates a container summary.
    public init(scene: SceneSummary, children: [ContainerChild]) {
        self.scene = scene
        self.children = children
    }
}

/// The answer to "what does `prepare(for:sender:)` see for this segue".
public struct SegueResolution: Codable, Sendable, Hashable {
    /// The scene the segue leaves.
    public var source: SceneSummary
    /// The segue's IB id.
    public var segueID: String
    /// The segue identifier, if any.
    public var identifier: String?
    /// The segue kind (`show`, `presentation`, `unwind`, ...).
    public var kind: String
    /// The segue's own destination scene (may be a reference placeholder); `nil` for unwind segues.
    public var destination: SceneSummary?
    /// What UIKit presents: the destination after following storyboard references.
    public var presented: SceneSummary?
    /// What the caller's code should cast to: `presented` with navigation controllers unwrapped.
    public var content: SceneSummary?
    /// Set when `content` is a tab bar, split or page container: its children.
    public var container: ContainerSummary?
    /// Every hop followed, in order.
    public var via: [ResolutionHop]
    /// For unwind segues: the action selector.
    public var unwindAction: String?

    /// Creates a resolution.
    public init(
        source: SceneSummary, segueID: String, identifier: String?, kind: String, destination: SceneSummary?,
        presented: SceneSummary?, content: SceneSummary?, container: ContainerSummary? = nil,
        via: [ResolutionHop], unwindAction: String? = nil
    ) {
        self.source = source
        self.segueID = segueID
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.presented = presented
        self.content = content
        self.container = container
        self.via = via
        self.unwindAction = unwindAction
    }
}
