#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the request line and header section (RFC 9112 sections 2 to 5).
extension HTTPRequestParser {
    /// What the header section says about framing and the connection.
    struct HeadFacts {
        var contentLength: Int?
        var chunked = false
        var expectsContinue = false
    }

    /// Looks for the end of the head in `bytes`; parses it when complete. `nil` means go on reading.
    mutating func readHead(_ bytes: UnsafeRawBufferPointer, scanned: Int, consumed: inout Int) -> Event? {
        if scanned == 0, deliversRawHeads {
            if repeated.comparesNext, let raw = repeated.match(bytes) {
                consumed += raw.bytes.count
                return .rawHead(raw)
            }
            // A whole head in the input, as a head usually arrives: found and checked in one pass.
            if let raw = Self.recognizeInOnePass(bytes, limits: limits) {
                consumed += raw.bytes.count
                repeated.keep(raw)
                return .rawHead(raw)
            }
        }
        if scanned == 0 {
            // RFC 9112 section 2.2: ignore at least one empty line received before the request line.
            var start = 0
            while start + 1 < bytes.count, bytes[start] == ASCII.cr, bytes[start + 1] == ASCII.lf { start += 2 }
            if start > 0 {
                consumed += start
                return nil
            }
        }
        let limit = min(bytes.count, limits.maxHeaderBytes)
        var index = scanned
        var end = -1
        // `memchr` finds each LF: only line ends are looked at, not every byte of the head.
        while index < limit, let base = bytes.baseAddress,
            let found = memchr(base + index, Int32(ASCII.lf), limit - index)
        {
            index = base.distance(to: UnsafeRawPointer(found))
            // RFC 9112 section 2.2: lines end in CRLF; a bare LF is rejected rather than guessed at.
            guard index > 0, bytes[index - 1] == ASCII.cr else {
                return fail(.badRequest("a line of the request head ends in a bare LF instead of CRLF"))
            }
            if index >= 3, bytes[index - 2] == ASCII.lf, bytes[index - 3] == ASCII.cr {
                end = index + 1
                break
            }
            index += 1
        }
        guard end > 0 else {
            if bytes.count >= limits.maxHeaderBytes { return fail(oversizedHeadError(bytes)) }
            state = .head(scanned: bytes.count)
            return .needMore
        }
        consumed += end
        let head = UnsafeRawBufferPointer(rebasing: bytes[..<end])
        if deliversRawHeads, let raw = Self.recognize(head, limits: limits) {
            state = .head(scanned: 0)
            repeated.keep(raw)
            return .rawHead(raw)
        }
        switch Self.parseHead(head, limits: limits) {
        case .failure(let error):
            return fail(error)
        case .success(let (message, facts)):
            return begin(
                message, contentLength: facts.contentLength, chunked: facts.chunked,
                expectsContinue: facts.expectsContinue)
        }
    }

    /// `414` when the request target alone is too long, else `431` (RFC 6585 section 5).
    private func oversizedHeadError(_ bytes: UnsafeRawBufferPointer) -> HTTPParseError {
        var firstSpace = -1
        var targetLength = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == ASCII.cr || byte == ASCII.lf { break }
            if byte == ASCII.space {
                if firstSpace >= 0 { break }
                firstSpace = index
            } else if firstSpace >= 0 {
                targetLength += 1
            }
        }
        if targetLength > limits.maxURIBytes {
            return HTTPParseError(
                status: 414, detail: "the request target is over the limit of \(limits.maxURIBytes) bytes")
        }
        return HTTPParseError(
            status: 431,
            detail: "the request line and header fields are over the limit of \(limits.maxHeaderBytes) bytes")
    }

    /// Parses a complete head (ending in the empty line) into a request without its body.
    static func parseHead(
        _ head: UnsafeRawBufferPointer, limits: Limits
    ) -> Result<(Message, HeadFacts), HTTPParseError> {
        var lines = HeadLines(head)
        guard case .some(.success(let requestLine)) = lines.next() else {
            return .failure(.badRequest("the request line is malformed: lines must end in CRLF"))
        }
        let line: RequestLine
        switch RequestLine.parse(UnsafeRawBufferPointer(rebasing: head[requestLine]), limits: limits) {
        case .success(let parsed): line = parsed
        case .failure(let error): return .failure(error)
        }
        switch fieldsAndRequest(&lines, head, line: line, limits: limits) {
        case .success(let parsed): return .success(parsed)
        case .failure(var error):
            error.method = line.method
            return .failure(error)
        }
    }

    /// The fields after `line`, and the request they make.
    private static func fieldsAndRequest(
        _ lines: inout HeadLines, _ head: UnsafeRawBufferPointer, line: RequestLine, limits: Limits
    ) -> Result<(Message, HeadFacts), HTTPParseError> {
        var headers = HTTPHeaders()
        // Room for a usual request's fields, so the list is not regrown field by field.
        headers.reserveCapacity(8)
        var fields = FieldFacts()
        while let next = lines.next() {
            guard case .success(let range) = next else {
                return .failure(.badRequest("a header line does not end in CRLF"))
            }
            if range.isEmpty { break }
            let field = UnsafeRawBufferPointer(rebasing: head[range])
            switch HeaderField.parse(field) {
            case .failure(let error): return .failure(error)
            case .success(let parsed):
                if let error = fields.note(parsed) { return .failure(error) }
                headers.add(name: parsed.nameString, value: parsed.valueString)
            }
        }
        switch fields.resolve(isHTTP10: line.isHTTP10) {
        case .failure(let error):
            return .failure(error)
        case .success(let facts):
            // An absolute-form target names the host itself, and the Host field is then not what counts.
            if let authority = line.authority, authority.isEmpty || !HostField.isWellFormed(authority) {
                return .failure(HostField.malformed(authority: authority))
            }
            if !limits.hosts.admitsEveryHost, let host = line.authority ?? fields.host, !limits.hosts.admits(host) {
                return .failure(limits.hosts.refusal(of: host))
            }
            let keepAlive = line.isHTTP10 ? (fields.keepAlive && !fields.close) : !fields.close
            let request = HTTPRequest(method: line.method, target: line.target, headers: headers)
            return .success((Message(request: request, keepAlive: keepAlive, isHTTP10: line.isHTTP10), facts))
        }
    }
}

/// The lines of a head, as byte ranges without their CRLF; a line without CR before LF is an error.
struct HeadLines: IteratorProtocol {
    private let bytes: UnsafeRawBufferPointer
    private var position = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func next() -> Result<Range<Int>, HTTPParseError>? {
        guard position < bytes.count, let base = bytes.baseAddress else { return nil }
        var index = bytes.count
        if let found = memchr(base + position, Int32(ASCII.lf), bytes.count - position) {
            index = base.distance(to: UnsafeRawPointer(found))
        }
        guard index < bytes.count, index > position, bytes[index - 1] == ASCII.cr else {
            position = bytes.count
            return .failure(.badRequest("bare LF"))
        }
        let range = position..<(index - 1)
        position = index + 1
        return .success(range)
    }
}
