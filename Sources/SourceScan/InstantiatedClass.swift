/// Classes code instantiates from their storyboard scene through an API keyed by the class, whose storyboard
/// ID the code never spells: NavGraph's generated styles (`Foo.instantiate(viewModel:)` of `initializable`,
/// `Foo.viewController(from:)` of `storyboardable`, `Foo(from:viewModel:)` of `viewmodel-bindable`,
/// `let foo: Foo = storyboard.instantiateViewController()` of `storyboard-enum`) and the static factories of
/// the common patterns (`Foo.instantiate()`, Reusable's `StoryboardSceneBased`). The scene whose class is
/// `Foo` counts as used.
enum InstantiatedClass {
    /// The class the tokens at `index` instantiate, if any.
    static func at(_ index: Int, in tokens: [SourceToken]) -> String? {
        let token = { SourceScan.token(tokens, index + $0) }
        guard SourceScan.isMark(tokens, index + 1, ".") || SourceScan.isMark(tokens, index + 1, "("),
            case .identifier(let name)? = token(0)
        else { return nil }
        if SourceScan.isMark(tokens, index + 2, ")"), name == "instantiateViewController" {
            return typedResult(ofCallAt: index, in: tokens)
        }
        guard SourceScan.isCapitalized(name), !SourceScan.isMark(tokens, index - 1, ".") else { return nil }
        switch (token(1), token(2), token(3)) {
        case (.punctuation("."), .identifier("instantiate"), .punctuation("(")):
            return name
        case (.punctuation("."), .identifier("viewController"), .punctuation("("))
        where SourceScan.isName(tokens, index + 4, "from"):
            return name
        case (.punctuation("("), .identifier("from"), .punctuation(":")):
            // `Foo(from: storyboard, viewModel: model)`: the `viewModel:` label within the call.
            var position = index + 4
            while position < min(tokens.count, index + 64), tokens[position] != .punctuation(")") {
                if tokens[position] == .identifier("viewModel"), SourceScan.isMark(tokens, position + 1, ":") {
                    return name
                }
                position += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// The type a generic `instantiateViewController()` call at `index` is given: `... as Foo` after it, or
    /// `let foo: Foo = ...` before it (within 24 tokens, not past a brace or semicolon).
    private static func typedResult(ofCallAt index: Int, in tokens: [SourceToken]) -> String? {
        var after = index + 3
        if SourceScan.isName(tokens, after, "as") {
            after += 1
            if SourceScan.isMark(tokens, after, "!")
                || SourceScan.isMark(tokens, after, "?")
            {
                after += 1
            }
            if case .identifier(let type)? = SourceScan.token(tokens, after), SourceScan.isCapitalized(type) {
                return type
            }
            return nil
        }
        var before = index - 1
        while before > max(0, index - 24) {
            switch tokens[before] {
            case .punctuation("="):
                guard case .identifier(let type)? = SourceScan.token(tokens, before - 1),
                    SourceScan.isCapitalized(type),
                    SourceScan.isMark(tokens, before - 2, ":")
                else { return nil }
                return type
            case .punctuation("{"), .punctuation("}"), .punctuation(";"):
                return nil
            default:
                before -= 1
            }
        }
        return nil
    }
}
