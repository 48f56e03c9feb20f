import StoryboardModel

extension FileNavigationReader {
    static let objectiveCNavigation: [String: CodeNavigationKind] = [
        "pushViewController": .push, "presentViewController": .present, "showViewController": .show,
        "showDetailViewController": .showDetail, "setViewControllers": .setViewControllers,
        "performSegueWithIdentifier": .performSegue,
    ]

    /// Reads the Objective-C identifier at `index`; returns where to go on.
    mutating func objectiveCIdentifier(at index: Int) -> Int {
        let name = source[index].text
        if source.isPunctuation(index - 1, "@") {
            if name == "implementation", let typeName = source.identifier(at: index + 1) {
                if untrackedDepth == 0 && scopes.count < Self.maxTrackedScopes {
                    scopes.append(ReaderScope(typeName: typeName, isImplementation: true))
                }
                return index + 2
            }
            if name == "end", let implementation = scopes.lastIndex(where: \.isImplementation) {
                scopes.removeSubrange(implementation...)
                untrackedDepth = 0
            }
            return index + 1
        }
        if source.isPunctuation(index + 1, ":"), let call = Self.watchKitCalls[name], insideMessage(index) {
            let argument = Argument(label: nil, start: index + 2, end: keywordArgumentEnd(from: index + 2))
            recordWatchKit(call, argument: argument, line: source[index].line)
            return index + 1
        }
        if source.isPunctuation(index + 1, ":"), let kind = Self.objectiveCNavigation[name], insideMessage(index) {
            let end = keywordArgumentEnd(from: index + 2)
            if kind == .performSegue {
                segueCall(
                    Argument(label: name, start: index + 2, end: end), receiver: objectiveCReceiver(of: index),
                    line: source[index].line)
            } else {
                let value = read(index + 2, end, depth: 0)
                record(call: kind, value: value, expression: (index + 2)..<end, line: source[index].line)
            }
            return index + 1
        }
        if source.isPunctuation(index + 1, "="), !source.isPunctuation(index + 2, "=") {
            objectiveCAssignment(at: index)
            return index + 1
        }
        objectiveCMade(at: index)
        return index + 1
    }

    /// The receiver of the message whose first keyword is at `index` (`vc` in `[vc performSegue...]`), or
    /// `nil` for `self` and `super`.
    private func objectiveCReceiver(of index: Int) -> Range<Int>? {
        var start = index - 1
        if source.isPunctuation(start, "]"), source.partner[start] >= 0 { start = source.partner[start] }
        while start >= 2, source.isPunctuation(start - 1, "."), source.identifier(at: start - 2) != nil { start -= 2 }
        if start == index - 1, let word = source.identifier(at: start), word == "self" || word == "super" { return nil }
        return start..<index
    }

    /// Whether the keyword at `index` follows a receiver inside `[...]` (not a method declaration's part).
    private func insideMessage(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = source[index - 1]
        return previous.kind == .identifier || previous.isPunctuation("]")
    }

    /// A keyword argument runs to the next top-level `keyword:` or the message's `]`.
    private func keywordArgumentEnd(from start: Int) -> Int {
        var index = start
        while index < source.count {
            let token = source[index]
            if token.kind == .punctuation && [";", "]", ")", "}"].contains(token.text) { return index }
            if index > start, token.kind == .identifier, source.isPunctuation(index + 1, ":") { return index }
            index = source.after(index, limit: source.count)
        }
        return index
    }

    /// An Objective-C statement runs to its `;` (or a closing bracket).
    func objectiveCStatementEnd(from start: Int) -> Int {
        var index = start
        while index < source.count {
            let token = source[index]
            if token.kind == .punctuation && [";", "]", ")", "}"].contains(token.text) { return index }
            index = source.after(index, limit: source.count)
        }
        return index
    }

    /// `Type *name = ...;` declares a local; `name = ...;` assigns one; `x.viewControllers = @[...]` shows them.
    private mutating func objectiveCAssignment(at index: Int) {
        let name = source[index].text
        let end = objectiveCStatementEnd(from: index + 2)
        if name == "viewControllers", source.isPunctuation(index - 1, ".") {
            record(
                call: .setViewControllers, value: read(index + 2, end, depth: 0), expression: (index + 2)..<end,
                line: source[index].line)
            return
        }
        guard index > 0, !source.isPunctuation(index - 1, "."), scopes.last?.isImplementation != true else { return }
        let previous = source[index - 1]
        let declares =
            previous.isPunctuation("*") || previous.isPunctuation(">")
            || (previous.kind == .identifier && previous.text != "return")
        if declares {
            bind(name, values: [(index + 2)..<end])
        } else if case .some(.some(let binding)) = lookUp(name) {
            binding.values.append((index + 2)..<end)
        }
    }

    /// `- (void)show:(Foo *)foo animated:(BOOL)animated {`: the parameter names, for the body that follows.
    mutating func objectiveCMethodHeader(at index: Int) -> Int {
        var parameters: Set<String> = []
        var cursor = index + 1
        while cursor < source.count {
            let token = source[cursor]
            if token.isPunctuation("{") || token.isPunctuation(";") || token.isPunctuation("@") { break }
            if token.isPunctuation(":"), source.isPunctuation(cursor + 1, "(") {
                let close = source.partner[cursor + 1]
                guard close > cursor else { break }
                if let name = source.identifier(at: close + 1) { parameters.insert(name) }
                cursor = close + 1
                continue
            }
            cursor = source.after(cursor, limit: source.count)
        }
        pendingParameters = parameters
        return cursor
    }

