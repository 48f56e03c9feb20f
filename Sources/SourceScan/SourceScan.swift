/// Finds the storyboard names, storyboard IDs and segue identifiers a Swift or Objective-C file uses.
public struct SourceScan: Sendable, Equatable {
    /// Literals passed where a name or identifier is expected, in source order.
    public var references: [SourceReference]
    /// Every string value the code spells, for telling identifiers nobody uses: each non-interpolated
    /// string literal (what generated code and hand-written tables mention), the raw value of each `String`
    /// enum case written without one, and each class name taken as a string (`String(describing: Foo.self)`,
    /// `NSStringFromClass`, `Foo.className`).
    public var literals: Set<String>
    /// Members of generated storyboard APIs (NavGraph's, SwiftGen's, R.swift's) the code uses.
    public var generatedNames: Set<GeneratedName>
    /// Classes code instantiates through an API keyed by the class (`InstantiatedClass`).
    public var instantiatedClasses: Set<String>
    /// Static factories that instantiate the scene whose storyboard ID is their class's name
    /// (`ClassNamedFactories`).
    public var classNamedFactories: Set<String>
    /// The capitalized types each static-looking call `Type.function(` is made on, by function: with
    /// `classNamedFactories` (of any file), the class names code uses as storyboard IDs.
    public var typeCalls: [String: Set<String>]
    /// Functions that instantiate the scene named like the class they are passed (`ClassNamedFactories`).
    public var metatypeFactories: Set<String>
    /// The capitalized types passed as `Type.self` to each function, by function.
    public var metatypeCalls: [String: Set<String>]

    /// Scans `text` as `language`.
    public init(_ text: String, language: SourceLanguage) {
        let tokens = SourceLexer.tokens(of: text, language: language)
        var references: [SourceReference] = []
        var literals: Set<String> = []
        var generatedNames: Set<GeneratedName> = []
        var instantiatedClasses: Set<String> = []
        var segues = SegueBindings()
        var implicit = ImplicitStrings()
        var factories = ClassNamedFactories()
        var switchDepths: [Int] = []  // brace depths of `switch` bodies over a segue's identifier
        var pendingSwitch = false
        var depth = 0
        var caseList = CaseList.none
        for index in tokens.indices {
            // Whether this token continues `case "a", "b"`, known in one step however long the list is.
            let listed = switchDepths.last == depth && caseList == .expectingString
            caseList = caseList.after(tokens[index])
            switch tokens[index] {
            case .string(let value, let line, let column, let interpolated):
                guard !interpolated else { continue }
                literals.insert(value)
                let kind =
                    Self.kind(before: index, in: tokens)
                    ?? (listed || segues.isCompared(index, in: tokens) ? .segueIdentifier : nil)
                if let kind {
                    references.append(SourceReference(kind: kind, value: value, line: line, column: column))
                }
            case .identifier("switch"):
                pendingSwitch =
                    segues.isIdentifier(startingAt: index + 1, in: tokens)
                    || (Self.token(tokens, index + 1) == .punctuation("(")
                        && segues.isIdentifier(startingAt: index + 2, in: tokens))
            case .identifier:
                if let name = GeneratedName.use(at: index, in: tokens) { generatedNames.insert(name) }
                if let type = InstantiatedClass.at(index, in: tokens) { instantiatedClasses.insert(type) }
            case .punctuation("{"):
                depth += 1
                if pendingSwitch { switchDepths.append(depth) }
                pendingSwitch = false
            case .punctuation("}"):
                if switchDepths.last == depth { switchDepths.removeLast() }
                depth -= 1
            default:
                break
            }
            segues.read(tokens, at: index, depth: depth)
            implicit.read(tokens, at: index, depth: depth)
            factories.read(tokens, at: index, depth: depth)
        }
        self.references = references
        self.literals = literals.union(implicit.values)
        self.generatedNames = generatedNames
        self.instantiatedClasses = instantiatedClasses
        self.classNamedFactories = factories.factories
        self.typeCalls = factories.calls
        self.metatypeFactories = factories.metatypeFactories
        self.metatypeCalls = factories.metatypeCalls
    }

    /// Where the scan is in a `case "a", "b", ...` list.
    enum CaseList: Equatable {
        case none
        /// After `case` or a comma of the list.
        case expectingString
        /// After a string of the list.
        case expectingComma

        /// The state after `token`.
        func after(_ token: SourceToken) -> CaseList {
            switch token {
            case .identifier("case"): .expectingString
            case .string: self == .expectingString ? .expectingComma : .none
            case .punctuation(","): self == .expectingComma ? .expectingString : .none
            default: .none
            }
        }
    }

