import Foundation

/// Where a request body first breaks JSON's grammar (RFC 8259), so a client hears the line and column of its
/// mistake, not just that there is one. Strict where Foundation's parsers differ by platform (Linux takes a
/// trailing comma in an object or array, macOS does not): a body is JSON here exactly when the RFC says so.
enum JSONSyntax {
    /// The first place `bytes` is not JSON text, and what was expected there.
    struct Failure: Equatable {
        /// 1-based line (lines end at LF) and column (in bytes) of the offending byte, or of the end of the text.
        var line: Int
        var column: Int
        /// What the grammar wanted there ("a value", "',' or '}'", ...).
        var expected: String
        /// The byte found, `nil` at the end of the text.
        var found: UInt8?

        /// `expected ... at line L, column C (found 'x')`.
        var description: String {
            let what = found.map { Self.describe($0) } ?? "the end of the body"
            return "expected \(expected) at line \(line), column \(column), found \(what)"
        }

        private static func describe(_ byte: UInt8) -> String {
            switch byte {
            case 0x0A, 0x0D: return "a line break"
            case 0x09: return "a tab"
            case 0x20: return "a space"
            case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
            default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
            }
        }
    }

    /// The deepest nesting taken (the check recurses once a level); the API's bodies nest a few levels.
    static let maxDepth = 200

    /// `nil` when `data` is one JSON value with optional whitespace around it (and an optional UTF-8 byte order
    /// mark before, which RFC 8259 section 8.1 lets a parser ignore).
    static func firstFailure(in data: Data) -> Failure? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.document()
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var depth = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func document() -> Failure? {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
            skipWhitespace()
            if let failure = value() { return failure }
            skipWhitespace()
            return current == nil ? nil : failure("the end of the body")
        }

        mutating func value() -> Failure? {
            switch current {
            case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"), member: true)
            case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"), member: false)
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true")
            case UInt8(ascii: "f"): return literal("false")
            case UInt8(ascii: "n"): return literal("null")
            case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: return number()
            default: return failure("a value")
            }
        }

        /// An object (`member`: each element is `"key": value`) or an array, `offset` at its opening bracket.
        mutating func container(close: UInt8, member: Bool) -> Failure? {
            depth += 1
            guard depth <= JSONSyntax.maxDepth else {
                return failure("at most \(JSONSyntax.maxDepth) levels of nesting")
            }
            defer { depth -= 1 }
            offset += 1
            skipWhitespace()
            if current == close {
                offset += 1
                return nil
            }
            let closer = "'\(Character(Unicode.Scalar(close)))'"
            // Names seen in this object: RFC 8259 section 4 leaves a repeated one's meaning to each parser (the
            // first wins on Linux, the last in most others), so it is refused rather than one silently picked.
            var names: Set<[UInt8]> = []
            while true {
                if member {
                    guard current == UInt8(ascii: "\"") else { return failure("a member name in double quotes") }
                    let start = offset
                    if let failure = string() { return failure }
                    let name = Self.unescaped(bytes[(start + 1)..<(offset - 1)])
                    guard names.insert(name).inserted else {
                        offset = start
                        return failure(
                            "a member name this object does not already have (not \(Self.quoted(name)) again)")
                    }
                    skipWhitespace()
                    guard current == UInt8(ascii: ":") else { return failure("':'") }
                    offset += 1
                    skipWhitespace()
                }
                if let failure = value() { return failure }
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","):
                    offset += 1
                    skipWhitespace()
                    // A trailing comma: another element must follow.
                    if current == close { return failure(member ? "a member name in double quotes" : "a value") }
                case close:
                    offset += 1
                    return nil
                default:
                    return failure("',' or \(closer)")
                }
            }
        }

        mutating func string() -> Failure? {
            offset += 1
            while let byte = current {
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return nil
                case UInt8(ascii: "\\"):
                    offset += 1
                    guard let escaped = current else { return failure("an escape after '\\'") }
                    if escaped == UInt8(ascii: "u") {
                        offset += 1
                        for _ in 0..<4 {
                            guard let digit = current, digit.isHexDigit else {
                                return failure("4 hex digits after \\u")
                            }
                            offset += 1
                        }
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else {
                            return failure("one of \" \\ / b f n r t u after '\\'")
                        }
                        offset += 1
                    }
                case ..<0x20:
                    return failure("'\\n', '\\t' or another escape instead of a control character in a string")
                default:
                    offset += 1
                }
            }
            return failure("'\"' closing the string")
        }

        mutating func number() -> Failure? {
            if current == UInt8(ascii: "-") { offset += 1 }
            if current == UInt8(ascii: "0") {
                offset += 1
            } else if let failure = digits() {
                return failure
            }
            if current == UInt8(ascii: ".") {
                offset += 1
                if let failure = digits() { return failure }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                offset += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
                if let failure = digits() { return failure }
            }
            return nil
        }

        mutating func digits() -> Failure? {
            guard let first = current, first.isDigit else { return failure("a digit") }
            while let byte = current, byte.isDigit { offset += 1 }
            return nil
        }

        mutating func literal(_ word: StaticString) -> Failure? {
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            for byte in expected {
                guard current == byte else { return failure("'\(word)'") }
                offset += 1
            }
            return nil
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
        }

        /// A string's content with its escapes decoded (a lone surrogate as U+FFFD), as UTF-8.
        static func unescaped(_ content: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8] {
            guard content.contains(UInt8(ascii: "\\")) else { return Array(content) }
            var result: [UInt8] = []
            var index = content.startIndex
            func hex(at start: Int) -> UInt32 {
                content[start..<(start + 4)].reduce(0) { value, digit in
                    value << 4 | UInt32(digit.isDigit ? digit - 0x30 : (digit | 0x20) - 0x57)
                }
            }
            while index < content.endIndex {
                let byte = content[index]
                guard byte == UInt8(ascii: "\\") else {
                    result.append(byte)
                    index += 1
                    continue
                }
                let escaped = content[index + 1]
                index += 2
                guard escaped == UInt8(ascii: "u") else {
                    let table: [UInt8: UInt8] = [0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
                    result.append(table[escaped] ?? escaped)
                    continue
                }
                var scalar = hex(at: index)
                index += 4
                // A high surrogate followed by an escaped low one is one scalar (RFC 8259 section 7).
                if (0xD800..<0xDC00).contains(scalar), index + 6 <= content.endIndex,
                    content[index] == UInt8(ascii: "\\"), content[index + 1] == UInt8(ascii: "u")
                {
                    let low = hex(at: index + 2)
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    }
                }
                result.append(contentsOf: String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            }
            return result
        }

        /// A member name for a failure's text: quoted, cut at 64 bytes.
        static func quoted(_ name: [UInt8]) -> String {
            let text = String(decoding: name.prefix(64), as: UTF8.self)
            return "'\(text)\(name.count > 64 ? "..." : "")'"
        }

        func failure(_ expected: String) -> Failure {
            var line = 1
            var lineStart = 0
            for index in 0..<offset where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            return Failure(line: line, column: offset - lineStart + 1, expected: expected, found: current)
        }
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isHexDigit: Bool {
        isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
