/// The names in scope that hold a storyboard segue or a segue's identifier, so that a comparison counts as a
/// segue identifier only where the compared value is a segue's (`segue.identifier == "x"`, never
/// `locale.identifier == "en"`).
///
/// A segue is a name declared with a segue type: a parameter or local `name: UIStoryboardSegue` (so the
/// parameter of `prepare(for:sender:)` whatever its name), `(UIStoryboardSegue *)name` or
/// `UIStoryboardSegue *name` in Objective-C. An identifier is a name bound to a segue's identifier
/// (`if let id = segue.identifier`, `NSString *id = [segue identifier];`) or the identifier parameter of
/// `shouldPerformSegue(withIdentifier:sender:)`. A binding lives until the braces it was made in close; a
/// parameter's lives in the body that follows it.
struct SegueBindings {
    private var segues = ScopedNames()
    private var identifiers = ScopedNames()
    private var parentheses = 0

    /// Updates the bindings for the token at `index`, brace depth `depth` (after the token when it is a brace).
    mutating func read(_ tokens: [SourceToken], at index: Int, depth: Int) {
        switch tokens[index] {
        case .punctuation("("): parentheses += 1
        case .punctuation(")"): parentheses = max(0, parentheses - 1)
        case .punctuation("}"):
            segues.close(to: depth)
            identifiers.close(to: depth)
        case .identifier(let name):
            bind(name, tokens, at: index, depth: depth)
        default: break
        }
    }

    private mutating func bind(_ name: String, _ tokens: [SourceToken], at index: Int, depth: Int) {
        // Cheap token tests first: this runs on every name of the file.
        if SourceScan.isMark(tokens, index - 1, ":") || SourceScan.isMark(tokens, index + 1, "*"),
            Self.isSegueType(name)
        {
            bindSegue(tokens, typeAt: index, depth: depth)
        } else if SourceScan.isMark(tokens, index + 1, "=") {
            // `let id = segue.identifier`, `if let id = ...`, `NSString *id = [segue identifier];`.
            guard
                SourceScan.isName(tokens, index - 1, "let") || SourceScan.isName(tokens, index - 1, "var")
                    || SourceScan.isMark(tokens, index - 1, "*"),
                isIdentifier(startingAt: index + 2, in: tokens)
            else { return }
            identifiers.bind(name, depth: depth)
        } else if name == "shouldPerformSegue", SourceScan.isName(tokens, index - 1, "func") {
            // `func shouldPerformSegue(withIdentifier identifier: String, ...)`, or `(withIdentifier: String`.
            guard case .identifier(let label)? = SourceScan.token(tokens, index + 2) else { return }
            if SourceScan.isMark(tokens, index + 3, ":") {
                identifiers.bind(label, depth: depth + 1)
            } else if case .identifier(let variable)? = SourceScan.token(tokens, index + 3),
                SourceScan.isMark(tokens, index + 4, ":")
            {
                identifiers.bind(variable, depth: depth + 1)
            }
        } else if SourceScan.isMark(tokens, index + 2, "("), name == "shouldPerformSegueWithIdentifier" {
            // `- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender`.
            var close = index + 3
            while close < index + 8, !SourceScan.isMark(tokens, close, ")") { close += 1 }
            if case .identifier(let variable)? = SourceScan.token(tokens, close + 1) {
                identifiers.bind(variable, depth: depth + 1)
            }
        }
    }

    /// Binds the variable a segue type at `index` declares: Swift's `segue: UIStoryboardSegue`, Objective-C's
    /// `(UIStoryboardSegue *)segue` (a parameter) and `UIStoryboardSegue *segue`.
    private mutating func bindSegue(_ tokens: [SourceToken], typeAt index: Int, depth: Int) {
        let inner = parentheses > 0 ? depth + 1 : depth
        if SourceScan.isMark(tokens, index - 1, ":"),
            case .identifier(let variable)? = SourceScan.token(tokens, index - 2)
        {
            segues.bind(variable, depth: inner)
        }
        guard SourceScan.isMark(tokens, index + 1, "*") else { return }
        if SourceScan.isMark(tokens, index + 2, ")"),
            case .identifier(let variable)? = SourceScan.token(tokens, index + 3)
        {
            segues.bind(variable, depth: depth + 1)
        } else if case .identifier(let variable)? = SourceScan.token(tokens, index + 2) {
            segues.bind(variable, depth: inner)
        }
    }

    /// A type named like a segue class: `UIStoryboardSegue`, `NSStoryboardSegue`, custom ones (`FadeSegue`);
    /// not the generated enums `Segue` and `StoryboardSegue`, nor a method such as `performSegue`.
    static func isSegueType(_ name: String) -> Bool {
        name.hasSuffix("Segue") && SourceScan.isCapitalized(name) && name != "Segue" && name != "StoryboardSegue"
    }

