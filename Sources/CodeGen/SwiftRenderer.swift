/// Prints `SwiftDecl` trees as Swift source, four spaces per level.
struct SwiftRenderer {
    /// The access level prefixed to every API declaration.
    let access: AccessLevel
    /// The text so far, one line after another.
    private(set) var text = ""
    private var depth = 0

    init(access: AccessLevel) {
        self.access = access
    }

    /// Renders top-level declarations separated by blank lines.
    static func render(_ decls: [SwiftDecl], access: AccessLevel) -> String {
        var renderer = SwiftRenderer(access: access)
        renderer.emit(decls, separated: true)
        return renderer.text
    }

    private mutating func emit(_ decls: [SwiftDecl], separated: Bool) {
        for (index, decl) in decls.enumerated() {
            if separated && index > 0 && needsBlankLine(before: decl, after: decls[index - 1]) { text += "\n" }
            emit(decl)
        }
    }

    /// Blank lines go between declarations, not between consecutive cases, imports or typealiases.
    private func needsBlankLine(before decl: SwiftDecl, after previous: SwiftDecl) -> Bool {
        switch (previous, decl) {
        case (.enumCase, .enumCase), (.importModule, .importModule): return false
        case (.comment, .docComment): return false
        default: return true
        }
    }

    private mutating func line(_ text: String) {
        if !text.isEmpty {
            for _ in 0..<depth { self.text += "    " }
            self.text += text
        }
        self.text += "\n"
    }

    private mutating func doc(_ doc: [String]) {
        // Comment text may hold names: one rule keeps each on its own line (`SwiftLiteral.commentText`).
        for text in doc { line(text.isEmpty ? "///" : "/// " + SwiftLiteral.commentText(text)) }
    }

    private mutating func emit(_ decl: SwiftDecl) {
        switch decl {
        case .comment(let texts):
            for text in texts { line(text.isEmpty ? "//" : "// " + SwiftLiteral.commentText(text)) }
        case .docComment(let texts):
            doc(texts)
        case .mark(let title):
            line("// MARK: - " + SwiftLiteral.commentText(title))
        case .importModule(let module):
            line("import " + module)
        case .type(let type):
            emit(type)
        case .function(let function):
            emit(function)
        case .property(let property):
            emit(property)
        case .enumCase(let enumCase):
            doc(enumCase.doc)
            var text = "case " + enumCase.name
            if let associated = enumCase.associatedValue { text += "(\(associated))" }
            if let raw = enumCase.rawValue { text += " = " + SwiftLiteral.string(raw) }
            line(text)
        case .typeAlias(let aliasDoc, let name, let type):
            doc(aliasDoc)
            if let type {
                line(access.prefix + "typealias \(name) = \(type)")
            } else {
                line("associatedtype " + name)
            }
        }
    }

    private func prefix(attributes: [String], isAPI: Bool, modifiers: [String]) -> String {
        var words = attributes
        if isAPI, !access.prefix.isEmpty { words.append("public") }
        words += modifiers
        return words.isEmpty ? "" : words.joined(separator: " ") + " "
    }

    private mutating func emit(_ type: SwiftType) {
        doc(type.doc)
        let isAPI = type.isAPI && type.kind != .extension
        var header = prefix(attributes: type.attributes, isAPI: isAPI, modifiers: []) + type.kind.rawValue + " "
        header += type.name
        if !type.inherits.isEmpty { header += ": " + type.inherits.joined(separator: ", ") }
        if let whereClause = type.whereClause { header += " where " + whereClause }
        if type.members.isEmpty {
            line(header + " {}")
            return
        }
        line(header + " {")
        depth += 1
        emit(type.members, separated: true)
        depth -= 1
        line("}")
    }

    private mutating func emit(_ function: SwiftFunction) {
        doc(function.doc)
        let head = prefix(attributes: function.attributes, isAPI: function.isAPI, modifiers: function.modifiers)
        guard let body = function.body else {
            line(head + function.signature)
            return
        }
        guard !body.isEmpty else {
            line(head + function.signature + " {}")
            return
        }
        line(head + function.signature + " {")
        depth += 1
        emit(body)
        depth -= 1
        line("}")
    }

    private mutating func emit(_ property: SwiftProperty) {
        doc(property.doc)
        var text = prefix(attributes: property.attributes, isAPI: property.isAPI, modifiers: property.modifiers)
        text += (property.isLet ? "let " : "var ") + property.name
        if let type = property.type { text += ": " + type }
        if let value = property.value { text += " = " + value }
        if let accessors = property.accessors { text += " " + accessors }
        guard let getter = property.getter else {
            line(text)
            return
        }
        if getter.count == 1, case .line(let single) = getter[0], text.count + single.count < 100 {
            line(text + " { " + single + " }")
            return
        }
        line(text + " {")
        depth += 1
        emit(getter)
        depth -= 1
        line("}")
    }

    private mutating func emit(_ statements: [SwiftStatement]) {
        for statement in statements {
            switch statement {
            case .line(let text):
                line(text)
            case .block(let clauses):
                for (index, clause) in clauses.enumerated() {
                    line((index == 0 ? "" : "} ") + clause.header + " {")
                    depth += 1
                    emit(clause.body)
                    depth -= 1
                }
                line("}")
            case .switchOn(let subject, let cases):
                line("switch \(subject) {")
                for (pattern, body) in cases {
                    if body.count == 1, case .line(let single) = body[0], pattern.count + single.count < 90 {
                        line("case \(pattern): \(single)")
                        continue
                    }
                    line("case \(pattern):")
                    depth += 1
                    emit(body)
                    depth -= 1
                }
                line("}")
            }
        }
    }
}
