/// Strings code spells without a literal: the raw value of a `String` enum case written without one
/// (`enum SegueID: String { case showDetail }` spells "showDetail", as SwiftGen writes identifiers), and a
/// class's name taken as a string (`String(describing: Foo.self)`, `NSStringFromClass([Foo class])`,
/// `Foo.className`, the common `IdentifiableClass` convention), which apps use as storyboard IDs and
/// segue identifiers; and the name of a class adopting a protocol whose storyboard ID is the class name by
/// default (Reusable's `StoryboardSceneBased`, NavGraph's `Storyboardable`).
struct ImplicitStrings {
    private(set) var values: Set<String> = []
    /// Brace depths of the bodies of `String` enums being read.
    private var enumDepths: [Int] = []
    private var pendingEnum = false

    /// Reads the token at `index`, brace depth `depth` (after the token when it is a brace).
    mutating func read(_ tokens: [SourceToken], at index: Int, depth: Int) {
        let token = { SourceScan.token(tokens, index + $0) }
        switch tokens[index] {
        case .identifier("enum"):
            // `enum Name: String` (the raw type comes first in the inheritance list).
            pendingEnum =
                SourceScan.isMark(tokens, index + 2, ":")
                && (SourceScan.isName(tokens, index + 3, "String")
                    || (SourceScan.isName(tokens, index + 3, "Swift") && SourceScan.isName(tokens, index + 5, "String")))
        case .punctuation("{"):
            if pendingEnum { enumDepths.append(depth) }
            pendingEnum = false
        case .punctuation("}"):
            if let last = enumDepths.last, last > depth { enumDepths.removeLast() }
        case .punctuation(";"):
            pendingEnum = false
        case .identifier("class"), .identifier("extension"):
            // `class Foo: UIViewController, StoryboardSceneBased {`, `extension Foo: Storyboardable {}`.
            if case .identifier(let name)? = token(1), SourceScan.isMark(tokens, index + 2, ":"),
                Self.adoptsClassNamedScene(tokens, from: index + 3)
            {
                values.insert(name)
            }
        case .identifier("case") where enumDepths.last == depth:
            readCases(tokens, after: index)
        case .identifier("describing")
        where SourceScan.isName(tokens, index - 2, "String") && SourceScan.isMark(tokens, index - 1, "("):
            // `String(describing: Foo.self)`.
            if SourceScan.isMark(tokens, index + 1, ":"), SourceScan.isMark(tokens, index + 3, "."),
                SourceScan.isName(tokens, index + 4, "self"),
                case .identifier(let name)? = token(2)
            {
                values.insert(name)
            }
        case .identifier("NSStringFromClass") where SourceScan.isMark(tokens, index + 1, "("):
            // `NSStringFromClass(Foo.self)`, `NSStringFromClass([Foo class])`.
            if case .identifier(let name)? = token(2), SourceScan.isMark(tokens, index + 3, "."),
                SourceScan.isName(tokens, index + 4, "self")
            {
                values.insert(name)
            } else if SourceScan.isMark(tokens, index + 2, "["), case .identifier(let name)? = token(3),
                SourceScan.isName(tokens, index + 4, "class")
            {
                values.insert(name)
            }
        case .identifier("className") where SourceScan.isMark(tokens, index - 1, "."):
            // `Foo.className`: a type (capitalized), not a value's property.
            if case .identifier(let name)? = token(-2), SourceScan.isCapitalized(name),
                !SourceScan.isMark(tokens, index - 3, ".")
            {
                values.insert(name)
            }
        default:
            break
        }
    }

    /// Protocols whose storyboard ID defaults to the adopting class's name.
    static let classNamedSceneProtocols: Set<String> = ["StoryboardSceneBased", "Storyboardable"]

    /// Whether the inheritance list from `start` to its `{` (at most 32 tokens) names one of
    /// `classNamedSceneProtocols`.
    static func adoptsClassNamedScene(_ tokens: [SourceToken], from start: Int) -> Bool {
        var index = start
        while index < min(tokens.count, start + 32), tokens[index] != .punctuation("{") {
            if case .identifier(let name) = tokens[index], classNamedSceneProtocols.contains(name) { return true }
            index += 1
        }
        return false
    }

    /// The names of `case a, b = "x", c` that have no raw value: `a` and `c`.
    private mutating func readCases(_ tokens: [SourceToken], after index: Int) {
        var position = index + 1
        while let name = GeneratedName.name(at: position, in: tokens) {
            position += SourceScan.isMark(tokens, position, "`") ? 3 : 1
            if SourceScan.isMark(tokens, position, "=") {
                // A raw value: its literal is read as any other; skip it to the next comma.
                position += 1
                while let next = SourceScan.token(tokens, position), next != .punctuation(","),
                    case .string = next
                {
                    position += 1
                }
            } else {
                values.insert(name)
            }
            guard SourceScan.isMark(tokens, position, ",") else { return }
            position += 1
        }
    }
}
