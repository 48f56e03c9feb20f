/// One declaration of generated Swift code. Styles build trees of these; `SwiftRenderer` prints them.
indirect enum SwiftDecl: Sendable, Equatable {
    /// `//` comment lines.
    case comment([String])
    /// `///` lines standing alone (the usage note at the top of a file).
    case docComment([String])
    /// `// MARK: - title`.
    case mark(String)
    /// `import Module`.
    case importModule(String)
    /// An enum, struct, class, protocol or extension with members.
    case type(SwiftType)
    /// A function or initializer.
    case function(SwiftFunction)
    /// A stored or computed property, or a protocol property requirement.
    case property(SwiftProperty)
    /// An enum case, with its raw value when it differs from the name.
    case enumCase(SwiftEnumCase)
    /// `typealias Name = Type` or a protocol's `associatedtype Name`.
    case typeAlias(doc: [String], name: String, type: String?)
}

/// A type or extension declaration.
struct SwiftType: Sendable, Equatable {
    /// What kind of declaration it is.
    enum Kind: String, Sendable {
        case `enum`, `struct`, `protocol`, `extension`
        case finalClass = "final class"
    }

    var doc: [String] = []
    var attributes: [String] = []
    var kind: Kind
    var name: String
    var inherits: [String] = []
    var whereClause: String?
    /// Whether the access modifier applies (never for extensions, which cannot carry one with conformances).
    var isAPI = true
    var members: [SwiftDecl] = []
}

/// A function or initializer: the signature after the modifiers, and the body statements.
struct SwiftFunction: Sendable, Equatable {
    var doc: [String] = []
    var attributes: [String] = []
    /// `static`, `convenience`, `class`, ...
    var modifiers: [String] = []
    /// `func perform(segue: Segue, sender: Any? = nil)` or `init(storyboard: Storyboard, bundle: Bundle? = nil)`.
    var signature: String
    /// `nil` for a protocol requirement.
    var body: [SwiftStatement]?
    var isAPI = true
}

/// A property: stored with a value, computed with a getter, or a protocol requirement (`accessors`).
struct SwiftProperty: Sendable, Equatable {
    var doc: [String] = []
    var attributes: [String] = []
    var modifiers: [String] = []
    var isLet = false
    var name: String
    var type: String?
    /// `= value` for stored properties.
    var value: String?
    /// The body of a computed getter.
    var getter: [SwiftStatement]?
    /// `{ get }` / `{ get set }` of a protocol requirement.
    var accessors: String?
    var isAPI = true
}

/// `case name = "raw"`.
struct SwiftEnumCase: Sendable, Equatable {
    var doc: [String] = []
    var name: String
    var rawValue: String?
    var associatedValue: String?
}

/// A statement of a function body: one line, or a braced block such as `guard ... else { ... }`.
indirect enum SwiftStatement: Sendable, Equatable {
    /// One line of code.
    case line(String)
    /// `header {` body `}`; several clauses are chained: `if a {` ... `} else {` ... `}`.
    case block([(header: String, body: [SwiftStatement])])
    /// `switch subject {` with each `case pattern:` at the level of the `switch`.
    case switchOn(String, [(pattern: String, body: [SwiftStatement])])

    static func == (lhs: SwiftStatement, rhs: SwiftStatement) -> Bool {
        switch (lhs, rhs) {
        case (.line(let left), .line(let right)): return left == right
        case (.block(let left), .block(let right)):
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.header == $1.header && $0.body == $1.body }
        case (.switchOn(let left, let leftCases), .switchOn(let right, let rightCases)):
            return left == right && leftCases.count == rightCases.count
                && zip(leftCases, rightCases).allSatisfy { $0.pattern == $1.pattern && $0.body == $1.body }
        default: return false
        }
    }

    /// A single-clause block.
    static func braced(_ header: String, _ body: [SwiftStatement]) -> SwiftStatement {
        .block([(header, body)])
    }
}
