// UINib as far as generated nib code touches it: the SDK's signatures and main-actor isolation, and nibs
// whose top-level objects the test program registers by name, as it registers storyboard scenes.

/// UINib: the top-level objects of a `.xib`, made anew by every `instantiate(withOwner:options:)`.
@MainActor open class UINib: NSObject {
    /// The options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// What each nib name makes: its top-level objects in document order (placeholders left out).
    public static var standInRegistry: [String: @MainActor () -> [Any]] = [:]
    /// The nib names opened, in order.
    public static var standInOpened: [String] = []

    public let standInName: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        standInName = name
        UINib.standInOpened.append(name)
        super.init()
    }

    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let make = UINib.standInRegistry[standInName] else {
            fatalError("Could not load NIB in bundle with name '\(standInName)'")
        }
        return make()
    }
}
