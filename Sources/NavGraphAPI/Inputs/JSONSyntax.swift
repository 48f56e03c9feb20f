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
        /// What was found when more than its first byte says it (a number: `1.5`).
        var foundText: String?

        /// `expected ... at line L, column C (found 'x')`.
        var description: String {
            let what = foundText.map { "'\($0)'" } ?? found.map { Self.describe($0) } ?? "the end of the body"
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

    /// The first number in `data`, JSON text, that is not a whole number an `Int` holds (`1.5`, `1e300`,
    /// `9223372036854775808`): the API reads no other kind, and Foundation refuses one only as "not valid JSON",
    /// naming neither the place nor the reason. `nil` when every number is whole (`1.0` and `1e2` are).
    static func firstNumberNotWhole(in data: Data) -> Failure? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.findsNumberNotWhole = true
            _ = scanner.document()
            return scanner.numberNotWhole
        }
    }

    /// The members of `data`, JSON text that is an object, in order: each name (escapes decoded) and whether its
    /// value is `null` (what a merge patch removes). Empty for other JSON. Read by the grammar's own scanner, so
    /// any JSON `firstFailure` passes is read, whatever Foundation makes of its numbers.
    static func members(of data: Data) -> [(name: String, isNull: Bool)] {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.keepsMembers = true
            _ = scanner.document()
            return scanner.members.map { (String(decoding: $0.name, as: UTF8.self), $0.isNull) }
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0
        var depth = 0
        /// Whether the top-level object's members are kept in `members` (`members(of:)`).
        var keepsMembers = false
        var members: [(name: [UInt8], isNull: Bool)] = []
        /// Whether `number()` looks for the first number not whole (`firstNumberNotWhole`), kept in `numberNotWhole`.
        var findsNumberNotWhole = false
        var numberNotWhole: Failure?

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
                    if keepsMembers, depth == 1 { members.append((name, current == UInt8(ascii: "n"))) }
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
                        if let failure = unicodeEscape() { return failure }
                    } else {
                        guard Array("\"\\/bfnrt".utf8).contains(escaped) else {
                            return failure("one of \" \\ / b f n r t u after '\\'")
                        }
                        offset += 1
                    }
                case ..<0x20:
                    return failure("'\\n', '\\t' or another escape instead of a control character in a string")
                case 0x80...:
                    if let failure = utf8Sequence() { return failure }
                default:
                    offset += 1
                }
            }
            return failure("'\"' closing the string")
        }

        /// `\\uXXXX`, `offset` at its `u`: 4 hex digits, and a surrogate only as half of a pair (RFC 8259 section
        /// 7; a lone one is no character, and Foundation refuses it without saying where).
        mutating func unicodeEscape() -> Failure? {
            guard let value = hexQuad(at: offset + 1) else {
                offset += 1
                while let digit = current, digit.isHexDigit { offset += 1 }
                return failure("4 hex digits after \\u")
            }
            if (0xDC00..<0xE000).contains(value) {
                offset -= 1
                return failure("a high surrogate escape (\\uD800 to \\uDBFF) before a low one")
            }
            offset += 5
            guard (0xD800..<0xDC00).contains(value) else { return nil }
            guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u"),
                let low = hexQuad(at: offset + 2), (0xDC00..<0xE000).contains(low)
            else {
                return failure("a low surrogate escape (\\uDC00 to \\uDFFF) after the high one")
            }
            offset += 6
            return nil
        }

        /// The value of 4 hex digits at `start`, `nil` unless there are 4.
        func hexQuad(at start: Int) -> UInt32? {
            guard start + 4 <= bytes.count else { return nil }
            return Self.hexValue(bytes[start..<(start + 4)])
        }

        /// The value of hex digits, `nil` when one is not.
        static func hexValue(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
            var value: UInt32 = 0
            for byte in digits {
                guard byte.isHexDigit else { return nil }
                value = value << 4 | UInt32(byte.isDigit ? byte - 0x30 : (byte | 0x20) - 0x57)
            }
            return value
        }

        /// A multi-byte UTF-8 sequence (RFC 3629 section 4), `offset` at its lead byte: JSON text is UTF-8 (RFC
        /// 8259 section 8.1), and Foundation refuses other bytes without saying where.
        mutating func utf8Sequence() -> Failure? {
            let expected = "UTF-8 text (RFC 8259 section 8.1)"
            let lead = bytes[offset]
            // The continuation bytes, the second's range narrowed where the lead byte needs it.
            let (count, second): (Int, ClosedRange<UInt8>)
            switch lead {
            case 0xC2...0xDF: (count, second) = (1, 0x80...0xBF)
            case 0xE0: (count, second) = (2, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (count, second) = (2, 0x80...0xBF)
            case 0xED: (count, second) = (2, 0x80...0x9F)
            case 0xF0: (count, second) = (3, 0x90...0xBF)
            case 0xF1...0xF3: (count, second) = (3, 0x80...0xBF)
            case 0xF4: (count, second) = (3, 0x80...0x8F)
            default: return failure(expected)
            }
            offset += 1
            for index in 0..<count {
                guard let byte = current, (index == 0 ? second : 0x80...0xBF).contains(byte) else {
                    return failure(expected)
                }
                offset += 1
            }
            return nil
        }

        mutating func number() -> Failure? {
            let start = offset
            defer { if findsNumberNotWhole, numberNotWhole == nil { checkWhole(from: start) } }
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

        /// Keeps the number from `start` to `offset` in `numberNotWhole` unless an `Int` holds it exactly.
        mutating func checkWhole(from start: Int) {
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            if Int(text) != nil { return }
            if let value = Double(text), Int(exactly: value) != nil { return }
            let end = offset
            offset = start
            var place = failure("a whole number from \(Int.min) to \(Int.max) (every number the API reads is one)")
            place.foundText = text.count > 64 ? text.prefix(64) + "..." : text
            numberNotWhole = place
            offset = end
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
            // The string passed `string()`: every `\\u` has its 4 hex digits.
            func hex(at start: Int) -> UInt32 { hexValue(content[start..<(start + 4)]) ?? 0xFFFD }
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
