/// The navigation Swift and Objective-C code does, as read out of an app's sources: the facts document that
/// `--sources` produces, that `navgraph push` sends and the server stores with a revision. Source text is never
/// in it, only where each fact was read (file and line). Versioned: `format` and `version` name what it holds.
///
/// Every call site that navigates is one `CodeEdge` or one `UnresolvedNavigation`: nothing is guessed.
public struct CodeNavigation: Codable, Sendable, Equatable {
    /// The document's kind, always `navgraph-code-navigation`.
    public static let formatName = "navgraph-code-navigation"
    /// The version this build writes and reads.
    public static let currentVersion = 1

    /// `formatName`.
    public var format: String
    /// The document's version (`currentVersion`).
    public var version: Int
    /// Navigation calls whose destination the reader could name, in file and line order.
    public var edges: [CodeEdge]
    /// Where code makes a view controller (storyboard instantiation, an initializer, a factory), whether or
    /// not a navigation call of this document shows it: what `lookup?class=` answers for a class no storyboard has.
    public var instantiations: [CodeInstantiation]
    /// Navigation calls whose destination the reader could not name, with why.
    public var unresolved: [UnresolvedNavigation]

    /// Creates a document of the current version.
    public init(
        edges: [CodeEdge] = [], instantiations: [CodeInstantiation] = [], unresolved: [UnresolvedNavigation] = []
    ) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.edges = edges
        self.instantiations = instantiations
        self.unresolved = unresolved
    }

    /// Whether the document holds no fact.
    public var isEmpty: Bool { edges.isEmpty && instantiations.isEmpty && unresolved.isEmpty }
}

/// A place in a source file: its path relative to the scanned folder (`/`-separated) and its 1-based line.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path relative to the folder given to `--sources`, `/`-separated.
    public var file: String
    /// The 1-based line.
    public var line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `File.swift:12`.
    public var description: String { "\(file):\(line)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line) < (rhs.file, rhs.line)
    }
}

/// How code shows a view controller.
public enum CodeNavigationKind: String, Codable, Sendable, Hashable, NamedChoice {
    /// `pushViewController(_:animated:)`, `pushViewController:animated:`.
    case push
    /// `present(_:animated:completion:)`, `presentViewController:animated:completion:`.
    case present
    /// `show(_:sender:)`, `showViewController:sender:`.
    case show
    /// `showDetailViewController(_:sender:)`, `showDetailViewController:sender:`.
    case showDetail
    /// `setViewControllers(_:animated:)`, `viewControllers = [...]` of a navigation or tab bar controller.
    case setViewControllers
    /// `performSegue(withIdentifier:sender:)`, `performSegueWithIdentifier:sender:`, the generated `perform(segue:)`.
    case performSegue
}

/// What a navigation call or an instantiation names.
public struct CodeDestination: Codable, Sendable, Hashable {
    /// How the destination is named.
    public enum Kind: String, Codable, Sendable, Hashable, NamedChoice {
        /// A storyboard scene by storyboard ID (`instantiateViewController(withIdentifier:)`, generated APIs).
        case scene
        /// A storyboard's initial view controller (`instantiateInitialViewController()`).
        case initialScene
        /// A view controller class made in code (`Foo()`, `Foo(nibName:bundle:)`, `[[Foo alloc] init]`) or by
        /// its own factory (`Foo.instantiate()`): the graph joins it to the scene whose class it is, if one is.
        case viewController
        /// The segue `identifier` of the calling class's scene (`performSegue(withIdentifier:)`).
        case segue
        /// The scene of storyboard ID `identifier` in whichever storyboard of the bundle holds it: WatchKit's
        /// `presentController(withName:context:)` and its kin name an interface controller of the watch app's
        /// storyboard by its identifier alone, whatever type makes the call.
        case bundleScene
    }

    /// How the destination is named.
    public var kind: Kind
    /// The storyboard, for `scene` and `initialScene`; `nil`: the calling class's own storyboard
    /// (`self.storyboard`), which the graph knows.
    public var storyboard: String?
    /// The storyboard ID (`scene`, `bundleScene`) or the segue identifier (`segue`).
    public var identifier: String?
    /// The class (`viewController`), as written (no module).
    public var className: String?
    /// `true` when `storyboard` and `identifier` are the Swift names generated code gives them (NavGraph's
    /// `StoryboardScene.Main.login`, SwiftGen's, R.swift's `R.storyboard.main.login()`, a generated `Segue` case),
    /// not the names the storyboard has: they match a storyboard, scene or segue whose name the generator turns
    /// into them (for NavGraph's naming: lower camel case, `main` for `Main`, `login` for `Login`). Absent otherwise.
    public var generatedNames: Bool?

