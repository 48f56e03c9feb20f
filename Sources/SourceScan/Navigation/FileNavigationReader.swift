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

    private mutating func punctuation(at index: Int) -> Int {
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

    private mutating func openScope(at index: Int) {
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

    private mutating func closeScope() {
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
    private func closureParameters(at open: Int) -> Set<String> {
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
    private func blockParameters(at open: Int) -> Set<String> {
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

    private func finish() -> (
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

    /// The value of a local: its one expression read, or why not.
    mutating func read(_ binding: LocalBinding, depth: Int) -> ReadValue {
        dependencies.append(binding)
        guard binding.values.count == 1 else {
            return .unresolved(binding.values.isEmpty ? .unknownExpression : .reassigned)
        }
        if let memo = binding.memo, memo.count == binding.values.count {
            dependencies += memo.dependencies
            return memo.value
        }
        guard !binding.reading, depth < Self.maxReadDepth else { return .unresolved(.unknownExpression) }
        binding.reading = true
        defer { binding.reading = false }
        let outer = dependencies
        dependencies = []
        let range = binding.values[0]
        let value = read(range.lowerBound, range.upperBound, depth: depth + 1)
        binding.memo = (binding.values.count, value, dependencies)
        dependencies = outer + dependencies
        return value
    }

    /// The value of `start..<end`.
    mutating func read(_ start: Int, _ end: Int, depth: Int) -> ReadValue {
        guard depth < Self.maxReadDepth else { return .unresolved(.unknownExpression) }
        var start = start
        var end = end
        while start < end, let word = source.identifier(at: start), word == "try" || word == "await" {
            start += 1
            if source.isPunctuation(start, "?") || source.isPunctuation(start, "!") { start += 1 }
        }
        if source.language == .swift { end = castStart(start, end) }
        if source.language == .objectiveC { start = afterCast(start, end) }
        while end > start, source.isPunctuation(end - 1, "!") || source.isPunctuation(end - 1, "?") { end -= 1 }
        guard start < end else { return .unresolved(.unknownExpression) }
        if source.isPunctuation(start, "("), source.partner[start] == end - 1 {
            return read(start + 1, end - 1, depth: depth + 1)
        }
        if source.language == .objectiveC {
            if source.isPunctuation(start, "["), source.partner[start] == end - 1 {
                return message(start, end - 1, depth: depth)
            }
            if source.isPunctuation(start, "@"), source.isPunctuation(start + 1, "["),
                source.partner[start + 1] == end - 1
            {
                return array(start + 2, end - 1, depth: depth)
            }
        } else if source.isPunctuation(start, "["), source.partner[start] == end - 1 {
            return array(start + 1, end - 1, depth: depth)
        }
        if source.literal(start, end) != nil { return .unresolved(.unknownExpression) }
        guard let steps = chain(start, end) else { return .unresolved(.unknownExpression) }
        return read(steps, depth: depth)
    }

    private mutating func array(_ start: Int, _ end: Int, depth: Int) -> ReadValue {
        let elements = source.arguments(start, end)
        guard elements.allSatisfy({ $0.label == nil }) else { return .unresolved(.unknownExpression) }
        return .array(elements.map { read($0.start, $0.end, depth: depth + 1) })
    }

    /// Where a top-level `as`, `as?`, `as!` starts in `start..<end` (the cast changes the type, not the value).
    private func castStart(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            if source.isIdentifier(index, "as") { return index }
            index = source.after(index, limit: end)
        }
        return end
    }

    /// Past a leading C cast `(Foo *)`.
    private func afterCast(_ start: Int, _ end: Int) -> Int {
        guard source.isPunctuation(start, "("), source.partner[start] > start, source.partner[start] < end - 1 else {
            return start
        }
        let close = source.partner[start]
        for index in (start + 1)..<close {
            let token = source[index]
            guard token.kind == .identifier || ["*", "<", ">", ","].contains(token.text) else { return start }
        }
        return close + 1
    }

    /// A name used as a value: a local's value, a parameter, or (not declared here) a property.
    mutating func readName(_ name: String, depth: Int) -> ReadValue {
        switch lookUp(name) {
        case .some(.some(let binding)): return read(binding, depth: depth)
        case .some(.none): return .unresolved(.parameter)
        case .none: return .unresolved(Self.reason(forUndeclared: name))
        }
    }

    private static func reason(forUndeclared name: String) -> UnresolvedNavigation.Reason {
        guard let first = name.utf8.first, !(first >= 0x41 && first <= 0x5A) else { return .unknownExpression }
        return .property
    }

    /// The storyboard `self.storyboard` or a bare `storyboard` means: the enclosing view controller's own, a
    /// local's, a parameter; in a type that is no view controller, a property of its own.
    mutating func ownStoryboard(bare: Bool, depth: Int) -> ReadValue {
        if bare {
            switch lookUp("storyboard") {
            case .some(.some(let binding)): return read(binding, depth: depth)
            case .some(.none): return .unresolved(.parameter)
            case .none: break
            }
        }
        guard let type = enclosingType, types.isViewController(type) || type.hasSuffix("ViewController") else {
            return .unresolved(.property)
        }
        return .storyboard(nil, generatedNames: false)
    }

    /// A storyboard-scene value from a storyboard value and the identifier argument.
    mutating func scene(on storyboard: ReadValue, identifier: Argument?, initial: Bool) -> ReadValue {
        guard case .storyboard(let name, let generated) = storyboard else {
            if case .unresolved = storyboard { return storyboard }
            return .unresolved(.unknownExpression)
        }
        if initial {
            let destination = CodeDestination(
                kind: .initialScene, storyboard: name, generatedNames: generated ? true : nil)
            return .viewController(destination, containers: [], method: .storyboard)
        }
        guard let identifier, let value = stringValue(identifier) else {
            return .unresolved(.dynamicName)
        }
        let destination = CodeDestination(
            kind: .scene, storyboard: name, identifier: value, generatedNames: generated ? true : nil)
        return .viewController(destination, containers: [], method: .storyboard)
    }

    /// The string an identifier argument is: a literal, `String(describing: Foo.self)`, or `Foo.className` where
    /// the sources' one `className` returns the class's own name (`IdentifiableClass`): `Foo`.
    mutating func stringValue(_ argument: Argument) -> String? {
        if let literal = source.literal(argument.start, argument.end) { return literal }
        // A local constant given one literal (a later assignment makes the call unresolved: `reassigned`).
        if argument.end - argument.start == 1, let name = source.identifier(at: argument.start),
            case .some(.some(let binding)) = lookUp(name), binding.values.count == 1,
            let literal = source.literal(binding.values[0].lowerBound, binding.values[0].upperBound)
        {
            dependencies.append(binding)
            return literal
        }
        // `String(describing: Foo.self)`: Swift prints a type's own name, without its module.
        if source.language == .swift, argument.end - argument.start == 8, source.isIdentifier(argument.start, "String"),
            source.isPunctuation(argument.start + 1, "("), source.isIdentifier(argument.start + 2, "describing"),
            source.isPunctuation(argument.start + 3, ":"), source[argument.start + 4].isTypeName,
            source.isPunctuation(argument.start + 5, "."), source.isIdentifier(argument.start + 6, "self"),
            source.isPunctuation(argument.start + 7, ")")
        {
            return source[argument.start + 4].text
        }
        if let constant = constantValue(argument) { return constant }
        guard source.language == .swift, argument.end - argument.start == 3, source[argument.start].isTypeName,
            source.isPunctuation(argument.start + 1, "."), let property = source.identifier(at: argument.start + 2),
            types.isClassNameProperty(property)
        else { return nil }
        return source[argument.start].text
    }

    /// A type's string constant: `name` or `self.name` (no local or parameter of that name) in the type that
    /// declares `let name = "..."`, `Type.name` for a `static let`.
    private func constantValue(_ argument: Argument) -> String? {
        guard source.language == .swift, let type = enclosingType else { return nil }
        let length = argument.end - argument.start
        if length == 1, let name = source.identifier(at: argument.start), lookUp(name) == nil {
            return types.constant(type, name)
        }
        guard length == 3, source.isPunctuation(argument.start + 1, "."),
            let owner = source.identifier(at: argument.start), let name = source.identifier(at: argument.start + 2)
        else { return nil }
        switch owner {
        case "self", "Self": return types.constant(type, name)
        default: return source[argument.start].isTypeName ? types.constant(owner, name) : nil
        }
    }

    /// A view controller made by its class, wrapped when `container` is a navigation controller given a root.
    mutating func constructed(
        _ name: String, root: Argument?, method: CodeInstantiation.Method, depth: Int
    ) -> ReadValue {
        if let root, types.isNavigationController(name) {
            switch read(root.start, root.end, depth: depth + 1) {
            case .viewController(let destination, let containers, let method):
                return .viewController(destination, containers: [name] + containers, method: method)
            case .unresolved(let reason):
                return .unresolved(reason)
            default:
                return .unresolved(.unknownExpression)
            }
        }
        // A type the sources declare that is no view controller (a SwiftUI view, a coordinator's own route type
        // passed to its own `present`) is never taken for a destination.
        if types.declared.contains(name) && !types.isViewController(name) { return .unresolved(.unknownExpression) }
        return .viewController(.viewController(name), containers: [], method: method)
    }
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
