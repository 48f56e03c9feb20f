// Views, cells and the table and collection views that dequeue them, as far as generated dequeue code
// touches them: the SDK's names and main-actor isolation, and prototypes the test program registers by class,
// which `dequeue...` creates through `init?(coder:)` as the storyboard runtime does for a prototype cell.

/// IndexPath, as Foundation declares it (UIKit re-exports Foundation).
public struct IndexPath: Hashable, Sendable {
    public var section: Int
    public var row: Int
    public var item: Int { row }

    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }
}

/// UIView.
@MainActor open class UIView: UIResponder {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// UITableViewCell.
@MainActor open class UITableViewCell: UIView {
    /// The identifier it was dequeued by.
    open internal(set) var reuseIdentifier: String?
}

/// UICollectionReusableView.
@MainActor open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued by.
    open internal(set) var reuseIdentifier: String?
}

/// UICollectionViewCell.
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

/// UITableView: dequeues the class registered (or, in a storyboard, the prototype) for an identifier.
@MainActor open class UITableView: UIView {
    private var standInClasses: [String: UITableViewCell.Type] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        standInClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = standInClasses[identifier], let cell = cellClass.init(coder: NSCoder()) else {
            return nil
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier)")
        }
        return cell
    }
}

/// UICollectionView: dequeues the classes registered for an identifier (and an element kind).
@MainActor open class UICollectionView: UIView {
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    private var standInCells: [String: UICollectionViewCell.Type] = [:]
    private var standInViews: [String: UICollectionReusableView.Type] = [:]

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        standInCells[identifier] = cellClass as? UICollectionViewCell.Type
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        standInViews[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        guard let cellClass = standInCells[identifier], let cell = cellClass.init(coder: NSCoder()) else {
            fatalError("could not dequeue a cell with identifier \(identifier)")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let viewClass = standInViews[elementKind + "/" + identifier], let view = viewClass.init(coder: NSCoder())
        else {
            fatalError("could not dequeue a view of kind \(elementKind) with identifier \(identifier)")
        }
        view.reuseIdentifier = identifier
        return view
    }
}
