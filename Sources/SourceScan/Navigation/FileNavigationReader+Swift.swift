import StoryboardModel

/// One step of a Swift postfix chain: `a.b(c)[d]!`.
enum ChainStep {
    case name(String)
    case call(Int, Int)
    case subscripted
}

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
    private func lastComponent(from index: Int) -> String {
        var index = index
        while source.isPunctuation(index + 1, "."), source.identifier(at: index + 2) != nil { index += 2 }
        return source[index].text
    }

    /// `func name<T>(a b: T, _ c: U)`: the parameters' inner names, for the body that follows.
    private mutating func functionHeader(at index: Int) -> Int {
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
    private mutating func localDeclaration(at index: Int) -> Int {
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
    private func conditionBodyStart(after index: Int) -> Int {
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

    private func endsType(_ index: Int) -> Bool {
        let token = source[index]
        return token.kind == .punctuation && ["{", "}", ";", ","].contains(token.text)
            || (index > 0 && token.line > source[index - 1].line)
    }

    /// `x = ...` for a local `x`: one more value it may hold.
    private mutating func assignment(at index: Int, member: Bool) {
        let name = source[index].text
        if name == "viewControllers", member || scopes.last?.typeName == nil {
            let end = expressionEnd(from: index + 2, condition: false)
            let value = read(index + 2, end, depth: 0)
            record(call: .setViewControllers, value: value, expression: (index + 2)..<end, line: source[index].line)
            return
        }
        guard !member, case .some(.some(let binding)) = lookUp(name) else { return }
        let end =
            source.language == .swift
            ? expressionEnd(from: index + 2, condition: false) : objectiveCStatementEnd(from: index + 2)
        binding.values.append((index + 2)..<end)
    }

    /// Where a Swift expression starting at `start` ends: a top-level `;`, `,`, closing bracket, a new line
    /// starting a new statement, or (in a condition) `{` and `else`.
    func expressionEnd(from start: Int, condition: Bool) -> Int {
        var index = start
        while index < source.count {
            let token = source[index]
            if index > start && token.line > source[index - 1].line && startsStatement(index) { return index }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[":
                    index = source.after(index, limit: source.count)
                    continue
                case "{":
                    if condition { return index }
                    index = source.after(index, limit: source.count)
                    continue
                case ";", "}", ")", "]", ",":
                    return index
                default:
                    break
                }
            } else if condition && token.isIdentifier("else") {
                return index
            }
            index += 1
        }
        return index
    }

    private func startsStatement(_ index: Int) -> Bool {
        let token = source[index]
        guard token.kind != .punctuation || token.text == "@" || token.text == "#" else { return false }
        if token.kind == .identifier && ["as", "is"].contains(token.text) { return false }
        let previous = source[index - 1]
        guard previous.kind == .punctuation else { return true }
        return ["!", "?", ")", "]", "}"].contains(previous.text)
    }

    /// The end of the postfix chain starting at `start`.
    func chainEnd(from start: Int) -> Int {
        var index = start + 1
        while index < source.count {
            if source.isPunctuation(index, "."), source.identifier(at: index + 1) != nil {
                index += 2
            } else if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") {
                index = source.after(index, limit: source.count)
            } else if source.isPunctuation(index, "?") || source.isPunctuation(index, "!") {
                if source.isPunctuation(index + 1, ".") { index += 1 } else { return index }
            } else {
                return index
            }
        }
        return index
    }

    /// The start of the postfix chain whose name at `index` is a member (`a.b?.c` from `c`).
    func chainStart(at index: Int) -> Int {
        var current = index
        for _ in 0..<64 {
            var before = current - 1
            guard source.isPunctuation(before, ".") else { return current }
            before -= 1
            while source.isPunctuation(before, "?") || source.isPunctuation(before, "!") { before -= 1 }
            guard before >= 0 else { return current }
            if source.isPunctuation(before, ")") || source.isPunctuation(before, "]") {
                let open = source.partner[before]
                guard open >= 0 else { return current }
                guard source.identifier(at: open - 1) != nil else { return open }
                before = open - 1
            }
            guard source.identifier(at: before) != nil else { return current }
            current = before
        }
        return current
    }

    /// `start..<end` as a postfix chain, or `nil` if it is not one.
    func chain(_ start: Int, _ end: Int) -> [ChainStep]? {
        guard let first = source.identifier(at: start) else { return nil }
        var steps: [ChainStep] = [.name(first)]
        var index = start + 1
        while index < end {
            let token = source[index]
            guard token.kind == .punctuation else { return nil }
            switch token.text {
            case "." where source.identifier(at: index + 1) != nil && index + 1 < end:
                steps.append(.name(source[index + 1].text))
                index += 2
            case "(":
                let close = source.partner[index]
                guard close > index && close < end else { return nil }
                steps.append(.call(index, close))
                index = close + 1
            case "[":
                steps.append(.subscripted)
                index = source.after(index, limit: end)
            case "{":
                // A trailing closure; after a bare name it is that name's call (`Foo { ... }`, `f { ... }`).
                if case .name = steps[steps.count - 1] { steps.append(.call(index, index)) }
                index = source.after(index, limit: end)
            case "?", "!":
                index += 1
            case "<" where steps.count == 1 && source[start].isTypeName:
                var close = index + 1
                while close < min(end, index + 32) && !source.isPunctuation(close, ">") { close += 1 }
                guard close < end, source.isPunctuation(close, ">") else { return nil }
                index = close + 1
            default:
                return nil
            }
        }
        return steps
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
                break
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
            }
            return .unresolved(.functionResult)
        }
        if steps.count == 1, case .name(let name) = steps[0] {
            return readName(name, depth: depth)
        }
        if case .subscripted = steps[steps.count - 1] { return .unresolved(.unknownExpression) }
        return .unresolved(.property)
    }

    /// SwiftGen's and NavGraph's `StoryboardScene.Main.home.instantiate()`, R.swift's `R.storyboard.main.home()`.
    private func generatedScene(_ names: [String?], _ steps: [ChainStep]) -> ReadValue? {
        guard steps.count == 5, case .call = steps[4], let storyboard = names[2], let scene = names[3] else {
            return nil
        }
        if names[0] == "StoryboardScene", let storyboardName = names[1], scene == "instantiate" {
            let destination = CodeDestination.generated(
                storyboard: storyboardName, scene: storyboard == "initialScene" ? nil : storyboard)
            return .viewController(destination, containers: [], method: .generated)
        }
        if names[0] == "R", names[1] == "storyboard" {
            let destination = CodeDestination.generated(
                storyboard: storyboard, scene: scene == "instantiateInitialViewController" ? nil : scene)
            return .viewController(destination, containers: [], method: .generated)
        }
        return nil
    }

    /// The storyboard a receiver chain names.
    private mutating func storyboard(_ receiver: [ChainStep], depth: Int) -> ReadValue {
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
    private mutating func storyboard(arguments: [Argument]) -> ReadValue {
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
    private mutating func swiftNavigationCall(at index: Int) {
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
            return
        }
        let argument = arguments[0]
        let value = read(argument.start, argument.end, depth: 0)
        record(call: kind, value: value, expression: argument.start..<argument.end, line: source[index].line)
    }

    mutating func segueValue(_ argument: Argument) -> ReadValue {
        if let generated = generatedSegue(argument) {
            let destination = CodeDestination(kind: .segue, identifier: generated, generatedNames: true)
            return .viewController(destination, containers: [], method: .generated)
        }
        guard let identifier = stringValue(argument) else { return .unresolved(.dynamicName) }
        return .viewController(.segue(identifier), containers: [], method: .storyboard)
    }

    /// SwiftGen's `StoryboardSegue.Main.showHome.rawValue`, R.swift's `R.segue.homeViewController.showDetail`:
    /// the segue's generated Swift name.
    private func generatedSegue(_ argument: Argument) -> String? {
        guard source.language == .swift, let steps = chain(argument.start, argument.end), steps.count >= 4 else {
            return nil
        }
        let names = steps.compactMap { step -> String? in if case .name(let name) = step { name } else { nil } }
        guard names.count == steps.count else { return nil }
        if names.count == 4, names[0] == "StoryboardSegue", names[3] == "rawValue" { return names[2] }
        if names.count == 4, names[0] == "R", names[1] == "segue" { return names[3] }
        return nil
    }

    /// A segue is one of the scene that performs it: the calling type's when the receiver is `self`, `super`
    /// or none (`receiver` nil). Another receiver (`vc.performSegue(...)`) names no segue of the calling type:
    /// the call is unresolved with the receiver's reason, and the receiver is its expression.
    mutating func segueCall(_ argument: Argument, receiver: Range<Int>?, line: Int) {
        guard let receiver else {
            record(
                call: .performSegue, value: segueValue(argument), expression: argument.start..<argument.end, line: line)
            return
        }
        var value = ReadValue.unresolved(.unknownExpression)
        if case .unresolved(let reason) = read(receiver.lowerBound, receiver.upperBound, depth: 0) {
            value = .unresolved(reason)
        }
        record(call: .performSegue, value: value, expression: receiver, line: line)
    }

    /// The receiver of the Swift call named at `index` (`vc` in `vc.performSegue(...)`), or `nil` for none,
    /// `self` or `super` (`self?.`, `self!.` too).
    private func swiftReceiver(of index: Int) -> Range<Int>? {
        guard source.isPunctuation(index - 1, ".") else { return nil }
        let start = chainStart(at: index)
        var end = index - 1
        while end > start, source.isPunctuation(end - 1, "?") || source.isPunctuation(end - 1, "!") { end -= 1 }
        if end == start + 1, let word = source.identifier(at: start), word == "self" || word == "super" { return nil }
        return start < end ? start..<end : (index - 1)..<index
    }

    /// The generated `perform(segue: .showHome)`, `perform(segue: StoryboardSegue.Main.showHome)`.
    private mutating func generatedSegueCall(_ argument: Argument, receiver: Range<Int>?, line: Int) {
        guard receiver == nil else { return segueCall(argument, receiver: receiver, line: line) }
        var value = ReadValue.unresolved(.dynamicName)
        let last = argument.end - 1
        if let name = source.identifier(at: last), source.isPunctuation(last - 1, "."),
            argument.start == last - 1
                || (source.identifier(at: argument.start) != nil && chain(argument.start, argument.end) != nil)
        {
            value = .viewController(
                CodeDestination(kind: .segue, identifier: name, generatedNames: true), containers: [],
                method: .generated)
        }
        record(call: .performSegue, value: value, expression: argument.start..<argument.end, line: line)
    }

    /// A view controller made at `index` (a name called): an instantiation.
    private mutating func swiftMade(at index: Int, member: Bool) {
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
            guard !member, source[index].isTypeName, name != "R", name != "StoryboardScene" else { return }
            let value = read(index, close + 1, depth: 0)
            record(made: value, line: source[index].line)
        }
    }
}
