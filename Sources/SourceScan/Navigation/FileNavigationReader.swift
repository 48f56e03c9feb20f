import StoryboardModel

/// Reads one file's navigation: walks its tokens once, keeping the scopes (types, functions, closures, blocks)
/// with their parameters and locals, and turns each navigation call into an edge or an unresolved entry and
/// each view controller made into an instantiation.
struct FileNavigationReader {
    /// Scopes deeper than this are counted, not tracked (a hostile file's nesting costs no more than this).
    static let maxTrackedScopes = 128
    /// How deep reading follows locals into locals.
    static let maxReadDepth = 8

    let source: TokenizedSource
    let types: DeclaredTypes
    var scopes: [ReaderScope] = [ReaderScope()]
    var untrackedDepth = 0
    var pendingType: String?
    var pendingParameters: Set<String>?
    /// The body `{` of the `if` or `while` being read, and the constants its condition binds (`if let x = ...`):
    /// they are the body's, not the enclosing scope's.
    var conditionBody = -1
    var conditionLocals: [String: LocalBinding] = [:]
    /// The locals the expression being read used, for the reassignment check at the file's end.
    var dependencies: [LocalBinding] = []
    var calls: [NavigationCall] = []
    var made: [Made] = []

    /// A navigation call read, finished at the file's end (a later assignment may still make a local it used
    /// ambiguous).
    struct NavigationCall {
        let from: String?
        let kind: CodeNavigationKind
        let value: ReadValue
        let expression: String
        let line: Int
        let dependencies: [LocalBinding]
    }

    /// A view controller made, finished at the file's end.
    struct Made {
        let from: String?
        let destination: CodeDestination
        let method: CodeInstantiation.Method
        let line: Int
        let dependencies: [LocalBinding]
    }

    init(source: TokenizedSource, types: DeclaredTypes) {
        self.source = source
        self.types = types
    }

    /// The file's facts.
    mutating func read() -> (edges: [CodeEdge], instantiations: [CodeInstantiation], unresolved: [UnresolvedNavigation])
    {
        var index = 0
        while index < source.count {
            let token = source[index]
            switch token.kind {
            case .punctuation:
                index = punctuation(at: index)
            case .identifier:
                index = source.language == .swift ? swiftIdentifier(at: index) : objectiveCIdentifier(at: index)
            case .string:
                index += 1
            }
        }
        return finish()
    }

    mutating func punctuation(at index: Int) -> Int {
        switch source[index].text {
        case "{":
            openScope(at: index)
        case "}":
            closeScope()
        case ";" where !source.isPunctuation(index + 1, "{"):  // Objective-C allows `- (void)f:(id)a; {`
            pendingParameters = nil
        case "-" where source.language == .objectiveC && scopes.last?.isImplementation == true,
            "+" where source.language == .objectiveC && scopes.last?.isImplementation == true:
            return objectiveCMethodHeader(at: index)
        case "^" where source.language == .objectiveC && source.isPunctuation(index + 1, "("):
            pendingParameters = blockParameters(at: index + 1)
        default:
            break
        }
        return index + 1
    }

    // MARK: Scopes

    /// The type the code at the cursor is written in.
    var enclosingType: String? {
        for scope in scopes.reversed() where scope.typeName != nil { return scope.typeName }
        return nil
    }

    mutating func openScope(at index: Int) {
        guard scopes.count < Self.maxTrackedScopes else {
            untrackedDepth += 1
            return
        }
        var scope = ReaderScope()
        if let name = pendingType {
            scope.typeName = name
        } else if let parameters = pendingParameters {
            scope.parameters = parameters
        } else if source.language == .swift {
            scope.parameters = closureParameters(at: index)
        }
        if index == conditionBody {
            scope.locals = conditionLocals
            conditionLocals = [:]
            conditionBody = -1
        }
        pendingType = nil
        pendingParameters = nil
        scopes.append(scope)
    }

    mutating func closeScope() {
        if untrackedDepth > 0 {
            untrackedDepth -= 1
        } else if scopes.count > 1 && scopes.last?.isImplementation != true {
            scopes.removeLast()
        }
        pendingParameters = nil
    }

    /// What a name means at the cursor: a local's binding, a parameter, or neither (`nil`).
    func lookUp(_ name: String) -> LocalBinding?? {
        for scope in scopes.reversed() {
            if let binding = scope.locals[name] { return .some(binding) }
            if scope.parameters.contains(name) { return .some(nil) }
            if scope.typeName != nil { return nil }
        }
        return nil
    }

