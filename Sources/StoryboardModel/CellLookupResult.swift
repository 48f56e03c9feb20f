/// What typed lookup answers for a class that is a prototype cell's, not a scene's: it is a cell (table view
/// cell, collection view cell or reusable view), the type code receives, and every prototype of it with the
/// scene it is in and the dequeue call that returns it.
public struct CellLookupResult: Codable, Sendable, Hashable {
    /// One prototype of the class.
    public struct Place: Codable, Sendable, Hashable {
        /// The storyboard name.
        public var storyboard: String
        /// The IB id of the scene whose table or collection view holds the prototype.
        public var scene: String
        /// The Swift type of that scene.
        public var sceneType: String
        /// The IB id of the cell.
        public var cell: String
        /// The IB id of its table or collection view.
        public var container: String
        /// Its reuse identifier, if any.
        public var reuseIdentifier: String?
        /// Whether its table shows static cells (never dequeued).
        public var isStatic: Bool
        /// For a reusable view: `sectionHeader` or `sectionFooter`.
        public var supplementaryKind: PrototypeCell.SupplementaryKind?
        /// The 1-based line of the cell in the imported source, when known.
        public var line: Int?
        /// The call that returns it, or why there is none (static, no reuse identifier).
        public var dequeue: String
    }

    /// Always `true`: tells this answer from a scene's `LookupResult`.
    public var isCell = true
    /// The class asked for.
    public var swiftType: String
    /// The module that declares it: `customModule`, else the project's module.
    public var module: String?
    /// The element of its prototypes (`tableViewCell`, `collectionViewCell`, `collectionReusableView`,
    /// `tableCellView`); the
    /// first one's when prototypes of several kinds share the class.
    public var kind: PrototypeCell.Kind
    /// Every prototype of the class, by storyboard, scene and document order.
    public var cells: [Place]
    /// The nibs that hold the class too (a cell registered from a nib elsewhere), with how code obtains it
    /// (docs/model.md, "Nibs"); absent when none does.
    public var nibs: [NibLookup]? = nil
}

extension CellLookupResult.Place {
    /// The dequeue call for `cell`, Swift as in `LookupResult.reason`, or why code does not dequeue it.
    static func dequeue(_ cell: PrototypeCell) -> String {
        if cell.isStatic { return "a static cell: the table view lays it out, code does not dequeue it" }
        if cell.isAppKit { return makeView(cell) }
        guard let identifier = cell.usableReuseIdentifier else {
            return "no reuse identifier: give it one to dequeue it"
        }
        let literal = "\"\(identifier.replacingBackslashesAndQuotes())\""
        switch (cell.kind, cell.supplementaryKind) {
        case (.tableViewCell, _):
            return "tableView.dequeueReusableCell(withIdentifier: \(literal), for: indexPath)"
        case (.collectionViewCell, _):
            return "collectionView.dequeueReusableCell(withReuseIdentifier: \(literal), for: indexPath)"
        case (.collectionReusableView, let position):
            let kind =
                position == .sectionFooter
                ? "UICollectionView.elementKindSectionFooter" : "UICollectionView.elementKindSectionHeader"
            return "collectionView.dequeueReusableSupplementaryView(ofKind: \(kind), withReuseIdentifier: "
                + "\(literal), for: indexPath)"
        case (.tableCellView, _):
            return makeView(cell)
        }
    }

    /// AppKit's call for a table cell view. One with no identifier of its own or its column's still has one:
    /// Xcode gives both the column's "Automatic" identifier, which code reads off the column.
    private static func makeView(_ cell: PrototypeCell) -> String {
        guard let identifier = cell.usableReuseIdentifier else {
            return "tableView.makeView(withIdentifier: tableColumn.identifier, owner: self) "
                + "(no identifier: Xcode gives it its column's automatic one)"
        }
        let literal = "\"\(identifier.replacingBackslashesAndQuotes())\""
        return "tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier(\(literal)), owner: self)"
    }
}
