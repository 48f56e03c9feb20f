/// A prototype cell or reusable view of a table or collection view in a scene: what
/// `dequeueReusableCell(withIdentifier:for:)` and its collection view relatives hand back for a reuse identifier.
///
/// IB writes them as `<tableViewCell>` inside a `<tableView>`'s `<prototypes>` (or its static `<sections>`),
/// `<collectionViewCell>` inside a `<collectionView>`'s `<cells>`, and `<collectionReusableView
/// key="sectionHeaderView">` / `key="sectionFooterView"` for a flow layout's section header and footer. AppKit
/// storyboards write a view-based table's cell views as `<tableCellView>` in a `<tableColumn>`'s
/// `<prototypeCellViews>`, made by `makeView(withIdentifier:owner:)`.
public struct PrototypeCell: Sendable, Equatable, Hashable {
    /// What kind of view the element declares.
    public enum Kind: String, Codable, Sendable, Hashable, NamedChoice {
        /// `<tableViewCell>`: a `UITableViewCell`.
        case tableViewCell
        /// `<collectionViewCell>`: a `UICollectionViewCell`.
        case collectionViewCell
        /// `<collectionReusableView>`: a supplementary `UICollectionReusableView` (section header or footer).
        case collectionReusableView
        /// `<tableCellView>`: an AppKit `NSTableCellView` of a view-based `NSTableView` (or `NSOutlineView`).
        case tableCellView
    }

    /// Where a collection reusable view goes, from the element's `key`.
    public enum SupplementaryKind: String, Codable, Sendable, Hashable, NamedChoice {
        /// `key="sectionHeaderView"`: `UICollectionView.elementKindSectionHeader`.
        case sectionHeader
        /// `key="sectionFooterView"`: `UICollectionView.elementKindSectionFooter`.
        case sectionFooter
    }

    /// The IB object id of the cell.
    public var id: String
    /// The element it comes from.
    public var kind: Kind
    /// `reuseIdentifier`, if set (static cells need none); for a `tableCellView`, its `identifier` (the one
    /// `makeView(withIdentifier:owner:)` takes), else its column's.
    public var reuseIdentifier: String?
    /// `customClass`, if set.
    public var customClass: String?
    /// `customModule`, if set.
    public var customModule: String?
    /// `customModuleProvider="target"`: the class lives in the app's own module.
    public var inheritsModuleFromTarget: Bool
    /// For a collection reusable view: section header or footer.
    public var supplementaryKind: SupplementaryKind?
    /// The IB object id of the table or collection view the cell belongs to.
    public var containerID: String
    /// Whether the table view shows static cells (`dataMode="static"`): such cells are laid out in the
    /// storyboard, never dequeued, so they need no reuse identifier and get no typed dequeue.
    public var isStatic: Bool
    /// The 1-based line in the imported source where the cell's element starts.
    public var line: Int?
    /// The IB ids of the segues the cell triggers itself, in document order: IB writes them in the cell's own
    /// `<connections>`, and UIKit performs them when the cell (or its accessory) is tapped, with the cell as the
    /// `sender` of `prepare(for:sender:)`.
    public var segues: [String]

    /// Creates a cell value.
    public init(
        id: String, kind: Kind, reuseIdentifier: String? = nil, customClass: String? = nil,
        customModule: String? = nil, inheritsModuleFromTarget: Bool = false,
        supplementaryKind: SupplementaryKind? = nil, containerID: String, isStatic: Bool = false, line: Int? = nil,
        segues: [String] = []
    ) {
        self.id = id
        self.kind = kind
        self.reuseIdentifier = reuseIdentifier
        self.customClass = customClass
        self.customModule = customModule
        self.inheritsModuleFromTarget = inheritsModuleFromTarget
        self.supplementaryKind = supplementaryKind
        self.containerID = containerID
        self.isStatic = isStatic
        self.line = line
        self.segues = segues
    }

    /// The framework class of the kind: `UITableViewCell`, `UICollectionViewCell`, `UICollectionReusableView`,
    /// or AppKit's `NSTableCellView`.
    public var frameworkClass: String {
        switch kind {
        case .tableViewCell: return "UITableViewCell"
        case .collectionViewCell: return "UICollectionViewCell"
        case .collectionReusableView: return "UICollectionReusableView"
        case .tableCellView: return "NSTableCellView"
        }
    }

    /// Whether the cell is AppKit's (`NSTableCellView`), made by `makeView(withIdentifier:owner:)`, rather
    /// than UIKit's, dequeued by `dequeueReusable...`.
    public var isAppKit: Bool { kind == .tableCellView }

    /// The Swift type code receives when dequeuing the cell: `customClass` if set, else `frameworkClass`.
    public var swiftType: String {
        if let customClass, !customClass.isEmpty { return customClass }
        return frameworkClass
    }

    /// The reuse identifier when it is set and not empty.
    public var usableReuseIdentifier: String? {
        guard let reuseIdentifier, !reuseIdentifier.isEmpty else { return nil }
        return reuseIdentifier
    }

    /// Whether code dequeues the cell by its reuse identifier: it has one and its table is not static.
    public var isDequeued: Bool { !isStatic && usableReuseIdentifier != nil }

    /// "table view cell", "collection view cell", "section header view", "section footer view".
    public var kindDescription: String {
        switch (kind, supplementaryKind) {
        case (.tableViewCell, _): return "table view cell"
        case (.collectionViewCell, _): return "collection view cell"
        case (.collectionReusableView, .sectionHeader?): return "section header view"
        case (.collectionReusableView, .sectionFooter?): return "section footer view"
        case (.collectionReusableView, nil): return "collection reusable view"
        case (.tableCellView, _): return "table cell view"
        }
    }
}
