import StoryboardModel

extension FileNavigationReader {
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    static let conditionWords: Set<String> = ["if", "guard", "while", "case"]

    /// Reads the Swift identifier at `index`; returns where to go on.
    mutating func swiftIdentifier(at index: Int) -> Int {
        let name = source[index].text
        let member = source.isPunctuation(index - 1, ".")
        if !member {
            if Self.typeKeywords.contains(name), let typeName = source.identifier(at: index + 1),
                !SwiftKeywords.declarationModifiers.contains(typeName)
            {
                pendingType = lastComponent(from: index + 1)
                pendingParameters = nil
                return index + 2
            }
            switch name {
            case "func", "init", "subscript":
                return functionHeader(at: index)
            case "for":
                if let variable = source.identifier(at: index + 1), !SwiftKeywords.reserved.contains(variable) {
                    bind(variable, values: [])
                }
                return index + 1
            case "if", "while":
                conditionBody = conditionBodyStart(after: index)
                conditionLocals = [:]
                return index + 1
            case "deinit":
                pendingParameters = []
                return index + 1
            case "let", "var":
                return localDeclaration(at: index)
            default:
                break
            }
        }
        if source.isPunctuation(index + 1, "("), !source.isIdentifier(index - 1, "func") {
            swiftNavigationCall(at: index)
            swiftMade(at: index, member: member)
        } else if source.isPunctuation(index + 1, "=") {
            assignment(at: index, member: member)
        } else if name == "R", !member, source.isPunctuation(index + 1, "."),
            source.isIdentifier(index + 2, "storyboard")
        {
            let end = chainEnd(from: index)
            record(made: read(index, end, depth: 0), line: source[index].line)
        }
        return index + 1
    }

    /// `extension A.B` is `B`'s.
    func lastComponent(from index: Int) -> String {
        var index = index
        while source.isPunctuation(index + 1, "."), source.identifier(at: index + 2) != nil { index += 2 }
        return source[index].text
    }

    /// `func name<T>(a b: T, _ c: U)`: the parameters' inner names, for the body that follows.
    mutating func functionHeader(at index: Int) -> Int {
        var open = index + 1
        let limit = min(source.count, index + 48)
        while open < limit && !source.isPunctuation(open, "(") {
            if source.isPunctuation(open, "{") || source.isPunctuation(open, "}") { return index + 1 }
            open += 1
        }
        guard open < limit, source.partner[open] > open else { return index + 1 }
        let close = source.partner[open]
        var parameters: Set<String> = []
        for argument in source.arguments(open + 1, close) {
            // `outer inner: Type`: the name just before the first top-level colon.
            var colon = argument.start
            if argument.label != nil {
                parameters.insert(source[argument.start - 2].text)
                continue
            }
            while colon < argument.end && !source.isPunctuation(colon, ":") {
                colon = source.after(colon, limit: argument.end)
            }
            if colon < argument.end, let inner = source.identifier(at: colon - 1) { parameters.insert(inner) }
        }
        pendingParameters = parameters
        pendingType = nil
        return close + 1
    }

    /// `let x = ...`, `var x: T = ...`, `if let x = ...`, `guard var x = ... else`.
    mutating func localDeclaration(at index: Int) -> Int {
        guard scopes.last?.typeName == nil else {
            pendingParameters = []  // a computed property's body or its accessors
            return index + 1
        }
        guard let name = source.identifier(at: index + 1), !SwiftKeywords.reserved.contains(name) else {
            return index + 1
        }
        let condition =
            index > 0 && (source[index - 1].isPunctuation(",") || Self.conditionWords.contains(source[index - 1].text))
        var equals = index + 2
        if source.isPunctuation(equals, ":") {
            while equals < source.count, !source.isPunctuation(equals, "="), !endsType(equals) {
                equals = source.after(equals, limit: source.count)
            }
        }
        if source.isPunctuation(equals, "=") {
            let end = expressionEnd(from: equals + 1, condition: condition)
            bind(name, values: [(equals + 1)..<end], at: condition ? index : -1)
        } else if !condition {
            bind(name, values: [])  // given its value later, or bound by a pattern
        }
        return index + 2
    }