    mutating func bind(_ name: String, values: [Range<Int>], at index: Int = -1) {
        guard untrackedDepth == 0 else { return }
        var binding = LocalBinding(values: values)
        // `guard let x = x`, `if let x = x`: the value of the `x` it unwraps (a local, else a parameter or a
        // property, which stay what they are), not a value that reads itself.
        if values.count == 1, values[0].count == 1, source.isIdentifier(values[0].lowerBound, name) {
            guard case .some(.some(let outer)) = lookUp(name) else { return }
            binding = outer
        }
        if index >= 0 && index < conditionBody {
            conditionLocals[name] = binding
        } else {
            scopes[scopes.count - 1].locals[name] = binding
        }
    }

    /// `{ a, b in`, `{ [weak self] (a: T) -> U in`: the closure's parameter names (at most 48 tokens ahead).
    func closureParameters(at open: Int) -> Set<String> {
        var index = open + 1
        if source.isPunctuation(index, "[") { index = source.after(index, limit: source.count) }
        var names: Set<String> = []
        let limit = min(source.count, index + 48)
        while index < limit {
            let token = source[index]
            if token.isIdentifier("in") { return names }
            switch token.kind {
            case .identifier:
                let previous = index > 0 ? source[index - 1] : token
                let typePosition = previous.kind == .punctuation && [":", ".", ">", "<"].contains(previous.text)
                if !typePosition && !["throws", "async", "rethrows", "inout", "_"].contains(token.text) {
                    names.insert(token.text)
                }
            case .punctuation
            where ["(", ")", ",", ":", "-", ">", "<", "?", "!", ".", "_", "[", "]"].contains(token.text):
                break
            default:
                return []
            }
            index += 1
        }
        return []
    }

    /// Objective-C block parameters `^(Type *a, Type b)`: the last name before each `,` or `)`.
    func blockParameters(at open: Int) -> Set<String> {
        let close = source.partner[open]
        guard close > open else { return [] }
        var names: Set<String> = []
        for index in (open + 1)..<close where source.isPunctuation(index + 1, ",") || index + 1 == close {
            if let name = source.identifier(at: index) { names.insert(name) }
        }
        return names
    }

    // MARK: Recording

    mutating func record(call kind: CodeNavigationKind, value: ReadValue, expression: Range<Int>, line: Int) {
        calls.append(
            NavigationCall(
                from: enclosingType, kind: kind, value: value,
                expression: source.text(expression.lowerBound, expression.upperBound), line: line,
                dependencies: dependencies))
        dependencies = []
    }

    mutating func record(made value: ReadValue, line: Int) {
        defer { dependencies = [] }
        guard case .viewController(let destination, let containers, let method) = value, containers.isEmpty else {
            return
        }
        if destination.kind == .viewController, let name = destination.className,
            !types.looksLikeViewController(name) || DeclaredTypes.viewControllerRoots.contains(name)
        {
            return
        }
        made.append(
            Made(from: enclosingType, destination: destination, method: method, line: line, dependencies: dependencies))
    }

    func finish() -> (
        edges: [CodeEdge], instantiations: [CodeInstantiation], unresolved: [UnresolvedNavigation]
    ) {
        var edges: [CodeEdge] = []
        var unresolved: [UnresolvedNavigation] = []
        for call in calls {
            let location = SourceLocation(file: source.path, line: call.line)
            let ambiguous = call.dependencies.contains { $0.values.count > 1 }
            let value = ambiguous ? ReadValue.unresolved(.reassigned) : call.value.asDestination
            let elements: [ReadValue] = if case .array(let elements) = value { elements } else { [value] }
            for element in elements {
                switch element {
                case .viewController(let destination, let containers, _):
                    if let from = call.from {
                        edges.append(
                            CodeEdge(
                                from: from, to: destination, kind: call.kind, containers: containers, location: location
                            ))
                    } else {
                        unresolved.append(
                            UnresolvedNavigation(
                                from: nil, kind: call.kind, reason: .unknownExpression, expression: call.expression,
                                location: location))
                    }
                case .unresolved(let reason):
                    unresolved.append(
                        UnresolvedNavigation(
                            from: call.from, kind: call.kind, reason: reason, expression: call.expression,
                            location: location))
                default:
                    unresolved.append(
                        UnresolvedNavigation(
                            from: call.from, kind: call.kind, reason: .unknownExpression, expression: call.expression,
                            location: location))
                }
            }
        }
        let instantiations = made.filter { !$0.dependencies.contains { $0.values.count > 1 } }.map {
            CodeInstantiation(
                from: $0.from, destination: $0.destination, method: $0.method,
                location: SourceLocation(file: source.path, line: $0.line))
        }
        return (edges, instantiations, unresolved)
    }

    // MARK: Reading values
}

extension CodeDestination {
    /// A scene or initial scene named by generated code.
    static func generated(storyboard: String, scene: String?) -> CodeDestination {
        if let scene {
            return CodeDestination(kind: .scene, storyboard: storyboard, identifier: scene, generatedNames: true)
        }
        return CodeDestination(kind: .initialScene, storyboard: storyboard, generatedNames: true)
    }
}
