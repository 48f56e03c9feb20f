/// One difference between two versions of a project's storyboards, and what it means for the app.
public struct NavigationChange: Codable, Sendable, Hashable {
    /// How much a change matters to code and users, from most to least.
    public enum Impact: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
        /// Code that still compiles can fail at run time (or no longer compiles): a removed storyboard ID,
        /// a segue identifier gone or leading to another type, a class no longer instantiable.
        case breaking
        /// The app behaves differently but code keeps working: a new screen, another presentation.
        case behaviour
        /// Neither code nor users notice: titles, labels, warnings fixed.
        case cosmetic

        public static func < (lhs: Impact, rhs: Impact) -> Bool { lhs.rank < rhs.rank }

        /// The position in `allCases`, most serious first.
        var rank: Int {
            switch self {
            case .breaking: 0
            case .behaviour: 1
            case .cosmetic: 2
            }
        }
    }

    /// What was compared.
    public enum Subject: String, Codable, Sendable, Hashable, CaseIterable {
        /// A storyboard file.
        case storyboard
        /// One scene (view controller or reference).
        case scene
        /// One segue.
        case segue
        /// What a segue identifier resolves to (docs/model.md, "Lookup and resolution").
        case resolution
        /// How code obtains an instance of a class (typed lookup).
        case instantiation
        /// Whether a scene can still be reached from an initial scene.
        case route
        /// A diagnostic (docs/diagnostics.md).
        case diagnostic
        /// A name generated code declares (docs/code-styles.md).
        case symbol
        /// A navigation call in code (docs/model.md, "Code navigation"): a push, present, show or
        /// performSegue added or removed.
        case code
        /// A nib (`.xib` file) or one of its top-level objects (`NibDiff`).
        case nib

        /// The position in `allCases`: the order a diff lists subjects in.
        var rank: Int {
            switch self {
            case .storyboard: 0
            case .scene: 1
            case .segue: 2
            case .resolution: 3
            case .instantiation: 4
            case .route: 5
            case .diagnostic: 6
            case .symbol: 7
            case .code: 8
            case .nib: 9
            }
        }
    }

    /// What happened to the subject.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        case added, removed, changed, introduced, fixed
    }

    /// How much it matters.
    public var impact: Impact
    /// What was compared.
    public var subject: Subject
    /// What happened.
    public var kind: Kind
    /// The storyboard concerned (empty for project-wide subjects such as a class's instantiation).
    public var storyboard: String
    /// The scene, segue, class or symbol concerned, as a reader names it.
    public var item: String
    /// The property that changed (`customClass`, `destination`, `content`...), for `changed`.
    public var property: String?
    /// The value before, when there was one.
    public var old: String?
    /// The value after, when there is one.
    public var new: String?
    /// One sentence saying what the change means.
    public var message: String

    /// Creates a change.
    public init(
        _ impact: Impact, _ subject: Subject, _ kind: Kind, storyboard: String, item: String,
        property: String? = nil, old: String? = nil, new: String? = nil, message: String
    ) {
        self.impact = impact
        self.subject = subject
        self.kind = kind
        self.storyboard = storyboard
        self.item = item
        self.property = property
        self.old = old
        self.new = new
        self.message = message
    }
}
