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
        guard case .identifier(let name)? = token(0) else { return nil }
        if name == "instantiateViewController", token(1) == .punctuation("("), token(2) == .punctuation(")") {
            return typedResult(ofCallAt: index, in: tokens)
        }
        guard name.first?.isUppercase == true, token(-1) != .punctuation(".") else { return nil }
        switch (token(1), token(2), token(3)) {
        case (.punctuation("."), .identifier("instantiate"), .punctuation("(")):
            return name
        case (.punctuation("."), .identifier("viewController"), .punctuation("(")) where token(4) == .identifier("from"):
            return name
        case (.punctuation("("), .identifier("from"), .punctuation(":")):
            // `Foo(from: storyboard, viewModel: model)`: the `viewModel:` label within the call.
            var position = index + 4
            while position < min(tokens.count, index + 64), tokens[position] != .punctuation(")") {
                if tokens[position] == .identifier("viewModel"), token(position - index + 1) == .punctuation(":") {
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
        if SourceScan.token(tokens, after) == .identifier("as") {
            after += 1
            if SourceScan.token(tokens, after) == .punctuation("!")
                || SourceScan.token(tokens, after) == .punctuation("?")
            {
                after += 1
            }
            if case .identifier(let type)? = SourceScan.token(tokens, after), type.first?.isUppercase == true {
                return type
            }
            return nil
        }
        var before = index - 1
        while before > max(0, index - 24) {
            switch tokens[before] {
            case .punctuation("="):
                guard case .identifier(let type)? = SourceScan.token(tokens, before - 1),
                    type.first?.isUppercase == true,
                    SourceScan.token(tokens, before - 2) == .punctuation(":")
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
