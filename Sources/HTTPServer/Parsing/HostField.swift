/// The syntax of a `Host` field value: `uri-host [ ":" port ]` (RFC 9112 section 3.2, with RFC 3986 section
/// 3.2.2 for the host and 3.2.3 for the port), or empty. A server must answer `400` to a request whose Host is
/// anything else, so every request is checked, before the `HostPolicy` and before any route or kept answer:
/// a value such as `a b` or `host/path` never reaches a handler, a log line or a cache key as a host. The
/// authority of an absolute-form target (`GET http://example.com/x`), which stands for the Host field, is held
/// to the same syntax, and must not be empty.
enum HostField {
    /// Whether `field` (without surrounding whitespace) is a well-formed Host value: empty (HTTP/1.0, or a
    /// target without an authority); a bracketed IP literal (`[::1]`, `[fe80::1%25en0]`); or a registered
    /// name or IPv4 address (letters, digits, `-._~`, sub-delimiters, `%` and two hex digits); each optionally
    /// followed by `:` and the port's digits (none too: RFC 3986 allows `host:`, but not `:80`).
    static func isWellFormed(_ field: UnsafeRawBufferPointer) -> Bool {
        // The usual value (a name or an IPv4 address, then maybe a port) in one pass of one test a byte; a
        // bracket, a `%` or a mistake goes on to the whole grammar.
        let count = field.count
        var index = 0
        while index < count, isNameByte(field[index]) { index += 1 }
        if index == count { return true }
        if index > 0, field[index] == ASCII.colon {
            var port = index + 1
            while port < count, isDigit(field[port]) { port += 1 }
            if port == count { return true }
        }
        return isWellFormedInFull(field)
    }

    /// `isWellFormed` by the whole grammar: IP literals and percent-encoded bytes too.
    private static func isWellFormedInFull(_ field: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        if index < field.count, field[index] == UInt8(ascii: "[") {
            guard let close = field.firstIndex(of: UInt8(ascii: "]")), close > 1 else { return false }
            for byte in field[1..<close] where !isLiteralByte(byte) { return false }
            index = close + 1
        } else {
            while index < field.count, field[index] != ASCII.colon {
                let byte = field[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < field.count, isHexDigit(field[index + 1]), isHexDigit(field[index + 2]) else {
                        return false
                    }
                    index += 3
                    continue
                }
                guard isNameByte(byte) else { return false }
                index += 1
            }
        }
        guard index < field.count else { return true }
        // A port needs a host before it (RFC 9110 section 4.2.1: an `http` URI's host is never empty).
        guard index > 0, field[index] == ASCII.colon else { return false }
        for byte in field[(index + 1)...] where !isDigit(byte) { return false }
        return true
    }

    /// `isWellFormed` of a value held as text.
    static func isWellFormed(_ field: String) -> Bool {
        var field = field
        return field.withUTF8 { isWellFormed(UnsafeRawBufferPointer($0)) }
    }

    /// The `400` for a malformed `field`.
    static func malformed(_ field: String) -> HTTPParseError {
        .badRequest(
            "the Host header `\(field)` is not a host name or address with an optional port (RFC 9112 section 3.2)")
    }

    /// The `400` for an absolute-form target whose authority is empty or malformed (a user name in it, say:
    /// RFC 9110 section 4.2.4 forbids it in `http` URIs).
    static func malformed(authority: String) -> HTTPParseError {
        .badRequest(
            "the request target's authority `\(authority)` is not a host name or address with an optional port "
                + "(RFC 9112 section 3.2.2)")
    }

    /// A byte of a registered name besides `%`: unreserved (letters, digits, `-._~`) or a sub-delimiter
    /// (`!$&'()*+,;=`). One shift and test a byte: the check runs on every request's Host.
    @inline(__always)
    private static func isNameByte(_ byte: UInt8) -> Bool {
        if byte < 64 { return nameBytesBelow64 >> UInt64(byte) & 1 != 0 }
        return byte < 128 && nameBytesFrom64 >> UInt64(byte - 64) & 1 != 0
    }

    /// Bit `b` set: byte `b` (below 64) may stand in a registered name (`!$&'()*+,-.`, digits, `;=`).
    private static let nameBytesBelow64: UInt64 = 0x2BFF_7FD2_0000_0000
    /// Bit `b` set: byte `64 + b` may stand in a registered name (letters, `_`, `~`).
    private static let nameBytesFrom64: UInt64 = 0x47FF_FFFE_87FF_FFFE

    /// A byte inside the brackets of an IP literal: an IPv6 address's hex digits, `:` and `.`, an IPvFuture's
    /// characters, and a zone identifier's `%25` (RFC 6874).
    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        byte == ASCII.colon || byte == UInt8(ascii: "%") || isNameByte(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
