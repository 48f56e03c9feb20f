/// One top-level object of a nib: a view, a cell or reusable view, a view controller, an object.
public struct NibObject: Codable, Sendable, Equatable, Hashable {
    /// What the object is, from its element.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// A view: `<view>`, macOS `<customView>`, or another view element (`<stackView>`, `<button>`, ...).
        case view
        /// `<tableViewCell>`: a `UITableViewCell` (registered with `register(_:forCellReuseIdentifier:)`).
        case tableViewCell
        /// `<collectionViewCell>`: a `UICollectionViewCell`.
        case collectionViewCell
        /// `<collectionReusableView>`: a supplementary `UICollectionReusableView`.
        case collectionReusableView
        /// A view controller of any class kind (`<viewController>`, `<tableViewController>`, ...; the element
        /// is kept in `elementName`).
        case viewController
        /// `<tableCellView>`: an AppKit `NSTableCellView`, made by `makeView(withIdentifier:owner:)`.
        case tableCellView
        /// `<customObject>`: an object of any class (macOS), neither view nor controller.
        case customObject
        /// Any other element (a window, a gesture recognizer, a bar item, ...), named in `elementName`.
        case other
    }

    /// The IB object id.
    public var id: String
    /// What the object is.
    public var kind: Kind
    /// The element as written (`view`, `stackView`, `tableViewController`, `window`, ...).
    public var elementName: String
    /// `customClass`, if set.
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the app's own module.
    public var inheritsModuleFromTarget: Bool
    /// A cell's `reuseIdentifier`, or an AppKit table cell view's `identifier`, if set.
    public var reuseIdentifier: String?
    /// The 1-based line in the imported source where the object's element starts.
    public var line: Int?

    /// Creates an object value.
    public init(
        id: String, kind: Kind, elementName: String, customClass: String? = nil, customModule: String? = nil,
        inheritsModuleFromTarget: Bool = false, reuseIdentifier: String? = nil, line: Int? = nil
    ) {
        self.id = id
        self.kind = kind
        self.elementName = elementName
        self.customClass = customClass
        self.customModule = customModule
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
        self.reuseIdentifier = reuseIdentifier
        self.line = line
    }

    /// Whether the object is a cell or reusable view, what a table or collection view registers the nib for.
    public var isCell: Bool {
        switch kind {
        case .tableViewCell, .collectionViewCell, .collectionReusableView, .tableCellView: return true
        case .view, .viewController, .customObject, .other: return false
        }
    }

    /// The reuse identifier when it is set and not empty.
    public var usableReuseIdentifier: String? {
        guard let reuseIdentifier, !reuseIdentifier.isEmpty else { return nil }
        return reuseIdentifier
    }

    /// The Swift type code receives for the object on `platform`: `customClass` if set, else the framework class
    /// of its element, else `nil` (an element NavGraph does not know).
    public func swiftType(platform: Platform) -> String? {
        if let customClass, !customClass.isEmpty { return customClass }
        return Self.frameworkClass(forElement: elementName, platform: platform)
    }
}
