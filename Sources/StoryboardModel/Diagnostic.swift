/// One problem found in a project's storyboards (docs/diagnostics.md).
public struct Diagnostic: Codable, Sendable, Hashable {
    /// How bad a problem is.
    public enum Severity: String, Codable, Sendable, Hashable, CaseIterable {
        /// Breaks at run time or makes an answer impossible; `navgraph check` exits non-zero.
        case error
        /// Worth fixing; nothing breaks by itself.
        case warning
    }

    /// The stable code of the rule (see `DiagnosticCode`).
    public var code: DiagnosticCode
    /// How bad it is.
    public var severity: Severity
    /// The storyboard it is in; for a nib's own diagnostics, the nib's file name (`Name.xib`).
    public var storyboard: String
    /// The scene concerned, if any.
    public var sceneID: String?
    /// The segue concerned, if any.
    public var segueID: String?
    /// What is wrong and what to do, in words.
    public var message: String
    /// The 1-based line of the scene or segue in the imported source, when known.
    public var line: Int?

    /// Creates a diagnostic.
    public init(
        code: DiagnosticCode, severity: Severity, storyboard: String, sceneID: String? = nil, segueID: String? = nil,
        message: String, line: Int? = nil
    ) {
        self.code = code
        self.severity = severity
        self.storyboard = storyboard
        self.sceneID = sceneID
        self.segueID = segueID
        self.message = message
        self.line = line
    }
}

/// The stable codes of the diagnostic rules; the raw values are part of the API.
public enum DiagnosticCode: String, Codable, Sendable, Hashable, CaseIterable, Comparable {
    /// Two scenes of one storyboard share a storyboard ID (error).
    case duplicateStoryboardID = "duplicate-storyboard-id"
    /// Two segues leaving one scene share an identifier: an error when they lead to different scenes, a
    /// warning when they all lead to one scene by one kind.
    case duplicateSegueIdentifier = "duplicate-segue-identifier"
    /// A segue (not unwind) whose destination is not a scene of its storyboard (error).
    case danglingSegueDestination = "dangling-segue-destination"
    /// A segue whose source is not a scene of its storyboard (error).
    case danglingSegueSource = "dangling-segue-source"
    /// A storyboard reference to a storyboard not in the project (error; warning for another bundle).
    case missingReferencedStoryboard = "missing-referenced-storyboard"
    /// A storyboard reference to a storyboard ID, or an initial scene, its storyboard lacks (error).
    case missingReferencedIdentifier = "missing-referenced-identifier"
    /// Storyboard references that lead back to themselves (error).
    case referenceCycle = "reference-cycle"
    /// A scene no initial scene, storyboard ID, segue, container or reference leads to (warning).
    case unreachableScene = "unreachable-scene"
    /// One custom class on several scenes: lookup by class is ambiguous (warning).
    case ambiguousClass = "ambiguous-class"
    /// A storyboard ID that is not a valid Swift identifier; codegen renames it (warning).
    case invalidStoryboardID = "invalid-storyboard-id"
    /// A segue identifier that is not a valid Swift identifier; codegen renames it (warning).
    case invalidSegueIdentifier = "invalid-segue-identifier"
    /// A storyboard name that is not a valid Swift identifier; codegen renames it (warning).
    case invalidStoryboardName = "invalid-storyboard-name"
    /// Two storyboard IDs of one storyboard that codegen turns into one name (warning).
    case storyboardIDNameCollision = "storyboard-id-name-collision"
    /// Two segue identifiers of one storyboard that codegen turns into one name (warning).
    case segueIdentifierNameCollision = "segue-identifier-name-collision"
    /// Two storyboard names that codegen turns into one name (warning).
    case storyboardNameCollision = "storyboard-name-collision"
    /// A storyboard name, storyboard ID or segue identifier that is valid and unique but taken by a name the
    /// generated code declares, uses or cannot use (`self`, `initialScene`, a class of the project); codegen
    /// suffixes it (warning).
    case reservedName = "reserved-name"
    /// A storyboard without an initial scene that something needs: a reference without a referenced ID,
    /// or the app's main storyboard (warning).
    case noInitialScene = "no-initial-scene"
    /// A storyboard whose initial scene id names no scene (error).
    case danglingInitialScene = "dangling-initial-scene"
    /// One reuse identifier on two prototype cells (or two supplementary views of one kind) of one table or
    /// collection view: an error when their classes differ, a warning when they are the same class.
    case duplicateReuseIdentifier = "duplicate-reuse-identifier"
    /// A prototype cell or reusable view of a dynamic table or collection view without a reuse identifier
    /// (warning).
    case missingReuseIdentifier = "missing-reuse-identifier"
    /// A reuse identifier that is not a valid Swift identifier; codegen renames it (warning).
    case invalidReuseIdentifier = "invalid-reuse-identifier"
    /// Two reuse identifiers of one storyboard that codegen turns into one name (warning).
    case reuseIdentifierNameCollision = "reuse-identifier-name-collision"
    /// A UIKit nib holding a cell beside other top-level objects: registered for a reuse identifier, it makes
    /// UIKit raise at the dequeue, which wants exactly one top-level object, the cell (warning).
    case cellNibNotAlone = "cell-nib-not-alone"

    /// Orders by raw value, for stable sorting.
    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
