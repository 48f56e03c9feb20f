import StoryboardModel

/// One file's walk for `CellCodeReader`: calls (Swift) and messages (Objective-C) that register or dequeue,
/// then the classes declared and the strings and classes mentioned outside dequeues.
struct FileCellReader {
    /// The labels (Swift) and selector parts (Objective-C) that carry the reuse identifier of a registration.
    static let registrationLabels: Set<String> = [
        "forCellReuseIdentifier", "forCellWithReuseIdentifier", "withReuseIdentifier",
        "forHeaderFooterViewReuseIdentifier",
    ]
    /// Reusable's typed registrations: `register(cellType: Foo.self)` and its siblings.
    static let typedRegistrationLabels: Set<String> = ["cellType", "supplementaryViewType", "headerFooterViewType"]
    /// The dequeue calls of UIKit (Swift names).
    static let dequeueCalls: Set<String> = [
        "dequeueReusableCell", "dequeueReusableSupplementaryView", "dequeueReusableHeaderFooterView",
    ]
    /// The Objective-C dequeue selectors whose first argument is the identifier.
    static let dequeueSelectors: Set<String> = [
        "dequeueReusableCellWithIdentifier", "dequeueReusableCellWithReuseIdentifier",
        "dequeueReusableHeaderFooterViewWithIdentifier",
    ]

    let source: TokenizedSource
    let nibs: NibExpressions
    var facts = NibCodeFacts()
    /// Token indices a dequeue spells (its identifier literal, its `Foo.self`): not mentions.
    private var inDequeue: Set<Int> = []

    init(_ source: TokenizedSource) {
        self.source = source
        self.nibs = NibExpressions(source)
    }

    mutating func read() -> NibCodeFacts {
        for index in 0..<source.count {
            let token = source[index]
            if token.kind == .identifier, source.isPunctuation(index + 1, "(") {
                readCall(token.text, at: index)
            } else if source.language == .objectiveC, token.isPunctuation("["),
                let message = ObjCMessage(source, at: index)
            {
                readMessage(message)
            }
        }
        readDeclarations()
        for index in 0..<source.count where !inDequeue.contains(index) {
            let token = source[index]
            if token.kind == .string, !token.interpolated {
                facts.mentionedStrings.insert(token.text)
            } else if let type = nibs.classValue(at: index) ?? nibs.classNameAccessor(at: index) {
                facts.mentionedTypes.insert(type)
            }
        }
        return facts
    }

