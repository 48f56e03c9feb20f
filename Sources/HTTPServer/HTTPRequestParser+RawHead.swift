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

        /// The request as `parseHead` reads it, with Strings: for a request the front did not answer.
        func message(limits: Limits) -> Result<Message, HTTPParseError> {
            switch HTTPRequestParser.parseHead(bytes, limits: limits) {
            case .success(let (message, _)): return .success(message)
            case .failure(let error): return .failure(error)
            }
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
        var fields = FieldFacts()
        let fieldsStart = lineRange.upperBound + 2
        var fieldsEnd = fieldsStart
        while let next = lines.next() {
            guard case .success(let range) = next else { return nil }
            if range.isEmpty { break }
            guard case .success(let field) = HeaderField.parse(UnsafeRawBufferPointer(rebasing: head[range])),
                fields.note(field) == nil
            else { return nil }
            fieldsEnd = range.upperBound + 2
        }
        guard case .success(let facts) = fields.resolve(isHTTP10: scanned.isHTTP10),
            !facts.chunked, !facts.expectsContinue, (facts.contentLength ?? 0) == 0
        else { return nil }
        let request = RawRequest(
            method: scanned.method, target: UnsafeRawBufferPointer(rebasing: line[scanned.target]),
            fields: UnsafeRawBufferPointer(rebasing: head[fieldsStart..<fieldsEnd]))
        let keepAlive = scanned.isHTTP10 ? (fields.keepAlive && !fields.close) : !fields.close
        return RawHead(bytes: head, request: request, keepAlive: keepAlive, isHTTP10: scanned.isHTTP10)
    }
}
