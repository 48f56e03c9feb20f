/// Static factories that instantiate a scene whose storyboard ID is the receiving class's name, and the
/// classes they are called on: `static func loadFromStoryboard<T>() -> T { storyboard
/// .instantiateViewController(withIdentifier: String(describing: self)) ... }` makes
/// `SearchViewController.loadFromStoryboard()` a use of the storyboard ID "SearchViewController".
///
/// A factory is a `static func` or `class func` whose body calls `instantiateViewController` (or the
/// Objective-C `instantiateViewControllerWithIdentifier`) and spells the class's name as
/// `String(describing: self)`, `String(describing: Self.self)` or `NSStringFromClass(self)`. Calls are every
/// `Type.function(` with a capitalized type; the two meet across files (`SourceScan.classNamedFactories`,
/// `SourceScan.typeCalls`). A function taking the class as an argument works the same way:
/// `func instantiateController<T>(ofType type: T.Type) -> T` whose body instantiates
/// `String(describing: type)` makes `storyboard.instantiateController(ofType: Foo.self)` a use of "Foo"
/// (`metatypeFactories`, `metatypeCalls`). What such a function returns, by its signature alone, is the navigation
/// reader's question (`MetatypeFactory`).
struct ClassNamedFactories {
    private(set) var factories: Set<String> = []
    private(set) var calls: [String: Set<String>] = [:]
    private(set) var metatypeFactories: Set<String> = []
    private(set) var metatypeCalls: [String: Set<String>] = [:]
    private var pending: (name: String, isStatic: Bool)?
    private var body: Body?

    /// The function body being read.
    private struct Body {
        var name: String
        var isStatic: Bool
        var depth: Int
        var instantiates = false
        var spellsClass = false
        var spellsArgument = false
    }

    /// Reads the token at `index`, brace depth `depth` (after the token when it is a brace).
    mutating func read(_ tokens: [SourceToken], at index: Int, depth: Int) {
        let token = { SourceScan.token(tokens, index + $0) }
        switch tokens[index] {
        case .identifier("func") where body == nil:
            if case .identifier(let name)? = token(1) {
                pending = (
                    name,
                    SourceScan.isName(tokens, index - 1, "static") || SourceScan.isName(tokens, index - 1, "class")
                )
            }
        case .punctuation("{"):
            if let function = pending, body == nil {
                body = Body(name: function.name, isStatic: function.isStatic, depth: depth)
            }
            pending = nil
        case .punctuation("}"):
            if let open = body, depth < open.depth {
                if open.instantiates && open.spellsClass && open.isStatic { factories.insert(open.name) }
                if open.instantiates && open.spellsArgument { metatypeFactories.insert(open.name) }
                body = nil
            }
        case .identifier("instantiateViewController"), .identifier("instantiateViewControllerWithIdentifier"):
            body?.instantiates = true
        case .identifier("describing") where SourceScan.isName(tokens, index - 2, "String"):
            if SourceScan.isName(tokens, index + 2, "self")
                || (SourceScan.isName(tokens, index + 2, "Self") && SourceScan.isName(tokens, index + 4, "self"))
            {
                body?.spellsClass = true
            } else if case .identifier(let argument)? = token(2), SourceScan.isValueName(argument),
                SourceScan.isMark(tokens, index + 3, ")")
            {
                body?.spellsArgument = true
            }
        case .identifier("self") where SourceScan.isMark(tokens, index - 1, "."):
            // `f(ofType: Foo.self)`: the class passed to `f`.
            if case .identifier(let type)? = token(-2), SourceScan.isCapitalized(type),
                SourceScan.isMark(tokens, index - 3, ":") || SourceScan.isMark(tokens, index - 3, "("),
                let function = SourceScan.callName(before: index - 2, in: tokens)
            {
                metatypeCalls[function, default: []].insert(type)
            }
        case .identifier("NSStringFromClass") where SourceScan.isName(tokens, index + 2, "self"):
            body?.spellsClass = true
        case .identifier(let function)
        where SourceScan.isMark(tokens, index - 1, ".") && SourceScan.isMark(tokens, index + 1, "("):
            if case .identifier(let type)? = token(-2), SourceScan.isCapitalized(type),
                !SourceScan.isMark(tokens, index - 3, ".")
            {
                calls[function, default: []].insert(type)
            }
        default:
            break
        }
    }
}
