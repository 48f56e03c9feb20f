/// Static factories that instantiate a scene whose storyboard ID is the receiving class's name, and the
/// classes they are called on: `static func loadFromStoryboard<T>() -> T { storyboard
/// .instantiateViewController(withIdentifier: String(describing: self)) ... }` makes
/// `SearchViewController.loadFromStoryboard()` a use of the storyboard ID "SearchViewController".
///
/// A factory is a `static func` or `class func` whose body calls `instantiateViewController` (or the
/// Objective-C `instantiateViewControllerWithIdentifier`) and spells the class's name as
/// `String(describing: self)`, `String(describing: Self.self)` or `NSStringFromClass(self)`. Calls are every
/// `Type.function(` with a capitalized type; the two meet across files (`SourceScan.classNamedFactories`,
/// `SourceScan.typeCalls`).
struct ClassNamedFactories {
    private(set) var factories: Set<String> = []
    private(set) var calls: [String: Set<String>] = [:]
    private var pending: String?
    private var body: (name: String, depth: Int, instantiates: Bool, spellsClass: Bool)?

    /// Reads the token at `index`, brace depth `depth` (after the token when it is a brace).
    mutating func read(_ tokens: [SourceToken], at index: Int, depth: Int) {
        let token = { SourceScan.token(tokens, index + $0) }
        switch tokens[index] {
        case .identifier("func") where body == nil:
            let modifier = token(-1)
            if modifier == .identifier("static") || modifier == .identifier("class"),
                case .identifier(let name)? = token(1)
            {
                pending = name
            }
        case .punctuation("{"):
            if let name = pending, body == nil { body = (name, depth, false, false) }
            pending = nil
        case .punctuation("}"):
            if let open = body, depth < open.depth {
                if open.instantiates && open.spellsClass { factories.insert(open.name) }
                body = nil
            }
        case .identifier("instantiateViewController"), .identifier("instantiateViewControllerWithIdentifier"):
            body?.instantiates = true
        case .identifier("describing") where token(-2) == .identifier("String"):
            if token(2) == .identifier("self") || (token(2) == .identifier("Self") && token(4) == .identifier("self")) {
                body?.spellsClass = true
            }
        case .identifier("NSStringFromClass") where token(2) == .identifier("self"):
            body?.spellsClass = true
        case .identifier(let function) where token(-1) == .punctuation(".") && token(1) == .punctuation("("):
            if case .identifier(let type)? = token(-2), type.first?.isUppercase == true, token(-3) != .punctuation(".")
            {
                calls[function, default: []].insert(type)
            }
        default:
            break
        }
    }
}
