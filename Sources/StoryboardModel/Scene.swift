/// One scene of a storyboard: a view controller, window controller, or a storyboard reference placeholder.
public struct Scene: Sendable, Equatable, Hashable {
    /// The IB object id (e.g. `BYZ-38-t0r`), unique per storyboard.
    public var id: String
    /// The IB element name (`viewController`, `navigationController`, ...) or `reference` for a
    /// storyboard reference placeholder. Unknown element names are kept as written.
    public var kind: String
    /// `customClass`, if set.
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the app's own module.
    public var inheritsModuleFromTarget: Bool
    /// `storyboardIdentifier` (the "Storyboard ID"), if set.
    public var storyboardIdentifier: String?
    /// `title`, if set.
    public var title: String?
    /// `userLabel`, if set.
    public var userLabel: String?
    /// For references: the storyboard it points to (`nil` means this storyboard).
    public var referencedStoryboard: String?
    /// For references: the storyboard ID it points to (`nil` means the initial scene).
    public var referencedIdentifier: String?
    /// For references: `bundleIdentifier`, if set.
    public var bundleIdentifier: String?
    /// The 1-based line in the imported source where the scene's element starts.
    public var line: Int?
    /// The prototype cells and reusable views of the scene's table and collection views, in document order.
    public var cells: [PrototypeCell]
    /// For a watchOS static notification interface: the `identifier` of its `<notificationCategory>`, the
    /// category of the notifications WatchKit shows it for (`nil`: the default category).
    public var notificationCategory: String?
    /// For a macOS scene that an item of the main menu opens by a segue (IB draws it from the item in the
    /// Application scene, which has no controller, so it is no segue of the model's): the item's title, or
    /// its IB id when it has none. AppKit opens the scene when the item is chosen, so it is an entry point.
    public var menuItem: String?

    /// The `kind` of a storyboard reference placeholder.
    public static let referenceKind = "reference"

    /// Creates a scene value.
    public init(
        id: String, kind: String, customClass: String? = nil, customModule: String? = nil,
        inheritsModuleFromTarget: Bool = false, storyboardIdentifier: String? = nil, title: String? = nil,
        userLabel: String? = nil, referencedStoryboard: String? = nil, referencedIdentifier: String? = nil,
        bundleIdentifier: String? = nil, line: Int? = nil, cells: [PrototypeCell] = [],
        notificationCategory: String? = nil, menuItem: String? = nil
    ) {
        self.id = id
        self.kind = kind
        self.customClass = customClass
        self.customModule = customModule
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.userLabel = userLabel
        self.referencedStoryboard = referencedStoryboard
        self.referencedIdentifier = referencedIdentifier
        self.bundleIdentifier = bundleIdentifier
        self.line = line
        self.cells = cells
        self.notificationCategory = notificationCategory
        self.menuItem = menuItem
    }

    /// Whether this scene is a storyboard reference placeholder.
    public var isReference: Bool { kind == Self.referenceKind }
}
