import StoryboardModel

/// One step of a Swift postfix chain: `a.b(c)[d]!`.
enum ChainStep {
    case name(String)
    case call(Int, Int)
    case subscripted
}

/// Where Swift expressions and postfix chains start and end, and their steps.
extension FileNavigationReader {
    func endsType(_ index: Int) -> Bool {
        let token = source[index]
        return token.kind == .punctuation && ["{", "}", ";", ","].contains(token.text)
            || (index > 0 && token.line > source[index - 1].line)
    }

    /// `x = ...` for a local `x`: one more value it may hold.
    mutating func assignment(at index: Int, member: Bool) {
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

    func startsStatement(_ index: Int) -> Bool {
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
}
