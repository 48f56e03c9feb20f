/// NSStoryboard: instantiates the controllers the test program registered for its name.
@MainActor open class NSStoryboard: NSObject {
    public typealias Name = String
    public typealias SceneIdentifier = String

    /// One registered storyboard: its initial controller, its controllers by storyboard ID, its segues by
    /// source class and identifier.
    public struct StandInEntry {
        public var initial: (@MainActor () -> Any)?
        public var scenes: [String: @MainActor () -> Any]
        public var segues: [String: @MainActor () -> Any]

        public init(
            initial: (@MainActor () -> Any)?, scenes: [String: @MainActor () -> Any],
            segues: [String: @MainActor () -> Any] = [:]
        ) {
            self.initial = initial
            self.scenes = scenes
            self.segues = segues
        }
    }

    /// The registry the test program fills: storyboard name to entry.
    public static var standInRegistry: [String: StandInEntry] = [:]

    public let standInName: String

    public init(name: NSStoryboard.Name, bundle storyboardBundleOrNil: Bundle?) {
        standInName = name
        super.init()
    }

    private var entry: StandInEntry {
        guard let entry = NSStoryboard.standInRegistry[standInName] else { fatalError("no storyboard \(standInName)") }
        return entry
    }

    private func attach(_ controller: Any) -> Any {
        (controller as? NSViewController)?.standInAttach(to: self)
        (controller as? NSWindowController)?.storyboard = self
        return controller
    }

    open func instantiateInitialController() -> Any? {
        entry.initial.map { attach($0()) }
    }

    open func instantiateController(withIdentifier identifier: NSStoryboard.SceneIdentifier) -> Any {
        guard let factory = entry.scenes[identifier] else { fatalError("no scene \(identifier) in \(standInName)") }
        return attach(factory())
    }

    /// The destination factory of the segue `identifier` leaving `source`'s class.
    func standInSegue(from source: Any, identifier: String) -> (@MainActor () -> Any)? {
        entry.segues["\(type(of: source))/\(identifier)"]
    }
}