    /// What the literal at `index` names, judged by the call it is an argument of (comparisons with a
    /// segue's identifier are judged by `SegueBindings`).
    static func kind(before index: Int, in tokens: [SourceToken]) -> SourceReference.Kind? {
        if let appKit = itemIdentifierKind(before: index, in: tokens) { return appKit }
        // `label: "..."`: a Swift argument label or an Objective-C selector part.
        if token(tokens, index - 1) == .punctuation(":"), case .identifier(let label)? = token(tokens, index - 2) {
            switch label {
            case "performSegueWithIdentifier", "shouldPerformSegueWithIdentifier": return .segueIdentifier
            case "storyboardWithName": return .storyboard
            case "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier",
                "makeViewWithIdentifier":
                return .reuseIdentifier
            case "forIdentifier" where callName(before: index - 2, in: tokens) == "registerNib":
                return .reuseIdentifierRegistration
            case "forCellReuseIdentifier", "forCellWithReuseIdentifier": return .reuseIdentifierRegistration
            case "withReuseIdentifier" where token(tokens, index - 3) != .punctuation("("):
                // The identifier is not the call's first argument: what the call is decides.
                switch callName(before: index - 2, in: tokens) {
                case "dequeueReusableSupplementaryView", "dequeueReusableSupplementaryViewOfKind":
                    return .reuseIdentifier
                case "register", "registerClass", "registerNib": return .reuseIdentifierRegistration
                default: return nil
                }
            case "instantiateViewControllerWithIdentifier", "instantiateControllerWithIdentifier":
                return .storyboardIdentifier
            case "withIdentifier", "identifier", "name", "withReuseIdentifier":
                guard token(tokens, index - 3) == .punctuation("("),
                    case .identifier(let callee)? = token(tokens, index - 4)
                else { return nil }
                switch (callee, label) {
                case ("performSegue", "withIdentifier"), ("shouldPerformSegue", "withIdentifier"):
                    return .segueIdentifier
                case ("instantiateViewController", "withIdentifier"), ("instantiateViewController", "identifier"),
                    ("instantiateController", "withIdentifier"):
                    return .storyboardIdentifier
                case ("UIStoryboard", "name"), ("NSStoryboard", "name"): return .storyboard
                case ("dequeueReusableCell", "withIdentifier"), ("dequeueReusableCell", "withReuseIdentifier"):
                    return .reuseIdentifier
                default: return nil
                }
            default: break
            }
        }
        return nil
    }

    /// AppKit's table cell views in Swift: the identifier is wrapped, `NSUserInterfaceItemIdentifier("Name")` or
    /// `NSUserInterfaceItemIdentifier(rawValue: "Name")`, as the `withIdentifier:` argument of
    /// `makeView(withIdentifier:owner:)` (a dequeue) or the `forIdentifier:` one of `register(_:forIdentifier:)`.
    static func itemIdentifierKind(before index: Int, in tokens: [SourceToken]) -> SourceReference.Kind? {
        var open = index - 1
        if token(tokens, open) == .punctuation(":"), token(tokens, open - 1) == .identifier("rawValue") { open -= 2 }
        guard token(tokens, open) == .punctuation("("),
            token(tokens, open - 1) == .identifier("NSUserInterfaceItemIdentifier"),
            token(tokens, open - 2) == .punctuation(":"), case .identifier(let label)? = token(tokens, open - 3)
        else { return nil }
        switch (callName(before: open - 3, in: tokens), label) {
        case ("makeView", "withIdentifier"): return .reuseIdentifier
        case ("register", "forIdentifier"): return .reuseIdentifierRegistration
        default: return nil
        }
    }

    /// The name of the call whose argument label is at `label`: walking back over balanced brackets to the
    /// call's opening `(` gives the Swift function before it; to an Objective-C message's `[`, the first
    /// selector part. Gives up after 256 tokens, so a long line of arguments costs little.
    static func callName(before label: Int, in tokens: [SourceToken]) -> String? {
        var depth = 0
        var firstSelectorPart: String?
        var index = label
        while index > 0, label - index < 256 {
            index -= 1
            switch tokens[index] {
            case .punctuation(")"), .punctuation("]"), .punctuation("}"):
                depth += 1
            case .punctuation("("), .punctuation("["), .punctuation("{"):
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                if tokens[index] == .punctuation("["), let firstSelectorPart { return firstSelectorPart }
                if tokens[index] == .punctuation("("), case .identifier(let name)? = token(tokens, index - 1) {
                    return name
                }
                return nil
            case .identifier(let name) where depth == 0 && token(tokens, index + 1) == .punctuation(":"):
                firstSelectorPart = name
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `name` starts with an ASCII capital, as type names do (a byte test: it runs on every name).
    static func isCapitalized(_ name: String) -> Bool {
        name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
    }

    /// Whether `name` starts with an ASCII lowercase letter or `_`, as value names do.
    static func isValueName(_ name: String) -> Bool {
        name.utf8.first.map { ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F } ?? false
    }

    /// Whether the token at `index` is the punctuation `mark`, without copying the token.
    @inline(__always)
    static func isMark(_ tokens: [SourceToken], _ index: Int, _ mark: String) -> Bool {
        guard index >= 0, index < tokens.count, case .punctuation(let found) = tokens[index] else { return false }
        return found == mark
    }

    /// Whether the token at `index` is the name `name`, without copying the token.
    @inline(__always)
    static func isName(_ tokens: [SourceToken], _ index: Int, _ name: String) -> Bool {
        guard index >= 0, index < tokens.count, case .identifier(let found) = tokens[index] else { return false }
        return found == name
    }

    static func token(_ tokens: [SourceToken], _ index: Int) -> SourceToken? {
        tokens.indices.contains(index) ? tokens[index] : nil
    }
}
