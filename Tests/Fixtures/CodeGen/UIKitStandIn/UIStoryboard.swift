/// UIStoryboard: instantiates the scenes the test program registered for its name.
@MainActor open class UIStoryboard: NSObject {
    /// Creates a scene's view controller from a coder, as the storyboard runtime calls `init?(coder:)`.
    public typealias StandInFactory = @MainActor (NSCoder) -> UIViewController?

    /// One registered storyboard: its initial scene, its scenes by storyboard ID, its segues by source
    /// class and identifier.
    public struct StandInEntry {
        public var initial: StandInFactory?
        public var scenes: [String: StandInFactory]
        public var segues: [String: @MainActor () -> UIViewController]

        public init(
            initial: StandInFactory?, scenes: [String: StandInFactory],
            segues: [String: @MainActor () -> UIViewController] = [:]
        ) {
            self.initial = initial
            self.scenes = scenes
            self.segues = segues
        }
    }

    /// The registry the test program fills: storyboard name to entry.
    public static var standInRegistry: [String: StandInEntry] = [:]
    /// Every storyboard name opened, in order.
    public static var standInOpened: [String] = []

    public let standInName: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        standInName = name
        UIStoryboard.standInOpened.append(name)
        super.init()
    }

    private var entry: StandInEntry {
        guard let entry = UIStoryboard.standInRegistry[standInName] else {
            fatalError("no storyboard \(standInName)")
        }
        return entry
    }

    private func make(_ factory: StandInFactory) -> UIViewController? {
        let controller = factory(NSCoder())
        controller?.storyboard = self
        return controller
    }

    open func instantiateInitialViewController() -> UIViewController? {
        entry.initial.flatMap(make)
    }

    /// The value of `table` under `key` compared as UIKit compares a nib's strings, code unit by code unit: a
    /// Swift dictionary would find an ID written in NFD by its NFC spelling, which UIKit does not.
    private static func exact<Value>(_ table: [String: Value], _ key: String) -> Value? {
        table.first { $0.key.utf8.elementsEqual(key.utf8) }?.value
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let factory = Self.exact(entry.scenes, identifier), let controller = make(factory) else {
            fatalError("no scene \(identifier) in \(standInName)")
        }
        return controller
    }

    @available(iOS 13.0, tvOS 13.0, *)
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard Self.exact(entry.scenes, identifier) != nil else {
            fatalError("no scene \(identifier) in \(standInName)")
        }
        let made: UIViewController? =
            creator.flatMap { creator in make({ creator($0) }) }
            ?? instantiateViewController(withIdentifier: identifier)
        guard let controller = made as? ViewController else {
            fatalError("scene \(identifier) is not a \(ViewController.self)")
        }
        return controller
    }

    /// The destination factory of the segue `identifier` leaving `source`'s class.
    public func standInSegue(from source: UIViewController, identifier: String) -> (@MainActor () -> UIViewController)?
    {
        Self.exact(entry.segues, "\(type(of: source))/\(identifier)")
    }
}