    private func isSegue(_ token: SourceToken?) -> Bool {
        guard case .identifier(let name)? = token else { return false }
        return segues.contains(name)
    }

    private func isBoundIdentifier(_ tokens: [SourceToken], _ index: Int) -> Bool {
        guard case .identifier(let name)? = SourceScan.token(tokens, index),
            !SourceScan.isMark(tokens, index - 1, "."),
            !SourceScan.isMark(tokens, index + 1, ".")
        else { return false }
        return identifiers.contains(name)
    }

    /// Whether an expression giving a segue's identifier starts at `index`: `segue.identifier`,
    /// `segue?.identifier`, `[segue identifier]`, or a name bound to one.
    func isIdentifier(startingAt index: Int, in tokens: [SourceToken]) -> Bool {
        let token = { SourceScan.token(tokens, index + $0) }
        if isSegue(token(0)) {
            let dot = SourceScan.isMark(tokens, index + 1, ".") ? 1 : 2
            return (dot == 1 || SourceScan.isMark(tokens, index + 1, "?") || SourceScan.isMark(tokens, index + 1, "!"))
                && SourceScan.isMark(tokens, index + dot, ".")
                && SourceScan.isName(tokens, index + dot + 1, "identifier")
        }
        if SourceScan.isMark(tokens, index, "[") {
            return isSegue(token(1)) && SourceScan.isName(tokens, index + 2, "identifier")
                && SourceScan.isMark(tokens, index + 3, "]")
        }
        return isBoundIdentifier(tokens, index)
    }

    /// Whether an expression giving a segue's identifier ends at `index` (a `!` or `?` after it allowed).
    func isIdentifier(endingAt index: Int, in tokens: [SourceToken]) -> Bool {
        var end = index
        while end > index - 2,
            SourceScan.isMark(tokens, end, "!") || SourceScan.isMark(tokens, end, "?")
        {
            end -= 1
        }
        let token = { SourceScan.token(tokens, end - $0) }
        if SourceScan.isName(tokens, end, "identifier") && SourceScan.isMark(tokens, end - 1, ".") {
            if isSegue(token(2)) { return true }
            return (SourceScan.isMark(tokens, end - 2, "?") || SourceScan.isMark(tokens, end - 2, "!"))
                && isSegue(token(3))
        }
        if SourceScan.isMark(tokens, end, "]") {
            return SourceScan.isName(tokens, end - 1, "identifier") && isSegue(token(2))
                && SourceScan.isMark(tokens, end - 3, "[")
        }
        return isBoundIdentifier(tokens, end)
    }

    /// Whether the string literal at `index` is compared with a segue's identifier: `E == "x"`, `E != "x"`,
    /// `"x" == E`, `[E isEqualToString:@"x"]`.
    func isCompared(_ index: Int, in tokens: [SourceToken]) -> Bool {
        if SourceScan.isMark(tokens, index - 1, "==") { return isIdentifier(endingAt: index - 2, in: tokens) }
        if SourceScan.isMark(tokens, index - 1, "="), SourceScan.isMark(tokens, index - 2, "!") {
            return isIdentifier(endingAt: index - 3, in: tokens)
        }
        if SourceScan.isMark(tokens, index + 1, "==") { return isIdentifier(startingAt: index + 2, in: tokens) }
        if SourceScan.isMark(tokens, index - 1, ":"),
            SourceScan.isName(tokens, index - 2, "isEqualToString") || SourceScan.isName(tokens, index - 2, "isEqual")
        {
            return isIdentifier(endingAt: index - 3, in: tokens)
        }
        return false
    }
}

/// Names bound in nested scopes: binding and lookup cost O(1), closing a scope what it drops, so a hostile
/// file of many bindings costs linear time. A binding made after a deeper one that is still open (a
/// parameter of a function without a body) may outlive its scope: it only makes a later comparison count.
struct ScopedNames {
    private var stack: [(name: String, depth: Int)] = []
    private var counts: [String: Int] = [:]

    mutating func bind(_ name: String, depth: Int) {
        stack.append((name, depth))
        counts[name, default: 0] += 1
    }

    /// Drops the bindings made deeper than `depth`, from the latest.
    mutating func close(to depth: Int) {
        while let last = stack.last, last.depth > depth {
            stack.removeLast()
            counts[last.name] = (counts[last.name] ?? 1) > 1 ? (counts[last.name] ?? 1) - 1 : nil
        }
    }

    func contains(_ name: String) -> Bool { counts[name] != nil }
}
