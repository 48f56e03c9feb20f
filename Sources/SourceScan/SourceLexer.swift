/// Splits Swift or Objective-C source into `SourceToken`s, skipping comments and whitespace.
///
/// Only what finding identifier literals needs: names, punctuation and string literals with their values.
/// Swift's rules follow The Swift Programming Language, "Lexical Structure": block comments nest, a raw
/// string's delimiter is `#`s around the quotes and its escapes carry the same `#`s, and a multi-line
/// string runs from `"""` to `"""`. Numbers and operators are passed over as punctuation.
public struct SourceLexer {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var interpolationDepth = 0

    /// A lexer over `text`.
    public init(_ text: String, language: SourceLanguage) {
        self.bytes = Array(text.utf8)
        self.language = language
    }

    /// Every token of the source, in order. Never fails: unterminated comments and strings end at the end.
    public static func tokens(of text: String, language: SourceLanguage) -> [SourceToken] {
        var lexer = SourceLexer(text, language: language)
        var tokens: [SourceToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// The 1-based line the cursor is on: after `next()`, the line of the token it returned (a string
    /// literal carries its own first line).
    public var currentLine: Int { line }

    /// The next token, or `nil` at the end.
    public mutating func next() -> SourceToken? {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case 0x0A:
                newline()
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                position += 1
            case 0x2F where peek(1) == 0x2F:  // `//`
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            case 0x2F where peek(1) == 0x2A:  // `/*`
                skipBlockComment()
            case 0x22:  // `"`
                return string(hashes: 0)
            case 0x40 where language == .objectiveC && peek(1) == 0x22:  // `@"`
                position += 1
                return string(hashes: 0)
            case 0x27 where language == .objectiveC:  // a character literal such as '"'
                skipCharacterLiteral()
            case 0x23 where language == .swift && rawStringHashes() != nil:  // `#"`
                let hashes = rawStringHashes() ?? 0
                position += hashes
                return string(hashes: hashes)
            case _ where Self.startsIdentifier(byte):
                let start = position
                while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
                return .identifier(String(decoding: bytes[start..<position], as: UTF8.self))
            case 0x3D where peek(1) == 0x3D:
                position += 2
                return .punctuation("==")
            default:
                position += 1
                return .punctuation(String(decoding: [byte], as: UTF8.self))
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func newline() {
        position += 1
        line += 1
        lineStart = position
    }

    /// Swift block comments nest; C's end at the first `*/`.
    private mutating func skipBlockComment() {
        position += 2
        var depth = 1
        while position < bytes.count && depth > 0 {
            if bytes[position] == 0x0A {
                newline()
            } else if bytes[position] == 0x2A && peek(1) == 0x2F {
                depth -= 1
                position += 2
            } else if language == .swift && bytes[position] == 0x2F && peek(1) == 0x2A {
                depth += 1
                position += 2
            } else {
                position += 1
            }
        }
    }

    /// Past a character literal; one left open ends at its line's end, and a line break is never stepped
    /// over uncounted (a `\` before one splices the lines, as in C).
    private mutating func skipCharacterLiteral() {
        position += 1
        while position < bytes.count && bytes[position] != 0x27 && bytes[position] != 0x0A {
            if bytes[position] == 0x5C && peek(1) == 0x0A {
                position += 1
                newline()
            } else {
                position += bytes[position] == 0x5C ? 2 : 1
            }
        }
        if position < bytes.count && bytes[position] == 0x27 { position += 1 }
    }

    /// The number of `#`s at the cursor when a quote follows them (a raw string), else `nil`.
    private func rawStringHashes() -> Int? {
        var count = 0
        while position + count < bytes.count && bytes[position + count] == 0x23 { count += 1 }
        return position + count < bytes.count && bytes[position + count] == 0x22 ? count : nil
    }

    /// A string literal at the opening quote, closed by a quote followed by `hashes` `#`s.
    private mutating func string(hashes: Int) -> SourceToken {
        let startLine = line
        let startColumn = position - lineStart + 1 - hashes
        let multiline = language == .swift && peek(1) == 0x22 && peek(2) == 0x22
        position += multiline ? 3 : 1
        var value: [UInt8] = []
        var interpolated = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x22 && closes(multiline: multiline, hashes: hashes) {
                position += (multiline ? 3 : 1) + hashes
                break
            }
            if byte == 0x0A {
                if !multiline { break }  // an unterminated single-line string ends at the line's end
                value.append(byte)
                newline()
                continue
            }
            if byte == 0x5C && escapeHashes(hashes) {  // `\` followed by the delimiter's `#`s
                position += 1 + hashes
                guard position < bytes.count else { break }
                let escaped = bytes[position]
                if escaped == 0x28 && language == .swift {  // `\(`
                    interpolated = true
                    skipInterpolation()
                    continue
                }
                if escaped == 0x0A {  // a line continuation: no line break in the value, but a new line
                    newline()
                    continue
                }
                value += Self.unescaped(escaped)
                position += 1
                continue
            }
            value.append(byte)
            position += 1
        }
        var text = String(decoding: value, as: UTF8.self)
        if multiline { text = Self.trimmedMultiline(text) }
        return .string(text, line: startLine, column: startColumn, interpolated: interpolated)
    }

    private func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != 0x22 { return false }
        for offset in 0..<hashes where peek(quotes + offset) != 0x23 { return false }
        return true
    }

    private func escapeHashes(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where peek(1 + offset) != 0x23 { return false }
        return true
    }

    /// How deep strings may nest inside interpolations before the rest is skipped by counting parentheses
    /// alone: far past what real code does, and shallow enough that a hostile file cannot exhaust the stack
    /// (each level is a nested call).
    static let maxInterpolationDepth = 32

    /// Past the `(` of an interpolation to its matching `)`, skipping strings and comments inside it.
    private mutating func skipInterpolation() {
        position += 1
        guard interpolationDepth < Self.maxInterpolationDepth else { return skipParentheses() }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 1
        while depth > 0, let token = next() {
            if case .punctuation("(") = token { depth += 1 }
            if case .punctuation(")") = token { depth -= 1 }
        }
    }

    /// Past the `)` matching an open `(`, counting parentheses only (strings and comments are not read).
    private mutating func skipParentheses() {
        var depth = 1
        while position < bytes.count && depth > 0 {
            switch bytes[position] {
            case 0x0A:
                newline()
                continue
            case 0x28: depth += 1
            case 0x29: depth -= 1
            default: break
            }
            position += 1
        }
    }

    private static func unescaped(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case 0x6E: [0x0A]
        case 0x74: [0x09]
        case 0x72: [0x0D]
        case 0x30: [0x00]
        default: [byte]
        }
    }

    /// A multi-line string without its first line break and its closing line's indentation (approximately:
    /// identifiers in such strings are rare, and they only count as mentions).
    private static func trimmedMultiline(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        if lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
    }

    static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= 0x30 && byte <= 0x39)
    }
}
