/// Recognizing the common request (a bodyless, well-formed head in origin form) without building Strings,
/// so a front responder can answer it from its bytes (see `RawRequest`).
extension HTTPRequestParser {
    /// A head recognized by `recognize`, pointing into the parser's input: valid until the next `parse`.
    struct RawHead {
        /// The whole head, request line to empty line, for `message()` when the raw form is not enough.
        var bytes: UnsafeRawBufferPointer
        var request: RawRequest
        var keepAlive: Bool
        var isHTTP10: Bool

        /// The request as `parseHead` reads it, with Strings, for a request the front did not answer: built
        /// from what `recognize` found, without checking the head again.
        func message() -> Message {
            var headers = HTTPHeaders()
            headers.reserveCapacity(8)
            let fields = request.fields
            var lines = HeadLines(fields)
            while case .success(let range)? = lines.next() {
                // Every line was checked by `recognize`; `scan` only splits it here.
                guard let field = HeaderField.scan(UnsafeRawBufferPointer(rebasing: fields[range])) else { continue }
                headers.add(name: field.nameString, value: field.valueString)
            }
            let parsed = HTTPRequest(
                method: request.method, target: String(decoding: request.target, as: UTF8.self), headers: headers)
            return Message(request: parsed, keepAlive: keepAlive, isHTTP10: isHTTP10)
        }
    }

    /// `head` as a `RawHead` when `parseHead` would accept it as a bodyless request in origin form;
    /// `nil` for anything else (a body, an expectation, an absolute-form target, a malformed line), which
    /// `parseHead` then reads, or refuses with its precise error.
    static func recognize(_ head: UnsafeRawBufferPointer, limits: Limits) -> RawHead? {
        var lines = HeadLines(head)
        guard case .success(let lineRange)? = lines.next() else { return nil }
        let line = UnsafeRawBufferPointer(rebasing: head[lineRange])
        guard case .success(let scanned) = RequestLine.scan(line, limits: limits),
            line[scanned.target.lowerBound] == UInt8(ascii: "/")
        else { return nil }
        // Only framing and connection fields need `FieldFacts`; the usual request has none of them.
        var framing: FieldFacts?
        var host = SeenHost()
        let fieldsStart = lineRange.upperBound + 2
        var fieldsEnd = fieldsStart
        var nameLengths: UInt64 = 0
        while let next = lines.next() {
            guard case .success(let range) = next else { return nil }
            if range.isEmpty { break }
            guard let field = HeaderField.scan(UnsafeRawBufferPointer(rebasing: head[range])) else { return nil }
            fieldsEnd = range.upperBound + 2
            nameLengths |= RawRequest.lengthBit(field.name.count)
            guard note(field, framing: &framing, host: &host) else { return nil }
        }
        return rawHead(
            head, line: line, scanned: scanned, fields: fieldsStart..<fieldsEnd, nameLengths: nameLengths,
            framing: framing, host: host, hosts: limits.hosts)
    }
}
