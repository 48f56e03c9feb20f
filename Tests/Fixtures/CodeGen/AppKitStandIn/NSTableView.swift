// The stand-in's views for prototype cell views: a view-based NSTableView makes the cell view registered (in a
// storyboard: the prototype) for an identifier, as `makeView(withIdentifier:owner:)` does in the SDK.

/// NSUserInterfaceItemIdentifier: a raw-value wrapper around the identifier string, as in the SDK.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// NSView.
@MainActor open class NSView: NSResponder {
    /// The identifier it was made by.
    open var identifier: NSUserInterfaceItemIdentifier?

    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// NSTableCellView.
@MainActor open class NSTableCellView: NSView {}

/// NSTableView: makes the cell view class registered for an identifier (the storyboard's prototype).
@MainActor open class NSTableView: NSView {
    private var standInViews: [String: NSView.Type] = [:]

    /// Registers the class a storyboard prototype with `identifier` has (test-only).
    public func standInRegister(_ viewClass: NSView.Type, for identifier: String) {
        standInViews[identifier] = viewClass
    }

    private var standInNibs: [String: NSNib] = [:]

    /// Registers `nib`, whose top-level object is the cell view, for `identifier` (`nil` removes it).
    open func register(_ nib: NSNib?, forIdentifier identifier: NSUserInterfaceItemIdentifier) {
        standInNibs[identifier.rawValue] = nib
    }

    /// The cell view of the nib registered for `identifier`, else of the storyboard's prototype, else `nil`.
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        if let nib = standInNibs[identifier.rawValue] {
            var objects: NSArray?
            guard nib.instantiate(withOwner: owner, topLevelObjects: &objects),
                let view = objects?.lazy.compactMap({ $0 as? NSView }).first
            else { return nil }
            view.identifier = identifier
            return view
        }
        guard let viewClass = standInViews[identifier.rawValue], let view = viewClass.init(coder: NSCoder()) else {
            return nil
        }
        view.identifier = identifier
        return view
    }
}

/// NSOutlineView.
@MainActor open class NSOutlineView: NSTableView {}

/// NSCollectionViewItem: the view controller a collection view makes its items from.
@MainActor open class NSCollectionViewItem: NSViewController {}