    /// An Objective-C message `[receiver selector...]` between `open` and `close`.
    mutating func message(_ open: Int, _ close: Int, depth: Int) -> ReadValue {
        var receiverEnd = open + 1
        guard receiverEnd < close else { return .unresolved(.unknownExpression) }
        if source.isPunctuation(receiverEnd, "[") {
            receiverEnd = source.after(receiverEnd, limit: close)
        } else if source.identifier(at: receiverEnd) != nil {
            receiverEnd += 1
            while source.isPunctuation(receiverEnd, "."), source.identifier(at: receiverEnd + 1) != nil,
                receiverEnd + 1 < close
            {
                receiverEnd += 2
            }
        } else {
            return .unresolved(.unknownExpression)
        }
        guard let selector = source.identifier(at: receiverEnd) else { return .unresolved(.unknownExpression) }
        let unary = receiverEnd + 1 == close
        let receiverName = receiverEnd == open + 2 ? source.identifier(at: open + 1) : nil
        let classReceiver = receiverName.map { _ in source[open + 1].isTypeName } ?? false
        switch selector {
        case "alloc" where unary && classReceiver:
            return .allocated(receiverName ?? "")
        case "alertControllerWithTitle" where receiverName == "UIAlertController":
            // UIKit's class factory, documented to return a new UIAlertController.
            return .viewController(.viewController("UIAlertController"), containers: [], method: .initializer)
        case "new" where unary && classReceiver:
            return .viewController(.viewController(receiverName ?? ""), containers: [], method: .initializer)
        case "storyboardWithName" where receiverName == "UIStoryboard":
            let end = keywordArgumentEnd(from: receiverEnd + 2)
            guard let name = source.literal(receiverEnd + 2, end) else { return .unresolved(.dynamicName) }
            return .storyboard(name, generatedNames: false)
        case "instantiateViewControllerWithIdentifier":
            let end = keywordArgumentEnd(from: receiverEnd + 2)
            let storyboard = objectiveCStoryboard(open + 1, receiverEnd, depth: depth)
            return scene(
                on: storyboard, identifier: Argument(label: nil, start: receiverEnd + 2, end: end), initial: false)
        case "instantiateInitialViewController" where unary:
            return scene(on: objectiveCStoryboard(open + 1, receiverEnd, depth: depth), identifier: nil, initial: true)
        default:
            break
        }
        if selector.hasPrefix("init"), source.isPunctuation(open + 1, "["),
            case .allocated(let className) = read(open + 1, receiverEnd, depth: depth + 1)
        {
            let root =
                selector == "initWithRootViewController"
                ? Argument(label: selector, start: receiverEnd + 2, end: keywordArgumentEnd(from: receiverEnd + 2))
                : nil
            return constructed(
                className, root: root, method: selector.hasPrefix("initWithNibName") ? .nib : .initializer, depth: depth
            )
        }
        return .unresolved(.functionResult)
    }

    /// The storyboard a message's receiver names: `self.storyboard`, a local, `[UIStoryboard storyboardWithName:...]`.
    private mutating func objectiveCStoryboard(_ start: Int, _ end: Int, depth: Int) -> ReadValue {
        if end - start == 3, source.isIdentifier(start, "self"), source.isIdentifier(start + 2, "storyboard") {
            return ownStoryboard(bare: false, depth: depth)
        }
        if end - start == 1, let name = source.identifier(at: start) {
            return readName(name, depth: depth)
        }
        let value = read(start, end, depth: depth + 1)
        switch value {
        case .storyboard, .unresolved: return value
        default: return .unresolved(.unknownExpression)
        }
    }

    /// A view controller made at `index`: `[[Foo alloc] init...]`, `[Foo new]`, a storyboard instantiation.
    private mutating func objectiveCMade(at index: Int) {
        let name = source[index].text
        switch name {
        case "alloc" where source.isPunctuation(index - 2, "[") && source[index - 1].isTypeName:
            let open = source.isPunctuation(index - 3, "[") ? index - 3 : index - 2
            guard source.partner[open] > open else { return }
            record(made: message(open, source.partner[open], depth: 0), line: source[index].line)
        case "new" where source.isPunctuation(index - 2, "[") && source[index - 1].isTypeName:
            guard source.partner[index - 2] > index else { return }
            record(made: message(index - 2, source.partner[index - 2], depth: 0), line: source[index].line)
        case "instantiateViewControllerWithIdentifier", "instantiateInitialViewController":
            var before = index - 1
            if source.isPunctuation(before, "]") {
                before = source.partner[before] - 1
            } else {
                while source.identifier(at: before) != nil && source.isPunctuation(before - 1, ".") { before -= 2 }
                before -= 1
            }
            guard source.isPunctuation(before, "["), source.partner[before] > index else { return }
            record(made: message(before, source.partner[before], depth: 0), line: source[index].line)
        default:
            break
        }
    }
}
