/// What the framing and connection header fields of one request say, gathered line by line.
struct FieldFacts {
    private var contentLength: Int?
    private var transferCodings: [String] = []
    private var sawTransferEncoding = false
    private var expectation: String?
    /// `Host` fields seen (set directly by a reader that counts them itself).
    var hostCount = 0
    /// The first `Host` field's value, without OWS (for the host check; `nil` when none was noted here).
    private(set) var host: String?
    /// `Connection: close` was sent.
    private(set) var close = false
    /// `Connection: keep-alive` was sent (HTTP/1.0 clients opt in this way).
    private(set) var keepAlive = false

    /// Notes one field; returns an error for a field that makes the request unreadable.
    mutating func note(_ field: HeaderField) -> HTTPParseError? {
        let name = field.name
        switch name.count {
        case 14 where ASCII.equalsIgnoringCase(name, "content-length"):
            return noteContentLength(field.value)
        case 17 where ASCII.equalsIgnoringCase(name, "transfer-encoding"):
            sawTransferEncoding = true
            for coding in Self.list(field.value) { transferCodings.append(coding.lowercased()) }
        case 10 where ASCII.equalsIgnoringCase(name, "connection"):
            for option in Self.list(field.value) {
                if option.caseInsensitiveEquals("close") { close = true }
                if option.caseInsensitiveEquals("keep-alive") { keepAlive = true }
            }
        case 6 where ASCII.equalsIgnoringCase(name, "expect"):
            expectation = field.valueString.lowercased()
        case 4 where ASCII.equalsIgnoringCase(name, "host"):
            hostCount += 1
            if host == nil { host = field.valueString.trimmingOWS() }
        default:
            break
        }
        return nil
    }

    /// RFC 9110 section 8.6: digits only; a list of identical values may be taken as one value.
    private mutating func noteContentLength(_ value: UnsafeRawBufferPointer) -> HTTPParseError? {
        for item in Self.list(value) {
            guard !item.isEmpty, item.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                return .badRequest("Content-Length `\(item)` is not a number of bytes")
            }
            // More digits than fit mean "larger than any limit"; the body check answers 413.
            let length = item.utf8.count > 18 ? Int.max : Int(item) ?? Int.max
            if let contentLength, contentLength != length {
                return .badRequest("Content-Length is given twice with different values")
            }
            contentLength = length
        }
        return nil
    }

    /// Decides how the body is framed (RFC 9112 section 6), or why the request cannot be read.
    func resolve(isHTTP10: Bool) -> Result<HTTPRequestParser.HeadFacts, HTTPParseError> {
        var facts = HTTPRequestParser.HeadFacts()
        if !isHTTP10 && hostCount != 1 {
            // RFC 9112 section 3.2: an HTTP/1.1 request needs exactly one Host field.
            return .failure(.badRequest(hostCount == 0 ? "the Host header is missing" : "the Host header is repeated"))
        }
        if let host, !HostField.isWellFormed(host) { return .failure(HostField.malformed(host)) }
        if sawTransferEncoding {
            // RFC 9112 section 6.1: HTTP/1.0 framing with Transfer-Encoding is faulty.
            if isHTTP10 { return .failure(.badRequest("Transfer-Encoding is not allowed in HTTP/1.0")) }
            // RFC 9112 section 6.3: both framings at once is a smuggling vector; reject.
            if contentLength != nil {
                return .failure(.badRequest("Content-Length and Transfer-Encoding are both present"))
            }
            guard transferCodings.last == "chunked" else {
                return .failure(.badRequest("Transfer-Encoding must end in chunked"))
            }
            if let other = transferCodings.first(where: { $0 != "chunked" }) {
                return .failure(HTTPParseError(status: 501, detail: "the transfer coding `\(other)` is not supported"))
            }
            if transferCodings.count > 1 { return .failure(.badRequest("chunked is applied more than once")) }
            facts.chunked = true
        }
        facts.contentLength = contentLength
        if let expectation {
            // RFC 9110 section 10.1.1: an HTTP/1.0 server ignores 100-continue; other expectations are 417.
            if expectation == "100-continue" {
                facts.expectsContinue = !isHTTP10
            } else {
                return .failure(
                    HTTPParseError(status: 417, detail: "the expectation `\(expectation)` is not supported"))
            }
        }
        return .success(facts)
    }

    /// The comma-separated members of a field value, trimmed, empty ones dropped (RFC 9110 section 5.6.1).
    static func list(_ value: UnsafeRawBufferPointer) -> [String] {
        value.split(separator: ASCII.comma).compactMap { part in
            let text = String(decoding: part, as: UTF8.self).trimmingOWS()
            return text.isEmpty ? nil : text
        }
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (OWS, RFC 9110 section 5.6.3).
    func trimmingOWS() -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { $0 != ASCII.space && $0 != ASCII.tab }),
            let last = utf8.lastIndex(where: { $0 != ASCII.space && $0 != ASCII.tab })
        else { return "" }
        return String(self[first...last])
    }
}
