import StoryboardModel

/// Reads which nib an expression stands for, as the argument of a `register` call: a `UINib` built from a
/// literal name, a class's nib, a generated member, a local holding one of these; anything else is
/// `.unknown`, which the check treats as "any nib" rather than guess.
struct NibExpressions {
    typealias NibSource = CellRegistration.NibSource

    /// Static members that, by the convention of `NibLoadable`/`Reusable` helpers, spell their class's name
    /// (`UINib(nibName: FooCell.className, bundle: nil)`).
    static let classNameMembers: Set<String> = [
        "className", "reuseIdentifier", "identifier", "nibName", "reuseID", "defaultReuseIdentifier",
        "cellIdentifier", "nibIdentifier", "typeName",
    ]

    /// Static members that, by the same convention, hold their class's nib (`FooCell.nib`, `FooCell.nib()`).
    static let nibMembers: Set<String> = ["nib", "defaultNib", "uiNib", "loadNib"]

    let source: TokenizedSource
    /// The generic parameters the file declares (`func register<Cell: UITableViewCell>`): `Cell.self` names
    /// no class.
    let generics: Set<String>
    /// Names a file binds to a nib (`let nib = UINib(nibName: "X", bundle: nil)`, `UINib *nib = ...`), with
    /// every value bound to them in the file.
    private(set) var bindings: [String: [NibSource]] = [:]

    init(_ source: TokenizedSource) {
        self.source = source
        var generics: Set<String> = []
        for index in 0..<source.count where source.isPunctuation(index, "<") {
            // `func name<A: P, B>` and `class Name<A>`: the names right after `<` or a top-level `,`.
            guard source.identifier(at: index - 1) != nil,
                ["func", "class", "struct", "enum", "init"].contains(source.identifier(at: index - 2) ?? "")
                    || source.isIdentifier(index - 1, "init")
            else { continue }
            var cursor = index + 1
            while cursor < source.count, cursor - index < 64, !source.isPunctuation(cursor, ">") {
                if let name = source.identifier(at: cursor),
                    source.isPunctuation(cursor - 1, "<") || source.isPunctuation(cursor - 1, ",")
                {
                    generics.insert(name)
                }
                cursor += 1
            }
        }
        self.generics = generics
        for index in 0..<source.count where source.isPunctuation(index, "=") {
            let nameIndex = source.isPunctuation(index - 2, ":") ? index - 3 : index - 1
            guard let name = source.identifier(at: nameIndex) else { continue }
            let value = registered(index + 1, source.count, followingBindings: false)
            if value != [.unknown] { bindings[name, default: []] += value }
        }
    }

    /// The nibs the expression `start..<end` may stand for, as `register`'s nib argument.
    func registered(_ start: Int, _ end: Int, followingBindings: Bool = true) -> [NibSource] {
        if let built = constructed(at: start) { return [built] }
        if source.isIdentifier(start, "R"), source.isPunctuation(start + 1, "."), source.isIdentifier(start + 2, "nib"),
            source.isPunctuation(start + 3, "."), let member = source.identifier(at: start + 4)
        {
            return [.rswift(member)]
        }
        if source.isIdentifier(start, "Nibs"), source.isPunctuation(start + 1, "."),
            let member = source.identifier(at: start + 2)
        {
            return [.generated(member)]
        }
        if source.language == .objectiveC, let message = ObjCMessage(source, at: start), message.parts.isEmpty,
            let type = source.identifier(at: start + 1), let selector = message.selector(in: source),
            selector == "class" || Self.nibMembers.contains(selector)
        {
            return [isClassName(type) ? .type(type) : .unknown]
        }
        if let type = source.identifier(at: start), SourceScan.isCapitalized(type),
            source.isPunctuation(start + 1, "."),
            let member = source.identifier(at: start + 2)
        {
            let names = member == "self" || Self.nibMembers.contains(member)
            return [names && isClassName(type) ? .type(type) : .unknown]
        }
        guard followingBindings else { return [.unknown] }
        var name = start
        if source.isIdentifier(name, "self"), source.isPunctuation(name + 1, ".") { name += 2 }
        guard let local = source.identifier(at: name), name + 1 == end || source.isPunctuation(name + 1, "!"),
            let bound = bindings[local]
        else { return [.unknown] }
        return bound
    }

    /// The nib a `UINib(nibName:bundle:)`, `UINib.init(...)`, `NSNib(nibNamed:bundle:)` or
    /// `[UINib nibWithNibName:... bundle:...]` at `start` builds, if one starts there.
    func constructed(at start: Int) -> NibSource? {
        if let type = source.identifier(at: start), type == "UINib" || type == "NSNib" {
            var open = start + 1
            if source.isPunctuation(open, "."), source.isIdentifier(open + 1, "init") { open += 2 }
            guard source.isPunctuation(open, "("), source.partner[open] > open else { return nil }
            let arguments = source.arguments(open + 1, source.partner[open])
            guard let name = arguments.first(where: { $0.label == "nibName" || $0.label == "nibNamed" }) else {
                return .unknown
            }
            return nibName(name.start, name.end)
        }
        guard source.language == .objectiveC, source.isIdentifier(start + 1, "UINib"),
            let message = ObjCMessage(source, at: start), let part = message.part("nibWithNibName")
        else { return nil }
        return nibName(part.start, part.end)
    }

    /// A nib name argument: a literal, or a class's name (`String(describing: Foo.self)`, `Foo.className`,
    /// `NSStringFromClass([Foo class])`); anything else is computed.
    func nibName(_ start: Int, _ end: Int) -> NibSource {
        if let literal = source.literal(start, end) { return .named(literal) }
        return className(in: start, end).map { .type($0) } ?? .unknown
    }

    /// The class `start..<end` takes a name from: `Foo.self` or `[Foo class]` inside it, or `Foo.className`
    /// (one of `classNameMembers`) at its start.
    func className(in start: Int, _ end: Int) -> String? {
        if let type = classNameAccessor(at: start) { return type }
        for index in start..<min(end, source.count) {
            if let type = classValue(at: index) { return type }
        }
        return nil
    }

    /// `Foo` of `Foo.className` (one of `classNameMembers`) at `index`.
    func classNameAccessor(at index: Int) -> String? {
        guard let type = source.identifier(at: index), source.isPunctuation(index + 1, "."),
            let member = source.identifier(at: index + 2), Self.classNameMembers.contains(member), isClassName(type)
        else { return nil }
        return type
    }

    /// The class `Foo.self` (Swift) or `[Foo class]` (Objective-C) at `index` names, if one starts there.
    func classValue(at index: Int) -> String? {
        guard let type = source.identifier(at: index), isClassName(type) else { return nil }
        if source.isPunctuation(index + 1, "."), source.isIdentifier(index + 2, "self") { return type }
        if source.isPunctuation(index - 1, "["), source.isIdentifier(index + 1, "class"),
            source.isPunctuation(index + 2, "]")
        {
            return type
        }
        return nil
    }

    /// Whether `name` can be a class: capitalized, not `Self` nor a generic parameter.
    func isClassName(_ name: String) -> Bool {
        SourceScan.isCapitalized(name) && name != "Self" && !generics.contains(name)
    }
}