    /// The `{` opening the body of the `if` or `while` at `index`: the first one outside brackets (Swift allows
    /// no trailing closure in a condition), or -1.
    func conditionBodyStart(after index: Int) -> Int {
        var cursor = index + 1
        while cursor < source.count {
            let token = source[cursor]
            if token.kind == .punctuation {
                switch token.text {
                case "{": return cursor
                case "}", ";": return -1
                case "(", "[":
                    cursor = source.after(cursor, limit: source.count)
                    continue
                default: break
                }
            }
            cursor += 1
        }
        return -1
    }

    /// What a Swift chain is.
    mutating func read(_ steps: [ChainStep], depth: Int) -> ReadValue {
        let names = steps.map { step -> String? in if case .name(let name) = step { name } else { nil } }
        if let generated = generatedScene(names, steps) { return generated }
        if case .call(let open, let close) = steps[steps.count - 1], steps.count >= 2,
            case .name(let callee) = steps[steps.count - 2]
        {
            let arguments = source.arguments(open + 1, close)
            let receiver = Array(steps[0..<(steps.count - 2)])
            switch callee {
            case "instantiateViewController":
                let identifier = arguments.first { $0.label == "withIdentifier" || $0.label == "identifier" }
                guard identifier != nil else { return .unresolved(.functionResult) }
                return scene(on: storyboard(receiver, depth: depth), identifier: identifier, initial: false)
            case "instantiateInitialViewController":
                return scene(on: storyboard(receiver, depth: depth), identifier: nil, initial: true)
            default:
                // `instantiateController(ofType: Foo.self)` of a `func f<T>(ofType: T.Type) -> T`: a `Foo`.
                if let factory = types.metatypeFactory(callee), let made = factory.madeClass(source, arguments) {
                    return constructed(made, root: nil, method: .factory, depth: depth)
                }
            }
            let typeName: String? =
                if receiver.isEmpty, callee.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true {
                    callee
                } else if receiver.count == 1, callee == "init", case .name(let name) = receiver[0] { name } else {
                    nil
                }
            if let typeName, typeName.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true {
                if typeName == "UIStoryboard" { return storyboard(arguments: arguments) }
                // The standard library's wrappers hold a value rather than being one.
                if ["Optional", "Array", "Set", "Dictionary", "Result", "AnyView"].contains(typeName) {
                    return .unresolved(.unknownExpression)
                }
                let method: CodeInstantiation.Method = arguments.first?.label == "nibName" ? .nib : .initializer
                return constructed(
                    typeName, root: arguments.first { $0.label == "rootViewController" }, method: method, depth: depth)
            }
            if receiver.count == 1, case .name(let typeName) = receiver[0],
                typeName.utf8.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true
            {
                if callee == "instantiate" {
                    return .viewController(.viewController(typeName), containers: [], method: .factory)
                }
                // NavGraph's `storyboardable` style: `Foo.viewController(from: .main)`, `Foo.initialViewController(from: .main)`.
                if callee == "viewController" || callee == "initialViewController", arguments.first?.label == "from" {
                    let from = arguments[0]
                    if callee == "initialViewController", from.end - from.start == 2,
                        source.isPunctuation(from.start, "."),
                        let storyboard = source.identifier(at: from.start + 1)
                    {
                        return .viewController(
                            .generated(storyboard: storyboard, scene: nil), containers: [], method: .generated)
                    }
                    return .viewController(.viewController(typeName), containers: [], method: .generated)
                }
                // `DetailViewController.make(viewModel: model)` of a `static func make(...) -> Self`.
                if let made = types.staticFactoryResult(callee, on: typeName) {
                    return constructed(made, root: nil, method: .factory, depth: depth)
                }
            }
            // `errorAlert()` or `self.errorAlert()` of a `func errorAlert() -> UIAlertController` of this type.
            if let type = enclosingType, receiver.isEmpty || receiver.count == 1 && Self.isSelf(receiver[0]),
                let made = types.ownFunctionResult(callee, in: type)
            {
                return constructed(made, root: nil, method: .factory, depth: depth)
            }
            return .unresolved(.functionResult)
        }
        if steps.count == 1, case .name(let name) = steps[0] {
            return readName(name, depth: depth)
        }
        if case .subscripted = steps[steps.count - 1] { return .unresolved(.unknownExpression) }
        // `self.actionSheet` of a `var actionSheet: UIAlertController!` of this type.
        if steps.count == 2, Self.isSelf(steps[0]), case .name(let name) = steps[1], let type = enclosingType,
            let held = types.propertyType(name, in: type)
        {
            return constructed(held, root: nil, method: .initializer, depth: depth)
        }
        return .unresolved(.property)
    }

