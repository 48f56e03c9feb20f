// NSNib as far as generated nib code touches it: the SDK's signatures, and nibs whose top-level objects the
// test program registers by name, as it registers storyboard scenes. Test-only members are prefixed `standIn`.

/// Foundation's out-parameter pointer, which Swift on Linux lacks: a plain mutable pointer, so `&objects`
/// passes as it does to the SDK.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

/// NSArray: an array of objects, a sequence of `Any` as the SDK's overlay makes it.
open class NSArray: NSObject, Sequence {
    private let standInObjects: [Any]

    public init(standInObjects objects: [Any]) {
        standInObjects = objects
        super.init()
    }

    open var count: Int { standInObjects.count }

    public func makeIterator() -> IndexingIterator<[Any]> {
        standInObjects.makeIterator()
    }
}

/// NSNib: the top-level objects of a `.xib`, made anew by every `instantiate(withOwner:topLevelObjects:)`.
@MainActor open class NSNib: NSObject {
    public typealias Name = String

    /// What each nib name makes: its top-level objects in document order (placeholders left out).
    public static var standInRegistry: [String: @MainActor () -> [Any]] = [:]
    /// The nib names opened, in order.
    public static var standInOpened: [String] = []

    public let standInName: String

    /// `nil` when the bundle holds no nib of that name, as in the SDK.
    public init?(nibNamed nibName: NSNib.Name, bundle: Bundle?) {
        guard NSNib.standInRegistry[nibName] != nil else { return nil }
        standInName = nibName
        NSNib.standInOpened.append(nibName)
        super.init()
    }

    open func instantiate(
        withOwner owner: Any?, topLevelObjects: AutoreleasingUnsafeMutablePointer<NSArray?>?
    ) -> Bool {
        guard let make = NSNib.standInRegistry[standInName] else { return false }
        topLevelObjects?.pointee = NSArray(standInObjects: make())
        return true
    }
}
