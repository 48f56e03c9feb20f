/// A nib that holds a class, as lookup answers it and as a nib-backed code node names its nib (docs/model.md,
/// "Nibs"): the nib, where the class is in it, what it is there and how code obtains it.
public struct NibLookup: Codable, Sendable, Hashable {
    /// What the class is in the nib.
    public enum Role: String, Codable, Sendable, Hashable, CaseIterable {
        /// The File's Owner, whose `view` outlet the nib sets: a view controller made with
        /// `init(nibName:bundle:)`.
        case viewController
        /// The File's Owner of a nib without a `view` outlet: a class that loads the nib itself, as its owner.
        case owner
        /// A top-level `UITableViewCell`, registered with `register(_:forCellReuseIdentifier:)`.
        case tableViewCell
        /// A top-level `UICollectionViewCell`, registered with `register(_:forCellWithReuseIdentifier:)`.
        case collectionViewCell
        /// A top-level `UICollectionReusableView`, a supplementary view.
        case collectionReusableView
        /// A top-level AppKit `NSTableCellView`, registered with `register(_:forIdentifier:)`.
        case tableCellView
        /// A top-level view, loaded with `instantiate(withOwner:options:)`.
        case view
        /// Another top-level object (a view controller, an object, a window, ...), loaded the same way.
        case object
    }

    /// The nib's name: what `UINib(nibName:bundle:)` and `init(nibName:bundle:)` take.
    public var nib: String
    /// The nib's file, `Name.xib`.
    public var file: String
    /// The 1-based line of the object (of the File's Owner placeholder for `viewController` and `owner`).
    public var line: Int?
    /// What the class is in the nib.
    public var role: Role
    /// The top-level object's IB id; absent for the File's Owner.
    public var objectID: String?
    /// The element as written (`tableViewCell`, `view`, `placeholder` for the File's Owner, ...).
    public var element: String
    /// A cell's reuse identifier (an AppKit cell view's identifier), when the nib sets one.
    public var reuseIdentifier: String?
    /// The module declaring the class (`customModule`, else the app's module), when known.
    public var module: String?
    /// How code obtains it, as code to write.
    public var obtain: String

    /// Creates an entry.
    public init(
        nib: String, file: String, line: Int?, role: Role, objectID: String?, element: String,
        reuseIdentifier: String?, module: String?, obtain: String
    ) {
        self.nib = nib
        self.file = file
        self.line = line
        self.role = role
        self.objectID = objectID
        self.element = element
        self.reuseIdentifier = reuseIdentifier
        self.module = module
        self.obtain = obtain
    }

    /// `Profile.xib:4`: the file and line.
    public var location: String { file + (line.map { ":\($0)" } ?? "") }

    /// `nib 'Profile' (Profile.xib:4)`.
    public var place: String { "nib '\(nib)' (\(location))" }

    /// `as a table view cell with reuse identifier 'profile'`: what the class is in the nib, in words.
    public var roleText: String {
        let identifier = reuseIdentifier.map { " with reuse identifier '\($0)'" } ?? " without reuse identifier"
        switch role {
        case .viewController: return "as the File's Owner of its view (a view controller)"
        case .owner: return "as its File's Owner"
        case .tableViewCell: return "as a table view cell" + identifier
        case .collectionViewCell: return "as a collection view cell" + identifier
        case .collectionReusableView: return "as a supplementary view" + identifier
        case .tableCellView:
            return "as a table cell view"
                + (reuseIdentifier.map { " with identifier '\($0)'" } ?? " without identifier")
        case .view, .object: return "as a top-level \(element)"
        }
    }
}
