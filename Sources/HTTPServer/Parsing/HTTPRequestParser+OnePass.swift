#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognizing the common head in one pass over its bytes: finding its end and checking its lines at once,
/// instead of `readHead` finding every line end and `recognize` finding them again.
extension HTTPRequestParser {
    /// The head at the start of `bytes` (unread input, nothing of it searched before) as `recognize` gives
    /// it, with every line end found once; `nil` when the head is incomplete, longer than the limit, starts
    /// with an empty line, or is anything `recognize` would not take (then the line scan and `parseHead`
    /// read it, or refuse it with their precise error, exactly as before).
    ///
    /// Each field line is read as `HeaderField.scan` reads it: the longest run of `tchar` from the line's
    /// start must end in `:` (so whitespace before the colon, obs-fold and a missing name are not taken,
    /// RFC 9112 sections 5.1 and 5.2), then the first byte after the colon that a field value cannot hold
    /// must be the CR of CRLF (section 2.2: no bare CR or LF; RFC 9110 section 5.5: no other control, no
    /// DEL), eight bytes at a time. A name is told apart by its length and first byte; only the few whose
    /// length and first letter match a framing or connection field are compared, and only their values
    /// are trimmed of OWS (which a field value may hold, so checking the untrimmed bytes is the same).
    static func recognizeInOnePass(_ bytes: UnsafeRawBufferPointer, limits: Limits) -> RawHead? {
        // The head must end within the limit, as `readHead` searches no further (a longer one is a 431).
        let limit = min(bytes.count, limits.maxHeaderBytes)
        guard limit >= 16 else { return nil }
        guard let (lineEnd, scanned) = usualRequestLine(bytes, limit: limit, limits: limits) else { return nil }
        let line = UnsafeRawBufferPointer(rebasing: bytes[..<(lineEnd - 1)])
        var framing: FieldFacts?
        var host = SeenHost()
        var nameLengths: UInt64 = 0
        let fieldsStart = lineEnd + 1
        var position = fieldsStart
        while true {
            // The name: `tchar` up to the colon. CR, LF, space, tab and `:` are not `tchar`. Letters, digits
            // and `-` are passed eight at a time; the byte loop reads the rest (any other `tchar`, the end).
            var index = position + ASCII.commonTokenRun(bytes, from: position, limit: limit)
            while index < limit, ASCII.isTokenCharacter(bytes[index]) { index += 1 }
            guard index + 1 < limit else { return nil }
            if index == position {
                // The empty line ends the head; anything else without a name is not the usual head.
                guard bytes[index] == ASCII.cr, bytes[index + 1] == ASCII.lf else { return nil }
                break
            }
            guard bytes[index] == ASCII.colon else { return nil }
            // The value: the first byte after the colon that a field value cannot hold (OWS can) must be
            // the CR of CRLF, which makes that LF the line's first and every byte before it valid.
            let valueStart = index + 1
            let cr = valueStart + ASCII.fieldValueRun(bytes, from: valueStart, limit: limit)
            guard cr + 1 < limit, bytes[cr] == ASCII.cr, bytes[cr + 1] == ASCII.lf else { return nil }
            let name = UnsafeRawBufferPointer(rebasing: bytes[position..<index])
            nameLengths |= RawRequest.lengthBit(name.count)
            guard
                note(
                    name: name, value: trimmed(bytes, valueStart..<cr), framing: &framing, host: &host)
            else { return nil }
            position = cr + 2
        }
        let end = position + 2
        let head = UnsafeRawBufferPointer(rebasing: bytes[..<end])
        return rawHead(
            head, line: line, scanned: scanned, fields: fieldsStart..<position, nameLengths: nameLengths,
            framing: framing, host: host, hosts: limits.hosts)
    }

