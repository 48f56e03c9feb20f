import Glibc

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

/// Bytes HTTP's grammar names.
enum ASCII {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")

    /// `tchar` of RFC 9110 section 5.6.2 (`!#$%&'*+-.^_`|~`, digits, letters) as a bit set over the bytes
    /// 0-63 and 64-127: a test is a shift, not a chain of comparisons.
    private static let tokenLow: UInt64 = 0x03ff_6cfa_0000_0000
    private static let tokenHigh: UInt64 = 0x57ff_ffff_c7ff_fffe

    /// `tchar` of RFC 9110 section 5.6.2: the characters of a token (method, field name).
    @inline(__always)
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        let word = byte < 64 ? tokenLow : (byte < 128 ? tokenHigh : 0)
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether `bytes` are all `tchar` (a method or field name; emptiness is the caller's check).
    static func isToken(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes where !isTokenCharacter(byte) { return false }
        return true
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is below `limit` (at most 128), eight bytes at once.
    @inline(__always)
    private static func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highs != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    private static func hasByte(_ byte: UInt64, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* byte))
    }

    /// Whether every byte passes `isValid`, looking eight at a time and byte by byte only at a word
    /// `suspect` flags (it must flag every word holding a byte that fails).
    @inline(__always)
    private static func all(
        _ bytes: UnsafeRawBufferPointer, suspect: (UInt64) -> Bool, _ isValid: (UInt8) -> Bool
    ) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if suspect(word) {
                for index in offset..<(offset + 8) where !isValid(bytes[index]) { return false }
            }
            offset += 8
        }
        while offset < bytes.count {
            if !isValid(bytes[offset]) { return false }
            offset += 1
        }
        return true
    }

    /// RFC 9110 section 5.5: a field value is visible characters, spaces, tabs and obs-text (not the
    /// other controls, nor DEL).
    static func isFieldValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
        all(bytes, suspect: { hasByte(below: 0x20, in: $0) || hasByte(0x7F, in: $0) }) {
            $0 == tab || ($0 >= 0x20 && $0 != 0x7F)
        }
    }

    /// RFC 3986: a URI is visible ASCII (no spaces, controls, DEL or bytes past 127).
    static func isURI(_ bytes: UnsafeRawBufferPointer) -> Bool {
        all(bytes, suspect: { hasByte(below: 0x21, in: $0) || hasByte(0x7F, in: $0) || $0 & highs != 0 }) {
            $0 > 0x20 && $0 < 0x7F
        }
    }

    /// Lower-cases an ASCII letter.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        (byte >= 65 && byte <= 90) ? byte + 32 : byte
    }

    /// Whether `bytes` equal the lower-case ASCII `name`, ignoring case.
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<bytes.count where lower(bytes[index]) != expected[index] { return false }
        return true
    }
}
