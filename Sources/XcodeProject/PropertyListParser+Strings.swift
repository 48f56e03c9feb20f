/// Strings, comments and white space.
extension PropertyListParser {
    /// Skips white space, `/* ... */` and `// ...` comments.
    mutating func skipTrivia() throws(PropertyListError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if startsComment(at: index, second: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == 0x2F) {
                    index += 1
                }
                guard index + 1 < bytes.count else {
                    index = start
                    throw error("unterminated comment: expected '*/'")
                }
                index += 2
            } else if startsComment(at: index, second: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private func startsComment(at position: Int, second: Unicode.Scalar) -> Bool {
        position + 1 < bytes.count && bytes[position] == 0x2F && bytes[position + 1] == UInt8(ascii: second)
    }

    /// `[A-Za-z0-9_$+/:.-]` and a few more Xcode leaves unquoted; stops before a comment.
    mutating func unquotedString() throws(PropertyListError) -> String {
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]),
            !startsComment(at: index, second: "*"), !startsComment(at: index, second: "/")
        {
            index += 1
        }
        guard index > start else { throw error("expected a value") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "~"), UInt8(ascii: "@"):
            return true
        default:
            // Non-ASCII bytes of UTF-8 text: older Xcode versions leave some names unquoted.
            return byte >= 0x80
        }
    }

    /// A `"..."` or `'...'` string. Escapes: `\\ \" \' \n \t \r \a \b \f \v`, `\Uxxxx` (a UTF-16 unit, so
    /// surrogate pairs come as two) and `\ooo` (octal, one byte).
    mutating func quotedString() throws(PropertyListError) -> String {
        let quote = bytes[index]
        let start = index
        index += 1
        var utf8: [UInt8] = []
        var pendingHigh: UInt16?
        while true {
            guard index < bytes.count else {
                index = start
                throw error("unterminated string")
            }
            let byte = bytes[index]
            index += 1
            if byte == quote {
                if pendingHigh != nil { appendScalar(0xFFFD, to: &utf8) }
                return String(decoding: utf8, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                if let high = pendingHigh {
                    appendScalar(UInt32(high), to: &utf8)
                    pendingHigh = nil
                }
                utf8.append(byte)
                continue
            }
            guard index < bytes.count else { throw error("unterminated string") }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                let unit = try hexUnit()
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        appendScalar(0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00), to: &utf8)
                        continue
                    }
                    appendScalar(0xFFFD, to: &utf8)
                }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                } else {
                    appendScalar(UInt32(unit), to: &utf8)
                }
                continue
            }
            if pendingHigh != nil {
                appendScalar(0xFFFD, to: &utf8)
                pendingHigh = nil
            }
            if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escaped) {
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                appendScalar(value & 0xFF, to: &utf8)
                continue
            }
            switch escaped {
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "a"): utf8.append(0x07)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "v"): utf8.append(0x0B)
            default: utf8.append(escaped)  // `\\`, `\"`, `\'` and any other character stand for themselves.
            }
        }
    }

    private mutating func hexUnit() throws(PropertyListError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let nibble = Self.hexValue(bytes[index]) else {
                throw error("expected four hex digits after \\U")
            }
            value = value << 4 | UInt16(nibble)
            index += 1
        }
        return value
    }

    private func appendScalar(_ value: UInt32, to utf8: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }
}