    /// The storyboard a receiver chain names.
    mutating func storyboard(_ receiver: [ChainStep], depth: Int) -> ReadValue {
        let names = receiver.map { step -> String? in if case .name(let name) = step { name } else { nil } }
        if names == ["storyboard"] { return ownStoryboard(bare: true, depth: depth) }
        if names == ["self", "storyboard"] { return ownStoryboard(bare: false, depth: depth) }
        if names.count == 2, names[0] == "UIStoryboard", let property = names[1],
            let name = types.storyboardProperty(property)
        {
            return .storyboard(name, generatedNames: false)
        }
        guard !receiver.isEmpty else { return .unresolved(.unknownExpression) }
        let value = read(receiver, depth: depth)
        switch value {
        case .storyboard, .unresolved: return value
        default: return .unresolved(.unknownExpression)
        }
    }

    /// `UIStoryboard(name: "Main", bundle: nil)`, NavGraph's `UIStoryboard(storyboard: .main)`.
    mutating func storyboard(arguments: [Argument]) -> ReadValue {
        guard let first = arguments.first else { return .unresolved(.unknownExpression) }
        if first.label == "name" {
            guard let name = stringValue(first) else { return .unresolved(.dynamicName) }
            return .storyboard(name, generatedNames: false)
        }
        if first.label == "storyboard", first.end - first.start == 2, source.isPunctuation(first.start, "."),
            let name = source.identifier(at: first.start + 1)
        {
            return .storyboard(name, generatedNames: true)
        }
        return .unresolved(.dynamicName)
    }

    /// A navigation call at `index` (the callee's name, `(` next): one call site.
    mutating func swiftNavigationCall(at index: Int) {
        let close = source.partner[index + 1]
        guard close > index else { return }
        let arguments = source.arguments(index + 2, close)
        let unlabeledFirst = arguments.first.map { $0.label == nil } ?? false
        let secondLabel = arguments.count > 1 ? arguments[1].label : nil
        let kind: CodeNavigationKind
        switch source[index].text {
        case "pushViewController" where unlabeledFirst: kind = .push
        case "present" where unlabeledFirst && secondLabel == "animated": kind = .present
        case "show" where unlabeledFirst && secondLabel == "sender" && arguments.count == 2: kind = .show
        case "showDetailViewController" where unlabeledFirst && secondLabel == "sender": kind = .showDetail
        case "setViewControllers" where unlabeledFirst && secondLabel == "animated": kind = .setViewControllers
        case "performSegue" where arguments.first?.label == "withIdentifier":
            return segueCall(arguments[0], receiver: swiftReceiver(of: index), line: source[index].line)
        case "perform" where arguments.first?.label == "segue":
            return generatedSegueCall(arguments[0], receiver: swiftReceiver(of: index), line: source[index].line)
        default:
            return swiftWatchKitCall(at: index, arguments: arguments)
        }
        let argument = arguments[0]
        let value = read(argument.start, argument.end, depth: 0)
        record(call: kind, value: value, expression: argument.start..<argument.end, line: source[index].line)
    }

    /// A view controller made at `index` (a name called): an instantiation.
    mutating func swiftMade(at index: Int, member: Bool) {
        let name = source[index].text
        let close = source.partner[index + 1]
        guard close > index else { return }
        switch name {
        case "instantiateViewController", "instantiateInitialViewController", "instantiate", "viewController",
            "initialViewController":
            guard member else { return }
            let start = chainStart(at: index)
            guard !source.isIdentifier(start, "R") else { return }  // read from its `R`
            record(made: read(start, close + 1, depth: 0), line: source[index].line)
        case "init" where member && source[index - 2].isTypeName:
            record(made: read(index - 2, close + 1, depth: 0), line: source[index].line)
        default:
            if !types.metatypeFactories.isEmpty, types.metatypeFactory(name) != nil {
                record(
                    made: read(member ? chainStart(at: index) : index, close + 1, depth: 0), line: source[index].line)
                return
            }
            guard !member, source[index].isTypeName, name != "R", name != "StoryboardScene" else { return }
            let value = read(index, close + 1, depth: 0)
            record(made: value, line: source[index].line)
        }
    }

    private static func isSelf(_ step: ChainStep) -> Bool {
        if case .name("self") = step { true } else { false }
    }
}