    /// Creates a destination; prefer the named constructors.
    public init(
        kind: Kind, storyboard: String? = nil, identifier: String? = nil, className: String? = nil,
        generatedNames: Bool? = nil
    ) {
        self.kind = kind
        self.storyboard = storyboard
        self.identifier = identifier
        self.className = className
        self.generatedNames = generatedNames
    }

    /// The scene of storyboard ID `identifier` in `storyboard` (`nil`: the caller's own storyboard).
    public static func scene(storyboard: String?, identifier: String) -> CodeDestination {
        CodeDestination(kind: .scene, storyboard: storyboard, identifier: identifier)
    }

    /// The initial scene of `storyboard` (`nil`: the caller's own storyboard).
    public static func initialScene(storyboard: String?) -> CodeDestination {
        CodeDestination(kind: .initialScene, storyboard: storyboard)
    }

    /// An instance of `className`.
    public static func viewController(_ className: String) -> CodeDestination {
        CodeDestination(kind: .viewController, className: className)
    }

    /// The scene of storyboard ID `identifier` in whichever storyboard of the bundle holds it.
    public static func bundleScene(identifier: String) -> CodeDestination {
        CodeDestination(kind: .bundleScene, identifier: identifier)
    }

    /// The segue `identifier` of the caller's scene.
    public static func segue(_ identifier: String) -> CodeDestination {
        CodeDestination(kind: .segue, identifier: identifier)
    }
}

/// One navigation call whose destination is known: from the type whose code makes it to what it shows.
public struct CodeEdge: Codable, Sendable, Hashable {
    /// The type the call is written in (a view controller, a coordinator), as written (no module).
    public var from: String
    /// What it shows.
    public var to: CodeDestination
    /// How.
    public var kind: CodeNavigationKind
    /// Containers made in code around the destination, outermost first (`UINavigationController` for
    /// `present(UINavigationController(rootViewController: vc))`); the edge's destination is what they hold,
    /// as with a storyboard's containers.
    public var containers: [String]
    /// Where the call is.
    public var location: SourceLocation

    /// Creates an edge.
    public init(
        from: String, to: CodeDestination, kind: CodeNavigationKind, containers: [String] = [],
        location: SourceLocation
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.containers = containers
        self.location = location
    }
}

/// Where code makes a view controller.
public struct CodeInstantiation: Codable, Sendable, Hashable {
    /// How code makes it.
    public enum Method: String, Codable, Sendable, Hashable, NamedChoice {
        /// `instantiateViewController(withIdentifier:)`, `instantiateViewController(identifier:creator:)`,
        /// `instantiateInitialViewController()` and their Objective-C forms.
        case storyboard
        /// An initializer: `Foo()`, `Foo(coder:)`-less `init`s, `[[Foo alloc] init...]`.
        case initializer
        /// `Foo(nibName:bundle:)`, `initWithNibName:bundle:`.
        case nib
        /// A static factory of the class (`Foo.instantiate()`, `Foo.instantiate(with:)`, ...).
        case factory
        /// Generated code: NavGraph's, SwiftGen's (`StoryboardScene.Main.home.instantiate()`), R.swift's
        /// (`R.storyboard.main.home()`).
        case generated
    }

    /// The type the code is written in, if any (a free function has none).
    public var from: String?
    /// What is made.
    public var destination: CodeDestination
    /// How.
    public var method: Method
    /// Where.
    public var location: SourceLocation

    /// Creates an instantiation.
    public init(from: String?, destination: CodeDestination, method: Method, location: SourceLocation) {
        self.from = from
        self.destination = destination
        self.method = method
        self.location = location
    }
}

/// A navigation call whose destination the reader could not name.
public struct UnresolvedNavigation: Codable, Sendable, Hashable {
    /// Why the destination is unknown.
    public enum Reason: String, Codable, Sendable, Hashable, NamedChoice {
        /// A parameter of the enclosing function.
        case parameter
        /// A property (stored or computed) rather than a local constant.
        case property
        /// The result of a function or method the reader does not follow.
        case functionResult
        /// A storyboard name, storyboard ID or segue identifier that is not a literal.
        case dynamicName
        /// A local variable assigned more than once, or on several paths.
        case reassigned
        /// An expression of a form the reader does not know.
        case unknownExpression
    }

    /// The type the call is written in, if any.
    public var from: String?
    /// How the call navigates.
    public var kind: CodeNavigationKind
    /// Why the destination is unknown.
    public var reason: Reason
    /// The destination expression as written, shortened to at most 80 characters: for a person to find it.
    public var expression: String
    /// Where the call is.
    public var location: SourceLocation

    /// Creates an entry.
    public init(
        from: String?, kind: CodeNavigationKind, reason: Reason, expression: String, location: SourceLocation
    ) {
        self.from = from
        self.kind = kind
        self.reason = reason
        self.expression = expression
        self.location = location
    }
}