    /// The first line of `bytes` when it is the request line of a request `recognize` may take (origin
    /// form): the offset of its LF and the line read as `RequestLine.scan` reads it. `GET /target HTTP/1.1`
    /// is read in one pass: the target runs to the first byte a URI cannot hold, which must be the space
    /// before the version, then CRLF; any other line is found with `memchr` and read by `RequestLine.scan`.
    @inline(__always)
    static func usualRequestLine(
        _ bytes: UnsafeRawBufferPointer, limit: Int, limits: Limits
    ) -> (Int, RequestLine.Scanned)? {
        if UInt32(littleEndian: bytes.loadUnaligned(as: UInt32.self)) == RequestLine.getSpace {
            let space = 4 + ASCII.uriRun(bytes, from: 4, limit: limit)
            // The version and CRLF: ten bytes after the space, the LF before the limit.
            if space > 4, space + 10 < limit, space - 4 <= limits.maxURIBytes, bytes[4] == UInt8(ascii: "/"),
                bytes[space] == ASCII.space,
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: space + 1, as: UInt64.self))
                    == RequestLine.http11,
                bytes[space + 9] == ASCII.cr, bytes[space + 10] == ASCII.lf
            {
                return (space + 10, RequestLine.Scanned(method: .get, target: 4..<space, isHTTP10: false))
            }
        }
        guard let base = bytes.baseAddress, let found = memchr(base, Int32(ASCII.lf), limit) else { return nil }
        let lineEnd = base.distance(to: UnsafeRawPointer(found))
        guard lineEnd > 0, bytes[lineEnd - 1] == ASCII.cr else { return nil }
        let line = UnsafeRawBufferPointer(rebasing: bytes[..<(lineEnd - 1)])
        guard case .success(let scanned) = RequestLine.scan(line, limits: limits),
            line[scanned.target.lowerBound] == UInt8(ascii: "/")
        else { return nil }
        return (lineEnd, scanned)
    }

    /// `range` of `bytes` without the OWS (spaces and tabs) at either end.
    @inline(__always)
    static func trimmed(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> UnsafeRawBufferPointer {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == ASCII.space || bytes[start] == ASCII.tab { start += 1 }
        while end > start, bytes[end - 1] == ASCII.space || bytes[end - 1] == ASCII.tab { end -= 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
    }

    /// Counts a Host field and notes a framing or connection field in `framing` (made when the first one
    /// comes); `false` for a field that makes the head unreadable. A name is told apart by its length and
    /// first letter; only a name matching both is compared whole.
    @inline(__always)
    static func note(_ field: HeaderField, framing: inout FieldFacts?, host: inout SeenHost) -> Bool {
        note(name: field.name, value: field.value, framing: &framing, host: &host)
    }

    /// `note` for the field `name` whose value, without OWS, `value` gives: made only for a framing or
    /// connection field (the usual field's value is checked, never trimmed).
    @inline(__always)
    static func note(
        name: UnsafeRawBufferPointer, value: @autoclosure () -> UnsafeRawBufferPointer, framing: inout FieldFacts?,
        host: inout SeenHost
    ) -> Bool {
        switch (name.count, name[0] | 0x20) {
        case (4, UInt8(ascii: "h")) where ASCII.isHost(name):
            host.count += 1
            if host.count == 1 { host.value = value() }
        case (6, UInt8(ascii: "e")) where ASCII.equalsIgnoringCase(name, "expect"),
            (10, UInt8(ascii: "c")) where ASCII.equalsIgnoringCase(name, "connection"),
            (14, UInt8(ascii: "c")) where ASCII.equalsIgnoringCase(name, "content-length"),
            (17, UInt8(ascii: "t")) where ASCII.equalsIgnoringCase(name, "transfer-encoding"):
            var facts = framing ?? FieldFacts()
            guard facts.note(HeaderField(name: name, value: value())) == nil else { return false }
            framing = facts
        default:
            break
        }
        return true
    }

    /// The raw head of `head` (request line `line`, read as `scanned`; header lines `fields`), or `nil`
    /// when it is not one `recognize` takes: a body, an expectation, a missing or repeated Host, a framing
    /// error (`framing`: the framing and connection fields noted, `nil` for none).
    @inline(__always)
    static func rawHead(
        _ head: UnsafeRawBufferPointer, line: UnsafeRawBufferPointer, scanned: RequestLine.Scanned,
        fields: Range<Int>, nameLengths: UInt64, framing: FieldFacts?, host: SeenHost, hosts: HostPolicy
    ) -> RawHead? {
        let isHTTP10 = scanned.isHTTP10
        let keepAlive: Bool
        if var facts = framing {
            facts.hostCount = host.count
            guard case .success(let framed) = facts.resolve(isHTTP10: isHTTP10),
                !framed.chunked, !framed.expectsContinue, (framed.contentLength ?? 0) == 0
            else { return nil }
            keepAlive = isHTTP10 ? (facts.keepAlive && !facts.close) : !facts.close
        } else {
            // RFC 9112 section 3.2: an HTTP/1.1 request needs exactly one Host field.
            guard isHTTP10 || host.count == 1 else { return nil }
            // No Connection field: HTTP/1.1 stays open, HTTP/1.0 closes (RFC 9112 section 9.3). Deciding it
            // here spares the usual request building and destroying a `FieldFacts`.
            keepAlive = !isHTTP10
        }
        // A malformed or refused Host is left to `parseHead`, which answers it with a 400 or the policy's 421. An
        // IPv4 address the policy read is well formed already (the usual Host on loopback: no second scan).
        // No Host field at all (HTTP/1.0) is admitted; an empty one is the policy's to refuse.
        let verdict = hosts.admitsEveryHost || host.count == 0 ? .admitted : hosts.verdict(bytes: host.value)
        guard verdict != .refused, verdict == .address || HostField.isWellFormed(host.value) else { return nil }
        let request = RawRequest(
            method: scanned.method, target: UnsafeRawBufferPointer(rebasing: line[scanned.target]),
            fields: UnsafeRawBufferPointer(rebasing: head[fields]), nameLengths: nameLengths)
        return RawHead(bytes: head, request: request, keepAlive: keepAlive, isHTTP10: isHTTP10)
    }
}

/// The Host fields of a head as the one-pass readers see them: how many, and the first one's value (OWS trimmed).
struct SeenHost {
    var count = 0
    var value = UnsafeRawBufferPointer(start: nil, count: 0)
}