    private func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: source.path, line: source[index].line)
    }

    // MARK: Swift calls

    private mutating func readCall(_ name: String, at index: Int) {
        let close = source.partner[index + 1]
        guard close > index else { return }
        let arguments = source.arguments(index + 2, close)
        if Self.dequeueCalls.contains(name) {
            readDequeue(arguments, at: index, close: close)
        } else if name == "register", let first = arguments.first {
            if let label = first.label, Self.typedRegistrationLabels.contains(label) {
                let type = nibs.classValue(at: first.start).flatMap { first.end == first.start + 3 ? $0 : nil }
                facts.registrations.append(
                    CellRegistration(nib: type.map { .type($0) } ?? .unknown, location: location(index)))
            } else if first.label == nil,
                let identifier = arguments.first(where: { Self.registrationLabels.contains($0.label ?? "") })
                    ?? arguments.first(where: { $0.label == "for" && source.isIdentifier(first.start, "Nibs") })
            {
                let literal = source.literal(identifier.start, identifier.end)
                for nib in nibs.registered(first.start, first.end) {
                    facts.registrations.append(
                        CellRegistration(nib: nib, identifier: literal, location: location(index)))
                }
            } else {
                readHelper(index + 2, close, at: index)
            }
        } else if name.lowercased().contains("register") {
            readHelper(index + 2, close, at: index)
        }
    }

    /// A dequeue call: its literal identifier, generated member, or class (Reusable).
    private mutating func readDequeue(_ arguments: [Argument], at index: Int, close: Int) {
        if let argument = arguments.first(where: { $0.label == "withIdentifier" || $0.label == "withReuseIdentifier" })
        {
            readDequeuedIdentifier(argument.start, argument.end, at: index)
            return
        }
        if let first = arguments.first, first.label == nil, source.isIdentifier(first.start, "ReuseIdentifier"),
            source.identifier(at: first.start + 2) == "Nibs" || source.identifier(at: first.start + 2) == "NibCells",
            source.isPunctuation(first.start + 3, "."), let member = source.identifier(at: first.start + 4)
        {
            facts.dequeues.append(CellDequeue(key: .generated(member), location: location(index)))
            return
        }
        // Reusable: `dequeueReusableCell(for: indexPath, cellType: Foo.self)`, `dequeueReusableHeaderFooterView(Foo.self)`,
        // `dequeueReusableCell(for: indexPath) as Foo`, `let cell: Foo = tableView.dequeueReusableCell(for: indexPath)`.
        var type: String?
        for argument in arguments
        where argument.label == nil || argument.label == "cellType" || argument.label == "viewType" {
            if argument.end == argument.start + 3, let named = nibs.classValue(at: argument.start) {
                type = named
                inDequeue.insert(argument.start)
            }
        }
        if type == nil, arguments.contains(where: { $0.label == "for" }) {
            type = castType(after: close) ?? annotatedType(before: index)
        }
        if let type { facts.dequeues.append(CellDequeue(key: .type(type), location: location(index))) }
    }

    /// The identifier argument `start..<end` of a dequeue at `call`: a literal, or a class's name
    /// (`FooCell.reuseIdentifier`, `String(describing: FooCell.self)`, `NSStringFromClass([FooCell class])`),
    /// which by the convention of `NibLoadable` helpers is the class's, as Reusable's is.
    private mutating func readDequeuedIdentifier(_ start: Int, _ end: Int, at call: Int) {
        if let literal = source.literal(start, end) {
            inDequeue.insert(end - 1)
            facts.dequeues.append(CellDequeue(key: .identifier(literal), location: location(end - 1)))
        } else if let type = nibs.className(in: start, end) {
            inDequeue.formUnion(start..<end)
            facts.dequeues.append(CellDequeue(key: .named(type), location: location(call)))
        }
    }

    /// `Foo` of `... ) as Foo`.
    private func castType(after close: Int) -> String? {
        guard source.isIdentifier(close + 1, "as"), let type = source.identifier(at: close + 2),
            nibs.isClassName(type)
        else { return nil }
        return type
    }

    /// `Foo` of `let cell: Foo = receiver.dequeue...(`: walking back over the receiver to `=`.
    private func annotatedType(before call: Int) -> String? {
        var index = call - 1
        while index >= 0, call - index < 32,
            source.isPunctuation(index, ".") || source.isPunctuation(index, "?") || source.isPunctuation(index, "!")
                || source.identifier(at: index) != nil
        {
            index -= 1
        }
        guard source.isPunctuation(index, "="), source.isPunctuation(index - 2, ":"),
            let type = source.identifier(at: index - 1), nibs.isClassName(type)
        else { return nil }
        return type
    }

    /// A call to a registering helper of the app (`registerCell(Foo.self)`, `registerNib(named: "Foo")`,
    /// `register(nibWithCellClass: Foo.self)`): every literal in it may be a nib's name and identifier, every
    /// class value a cell's class.
    private mutating func readHelper(_ start: Int, _ end: Int, at call: Int) {
        for index in start..<end {
            if source[index].kind == .string, !source[index].interpolated {
                facts.registrations.append(
                    CellRegistration(
                        nib: .named(source[index].text), identifier: source[index].text, location: location(call)))
            } else if let type = nibs.classValue(at: index) {
                facts.registrations.append(CellRegistration(nib: .type(type), location: location(call)))
            }
        }
    }

    // MARK: Objective-C messages

    private mutating func readMessage(_ message: ObjCMessage) {
        guard let selector = message.selector(in: source), let first = message.parts.first else { return }
        if Self.dequeueSelectors.contains(selector) || selector == "dequeueReusableSupplementaryViewOfKind" {
            let part =
                selector == "dequeueReusableSupplementaryViewOfKind" ? message.part("withReuseIdentifier") : first
            guard let part else { return }
            readDequeuedIdentifier(part.start, part.end, at: part.index)
        } else if selector == "registerNib" || selector == "registerClass",
            let identifier = message.parts.first(where: { Self.registrationLabels.contains($0.name) })
        {
            let literal = source.literal(identifier.start, identifier.end)
            for nib in nibs.registered(first.start, first.end) {
                facts.registrations.append(
                    CellRegistration(nib: nib, identifier: literal, location: location(first.index)))
            }
        } else if selector.lowercased().contains("register") {
            readHelper(first.start, message.close, at: first.index)
        }
    }

    // MARK: Declarations

    /// Swift `class Foo`, `@objc(Foo)`, `typealias Foo`; Objective-C `@interface Foo`, `@implementation Foo`.
    private mutating func readDeclarations() {
        for index in 0..<source.count where source[index].kind == .identifier {
            guard let name = source.identifier(at: index + 1), !source.isPunctuation(index - 1, ".") else { continue }
            switch source[index].text {
            case "class" where source.language == .swift && !SwiftKeywords.declarationModifiers.contains(name),
                "typealias" where source.language == .swift:
                facts.declaredClasses.insert(name)
            case "interface" where source.isPunctuation(index - 1, "@"),
                "implementation" where source.isPunctuation(index - 1, "@"):
                facts.declaredClasses.insert(name)
            default:
                break
            }
        }
        for index in 0..<source.count where source.isIdentifier(index, "objc") && source.isPunctuation(index - 1, "@") {
            guard source.isPunctuation(index + 1, "("), let name = source.identifier(at: index + 2),
                source.isPunctuation(index + 3, ")")
            else { continue }
            facts.declaredClasses.insert(name)
        }
    }
}
