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

extension UIView {
    /// A cell nib's one top-level object, as UIKit wants it: exactly one, of the class dequeued.
    static func standInOnlyObject<Cell>(of nib: UINib, as type: Cell.Type) -> Cell {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let cell = objects[0] as? Cell else {
            fatalError(
                "invalid nib registered for identifier - nib must contain exactly one top level object which must be a \(Cell.self) instance"
            )
        }
        return cell
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
    private var standInNibs: [String: UINib] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        standInClasses[identifier] = cellClass as? UITableViewCell.Type
        standInNibs[identifier] = nil
    }

    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        standInNibs[identifier] = nib
        standInClasses[identifier] = nil
    }

    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        let made: UITableViewCell?
        if let nib = standInNibs[identifier] {
            made = UIView.standInOnlyObject(of: nib, as: UITableViewCell.self)
        } else {
            made = standInClasses[identifier].flatMap { $0.init(coder: NSCoder()) }
        }
        guard let cell = made else { return nil }
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

    private var standInCells: [String: @MainActor () -> UICollectionViewCell?] = [:]
    private var standInViews: [String: @MainActor () -> UICollectionReusableView?] = [:]

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let cellType = cellClass as? UICollectionViewCell.Type
        standInCells[identifier] = { cellType?.init(coder: NSCoder()) }
    }

    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        standInCells[identifier] = { nib.map { UIView.standInOnlyObject(of: $0, as: UICollectionViewCell.self) } }
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let viewType = viewClass as? UICollectionReusableView.Type
        standInViews[elementKind + "/" + identifier] = { viewType?.init(coder: NSCoder()) }
    }

    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        standInViews[kind + "/" + identifier] = {
            nib.map { UIView.standInOnlyObject(of: $0, as: UICollectionReusableView.self) }
        }
    }

    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        guard let make = standInCells[identifier], let cell = make() else {
            fatalError("could not dequeue a cell with identifier \(identifier)")
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let make = standInViews[elementKind + "/" + identifier], let view = make() else {
            fatalError("could not dequeue a view of kind \(elementKind) with identifier \(identifier)")
        }
        view.reuseIdentifier = identifier
        return view
    }
}
