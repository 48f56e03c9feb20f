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
        var hostCount = 0
        let fieldsStart = lineRange.upperBound + 2
        var fieldsEnd = fieldsStart
        var nameLengths: UInt64 = 0
        while let next = lines.next() {
            guard case .success(let range) = next else { return nil }
            if range.isEmpty { break }
            guard let field = HeaderField.scan(UnsafeRawBufferPointer(rebasing: head[range])) else { return nil }
            fieldsEnd = range.upperBound + 2
            let length = field.name.count
            nameLengths |= RawRequest.lengthBit(length)
            switch length {
            case 4 where ASCII.equalsIgnoringCase(field.name, "host"):
                hostCount += 1
            case 6 where ASCII.equalsIgnoringCase(field.name, "expect"),
                10 where ASCII.equalsIgnoringCase(field.name, "connection"),
                14 where ASCII.equalsIgnoringCase(field.name, "content-length"),
                17 where ASCII.equalsIgnoringCase(field.name, "transfer-encoding"):
                var facts = framing ?? FieldFacts()
                guard facts.note(field) == nil else { return nil }
                framing = facts
            default:
                break
            }
        }
        let keepAlive: Bool
        if var fields = framing {
            fields.hostCount = hostCount
            guard case .success(let facts) = fields.resolve(isHTTP10: scanned.isHTTP10),
                !facts.chunked, !facts.expectsContinue, (facts.contentLength ?? 0) == 0
            else { return nil }
            keepAlive = scanned.isHTTP10 ? (fields.keepAlive && !fields.close) : !fields.close
        } else {
            // RFC 9112 section 3.2: an HTTP/1.1 request needs exactly one Host field.
            guard scanned.isHTTP10 || hostCount == 1 else { return nil }
            // No Connection field: HTTP/1.1 stays open, HTTP/1.0 closes (RFC 9112 section 9.3). Deciding it
            // here spares the usual request building and destroying a `FieldFacts`.
            keepAlive = !scanned.isHTTP10
        }
        let request = RawRequest(
            method: scanned.method, target: UnsafeRawBufferPointer(rebasing: line[scanned.target]),
            fields: UnsafeRawBufferPointer(rebasing: head[fieldsStart..<fieldsEnd]), nameLengths: nameLengths)
        return RawHead(bytes: head, request: request, keepAlive: keepAlive, isHTTP10: scanned.isHTTP10)
    }
}
