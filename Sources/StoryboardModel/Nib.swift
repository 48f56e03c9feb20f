/// One Interface Builder `.xib` file (a nib): its File's Owner and its top-level objects.
///
/// IB writes a nib as `<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">` (macOS `...Cocoa.XIB`,
/// tvOS `...AppleTV.XIB`) whose `<objects>` hold the placeholders first (iOS and tvOS:
/// `<placeholder placeholderIdentifier="IBFilesOwner" id="-1">` and `IBFirstResponder`; macOS:
/// `<customObject id="-2" userLabel="File's Owner">`, `id="-1"` First Responder, `id="-3"` Application), then
/// the objects `UINib.instantiate(withOwner:options:)` (or `NSNib`) creates, in document order.
public struct Nib: Codable, Sendable, Equatable, Hashable {
    /// The file name without `.xib` (`Base.lproj/CellView.xib` → `CellView`): what `UINib(nibName:bundle:)` and
    /// `init(nibName:bundle:)` take. Unique per project.
    public var name: String
    /// The platform from the document's `targetRuntime` (else its type), when known.
    public var platform: Platform?
    /// The document's `targetRuntime` attribute as written (e.g. `iOS.CocoaTouch`).
    public var targetRuntime: String?
    /// The document's `toolsVersion` attribute.
    public var toolsVersion: String?
    /// The File's Owner placeholder, when the nib declares one (Xcode always writes it).
    public var owner: NibOwner?
    /// Every top-level object (placeholders left out), in document order.
    public var objects: [NibObject]
    /// Grows with every replace; 1 for a new nib. Assigned by storage.
    public var revision: Int

    /// Creates a nib value.
    public init(
        name: String, platform: Platform? = nil, targetRuntime: String? = nil, toolsVersion: String? = nil,
        owner: NibOwner? = nil, objects: [NibObject] = [], revision: Int = 1
    ) {
        self.name = name
        self.platform = platform
        self.targetRuntime = targetRuntime
        self.toolsVersion = toolsVersion
        self.owner = owner
        self.objects = objects
        self.revision = revision
    }

    /// The top-level object with IB id `id`, if any.
    public func object(id: String) -> NibObject? {
        objects.first { $0.id == id }
    }

    /// The top-level view the File's Owner's `view` outlet points at: the view of a view controller made with
    /// `init(nibName:bundle:)`. `nil` when the outlet is not set or points below the top level.
    public var ownerView: NibObject? {
        guard let id = owner?.viewOutlet else { return nil }
        return object(id: id)
    }

    /// Whether the nib is a view controller's: its owner's `view` outlet points at one of its top-level objects.
    public var isViewControllerNib: Bool { ownerView != nil }

    /// The top-level cells and reusable views (table and collection view cells, collection reusable views,
    /// AppKit table cell views), in document order.
    public var cells: [NibObject] { objects.filter(\.isCell) }
}

/// The File's Owner of a nib: the object passed as `owner` when the nib is loaded (a view controller for
/// `init(nibName:bundle:)`), whose class IB knows from the placeholder's `customClass`.
public struct NibOwner: Codable, Sendable, Equatable, Hashable {
    /// `customClass`, if set (`UIViewController`, `MyViewController`, ...).
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the app's own module.
    public var inheritsModuleFromTarget: Bool
    /// The IB id the owner's `view` outlet points at (`<outlet property="view" destination="...">`), if set.
    public var viewOutlet: String?
    /// The 1-based line of the placeholder's element.
    public var line: Int?

    /// Creates an owner value.
    public init(
        customClass: String? = nil, customModule: String? = nil, inheritsModuleFromTarget: Bool = false,
        viewOutlet: String? = nil, line: Int? = nil
    ) {
        self.customClass = customClass
        self.customModule = customModule
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
        self.viewOutlet = viewOutlet
        self.line = line
    }
}
