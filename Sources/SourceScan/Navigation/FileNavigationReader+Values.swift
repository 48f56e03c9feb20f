import StoryboardModel

/// What an expression is: a local's value, a name, a cast, a storyboard and its scene, a string, a type made.
extension FileNavigationReader {
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

    mutating func array(_ start: Int, _ end: Int, depth: Int) -> ReadValue {
        let elements = source.arguments(start, end)
        guard elements.allSatisfy({ $0.label == nil }) else { return .unresolved(.unknownExpression) }
        return .array(elements.map { read($0.start, $0.end, depth: depth + 1) })
    }

    /// Where a top-level `as`, `as?`, `as!` starts in `start..<end` (the cast changes the type, not the value).
    func castStart(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            if source.isIdentifier(index, "as") { return index }
            index = source.after(index, limit: end)
        }
        return end
    }

    /// Past a leading C cast `(Foo *)`.
    func afterCast(_ start: Int, _ end: Int) -> Int {
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
        case .none:
            if let type = enclosingType, let held = types.propertyType(name, in: type) {
                return constructed(held, root: nil, method: .initializer, depth: depth)
            }
            return .unresolved(Self.reason(forUndeclared: name))
        }
    }

    static func reason(forUndeclared name: String) -> UnresolvedNavigation.Reason {
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
    func constantValue(_ argument: Argument) -> String? {
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
