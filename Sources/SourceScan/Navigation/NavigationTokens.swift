/// One token of a source file as the navigation reader sees it: its kind, its text (a string literal's value)
/// and its line.
struct NavigationToken {
    enum Kind { case identifier, punctuation, string }

    let kind: Kind
    let text: String
    let line: Int
    /// A string literal with `\(...)`: its value is not known statically.
    let interpolated: Bool

    /// A punctuation token's first byte (most are one byte long), else 0: what comparisons read first.
    let mark: UInt8

    init(kind: Kind, text: String, line: Int, interpolated: Bool) {
        self.kind = kind
        self.text = text
        self.line = line
        self.interpolated = interpolated
        self.mark = kind == .punctuation ? text.utf8.first ?? 0 : 0
    }

    func isPunctuation(_ text: String) -> Bool {
        guard kind == .punctuation, let first = text.utf8.first, first == mark else { return false }
        return text.utf8.count == 1 ? self.text.utf8.count == 1 : self.text == text
    }
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }

    /// An identifier starting with an uppercase letter: a type's name by Swift and Objective-C convention.
    var isTypeName: Bool {
        guard kind == .identifier, let first = text.utf8.first else { return false }
        return first >= 0x41 && first <= 0x5A
    }
}

/// A file's tokens with, for every bracket, the index of the one that closes or opens it: what lets every
/// walk over an expression jump over what it holds, so that reading a file stays linear in its size whatever
/// its nesting.
struct TokenizedSource {
    let path: String
    let language: SourceLanguage
    let tokens: [NavigationToken]
    /// For `(`, `[`, `{` the index of the matching close, and back; `-1` for an unbalanced one.
    let partner: [Int]

    init(path: String, text: String, language: SourceLanguage) {
        self.path = path
        self.language = language
        var lexer = SourceLexer(text, language: language)
        var tokens: [NavigationToken] = []
        while let token = lexer.next() {
            switch token {
            case .identifier(let name):
                tokens.append(
                    NavigationToken(kind: .identifier, text: name, line: lexer.currentLine, interpolated: false))
            case .punctuation(let mark):
                tokens.append(
                    NavigationToken(kind: .punctuation, text: mark, line: lexer.currentLine, interpolated: false))
            case .string(let value, let line, _, let interpolated):
                tokens.append(NavigationToken(kind: .string, text: value, line: line, interpolated: interpolated))
            }
        }
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                let opener = Self.opener(of: token.text)
                // An unbalanced close is left alone; one closing an outer bracket closes what is still open inside.
                var match = open.count - 1
                while match >= 0 && match >= open.count - 64 && tokens[open[match]].text != opener { match -= 1 }
                guard match >= 0 && match >= open.count - 64 else { continue }
                open.removeSubrange((match + 1)...)
                let start = open.removeLast()
                partner[start] = index
                partner[index] = start
            default:
                break
            }
        }
        self.tokens = tokens
        self.partner = partner
    }

    private static func opener(of close: String) -> String {
        switch close {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    subscript(index: Int) -> NavigationToken { tokens[index] }

    var count: Int { tokens.count }

    /// Whether `index` is in the file and is the punctuation `text`.
    func isPunctuation(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isPunctuation(text)
    }

    /// The first byte of the punctuation at `index` (0 past the file's end or for any other token): one byte
    /// read, for tests on every token.
    func mark(at index: Int) -> UInt8 {
        index >= 0 && index < tokens.count ? tokens[index].mark : 0
    }

    /// Whether `index` is in the file and is the identifier `text`.
    func isIdentifier(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].isIdentifier(text)
    }

    /// The identifier at `index`, if it is one.
    func identifier(at index: Int) -> String? {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier ? tokens[index].text : nil
    }

    /// The index after the bracketed group opening at `index` (or after the token, if it opens none); an
    /// unclosed group runs to `limit`.
    func after(_ index: Int, limit: Int) -> Int {
        let token = tokens[index]
        guard token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" else {
            return index + 1
        }
        let close = partner[index]
        return close < 0 || close >= limit ? limit : close + 1
    }

    /// The parts of `start..<end` between top-level commas, each with its label (`name:`) when it has one.
    func arguments(_ start: Int, _ end: Int) -> [Argument] {
        var result: [Argument] = []
        var partStart = start
        var index = start
        while index <= end {
            if index == end || tokens[index].isPunctuation(",") {
                if partStart < index { result.append(argument(partStart, index)) }
                partStart = index + 1
                index += 1
                continue
            }
            index = after(index, limit: end)
        }
        return result
    }

    private func argument(_ start: Int, _ end: Int) -> Argument {
        if end - start >= 3, tokens[start].kind == .identifier, tokens[start + 1].isPunctuation(":") {
            return Argument(label: tokens[start].text, start: start + 2, end: end)
        }
        return Argument(label: nil, start: start, end: end)
    }

    /// The literal value of `start..<end` when it is exactly one string literal without interpolation.
    func literal(_ start: Int, _ end: Int) -> String? {
        var start = start
        if language == .objectiveC, end - start == 2, tokens[start].isPunctuation("@") { start += 1 }
        guard end - start == 1, tokens[start].kind == .string, !tokens[start].interpolated else { return nil }
        return tokens[start].text
    }

    /// The source text of `start..<end` for a person to find it, at most 80 characters.
    func text(_ start: Int, _ end: Int) -> String {
        var result = ""
        var index = start
        while index < end && result.count < 80 {
            let token = tokens[index]
            let piece = token.kind == .string ? "\"\(token.text)\"" : token.text
            if !result.isEmpty, token.kind != .punctuation, let last = result.last,
                last.isLetter || last.isNumber || last == "\"" || last == "," || last == ":"
            {
                result += " "
            }
            result += piece
            index += 1
        }
        return result.count > 80 ? String(result.prefix(79)) + "…" : result
    }
}

/// One argument of a call: its label, if any, and its tokens.
struct Argument {
    let label: String?
    let start: Int
    let end: Int
}
