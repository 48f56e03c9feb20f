/// One `field-name ":" OWS field-value OWS` line (RFC 9112 section 5), as byte ranges of the head.
struct HeaderField {
    var name: UnsafeRawBufferPointer
    var value: UnsafeRawBufferPointer

    var nameString: String { String(decoding: name, as: UTF8.self) }
    var valueString: String { String(decoding: value, as: UTF8.self) }

    /// The field of a header line (without its CRLF), or `nil` exactly when `parse` refuses the line: the
    /// checks without the words of an error, for the common request.
    @inline(__always)
    static func scan(_ line: UnsafeRawBufferPointer) -> HeaderField? {
        guard let first = line.first, first != ASCII.space, first != ASCII.tab,
            let colon = line.offset(of: ASCII.colon), colon > 0
        else { return nil }
        let name = UnsafeRawBufferPointer(rebasing: line[..<colon])
        guard ASCII.isToken(name) else { return nil }
        var start = colon + 1
        var end = line.count
        while start < end, line[start] == ASCII.space || line[start] == ASCII.tab { start += 1 }
        while end > start, line[end - 1] == ASCII.space || line[end - 1] == ASCII.tab { end -= 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[start..<end])
        guard ASCII.isFieldValue(value) else { return nil }
        return HeaderField(name: name, value: value)
    }

    /// Parses a header line (without its CRLF).
    static func parse(_ line: UnsafeRawBufferPointer) -> Result<HeaderField, HTTPParseError> {
        // RFC 9112 section 5.2: obsolete line folding may be rejected with 400.
        if let first = line.first, first == ASCII.space || first == ASCII.tab {
            return .failure(.badRequest("a header line starts with whitespace (obsolete line folding)"))
        }
        guard let colon = line.offset(of: ASCII.colon), colon > 0 else {
            return .failure(.badRequest("a header line has no `name:`"))
        }
        let name = UnsafeRawBufferPointer(rebasing: line[..<colon])
        // RFC 9112 section 5.1: whitespace between the name and the colon must be rejected with 400.
        guard ASCII.isToken(name) else {
            return .failure(.badRequest("the header name `\(String(decoding: name, as: UTF8.self))` is not a token"))
        }
        var start = colon + 1
        var end = line.count
        while start < end, line[start] == ASCII.space || line[start] == ASCII.tab { start += 1 }
        while end > start, line[end - 1] == ASCII.space || line[end - 1] == ASCII.tab { end -= 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[start..<end])
        // RFC 9110 section 5.5: field values are visible characters, spaces, tabs and obs-text.
        guard ASCII.isFieldValue(value) else {
            return .failure(
                .badRequest("the value of header `\(String(decoding: name, as: UTF8.self))` has control characters"))
        }
        return .success(HeaderField(name: name, value: value))
    }
}
