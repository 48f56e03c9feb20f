/// A parsed request line: `method SP request-target SP HTTP-version` (RFC 9112 section 3).
struct RequestLine {
    var method: HTTPMethod
    /// The target in origin form (absolute-form targets are reduced to their path and query).
    var target: String
    var isHTTP10: Bool
    /// The authority of an absolute-form target (`http://example.com:8080/x`: `example.com:8080`), which a
    /// server takes as the request's host instead of the Host field (RFC 9112 section 3.2.2); `nil` in origin
    /// form.
    var authority: String?

    /// Parses the request line (without its CRLF).
    static func parse(
        _ line: UnsafeRawBufferPointer, limits: HTTPRequestParser.Limits
    ) -> Result<RequestLine, HTTPParseError> {
        switch scan(line, limits: limits) {
        case .failure(let error):
            return .failure(error)
        case .success(let scanned):
            let targetBytes = UnsafeRawBufferPointer(rebasing: line[scanned.target])
            switch originForm(String(decoding: targetBytes, as: UTF8.self), method: scanned.method) {
            case .failure(let error): return .failure(error)
            case .success(let (target, authority)):
                return .success(
                    RequestLine(
                        method: scanned.method, target: target, isHTTP10: scanned.isHTTP10,
                        authority: authority.map(String.init)))
            }
        }
    }

    /// A request line checked and split, its target still a byte range of the line (no String made).
    struct Scanned: Equatable {
        var method: HTTPMethod
        var target: Range<Int>
        var isHTTP10: Bool
    }

    /// Checks the request line (without its CRLF) and finds its parts, as `parse` does, without reducing
    /// the target to origin form.
    static func scan(
        _ line: UnsafeRawBufferPointer, limits: HTTPRequestParser.Limits
    ) -> Result<Scanned, HTTPParseError> {
        if let usual = scanUsual(line, limits: limits) { return .success(usual) }
        return scanGeneral(line, limits: limits)
    }

    /// `scan` for any line, with the error that refuses it.
    static func scanGeneral(
        _ line: UnsafeRawBufferPointer, limits: HTTPRequestParser.Limits
    ) -> Result<Scanned, HTTPParseError> {
        guard let firstSpace = line.offset(of: ASCII.space), firstSpace > 0 else {
            return .failure(.badRequest("the request line is malformed: expected `METHOD target HTTP/1.1`"))
        }
        guard let secondSpace = line.offset(of: ASCII.space, from: firstSpace + 1), secondSpace > firstSpace + 1
        else {
            return .failure(.badRequest("the request line is malformed: expected `METHOD target HTTP/1.1`"))
        }
        let methodBytes = UnsafeRawBufferPointer(rebasing: line[..<firstSpace])
        let targetBytes = UnsafeRawBufferPointer(rebasing: line[(firstSpace + 1)..<secondSpace])
        let versionBytes = UnsafeRawBufferPointer(rebasing: line[(secondSpace + 1)...])
        guard ASCII.isToken(methodBytes) else {
            return .failure(.badRequest("the request method is not a token"))
        }
        if targetBytes.count > limits.maxURIBytes {
            return .failure(
                HTTPParseError(
                    status: 414, detail: "the request target is over the limit of \(limits.maxURIBytes) bytes"))
        }
        // RFC 3986: a URI is visible ASCII; spaces and controls mean a malformed line.
        guard ASCII.isURI(targetBytes) else {
            return .failure(.badRequest("the request target contains characters a URI cannot"))
        }
        let isHTTP10: Bool
        switch parseVersion(versionBytes) {
        case .failure(let error): return .failure(error)
        case .success(let value): isHTTP10 = value
        }
        return .success(
            Scanned(method: HTTPMethod(bytes: methodBytes), target: (firstSpace + 1)..<secondSpace, isHTTP10: isHTTP10))
    }

    /// `GET ` or `HEAD `, a target, ` HTTP/1.1`: the line of most requests, recognized by comparing words.
    /// `nil` for any other line (which the general path then reads); when not `nil`, the same as the
    /// general path's result.
    @inline(__always)
    static func scanUsual(_ line: UnsafeRawBufferPointer, limits: HTTPRequestParser.Limits) -> Scanned? {
        // "GET / HTTP/1.1" is the shortest such line.
        guard line.count >= 14,
            UInt64(littleEndian: line.loadUnaligned(fromByteOffset: line.count - 8, as: UInt64.self)) == http11,
            line[line.count - 9] == ASCII.space
        else { return nil }
        let method: HTTPMethod
        let targetStart: Int
        let prefix = UInt32(littleEndian: line.loadUnaligned(as: UInt32.self))
        if prefix == getSpace {
            method = .get
            targetStart = 4
        } else if prefix == head, line[4] == ASCII.space {
            method = .head
            targetStart = 5
        } else {
            return nil
        }
        let target = targetStart..<(line.count - 9)
        guard !target.isEmpty, target.count <= limits.maxURIBytes,
            ASCII.isURI(UnsafeRawBufferPointer(rebasing: line[target]))
        else { return nil }
        return Scanned(method: method, target: target, isHTTP10: false)
    }

    /// `HTTP/1.1`, `GET ` and `HEAD` as the little-endian words their bytes load as.
    static let http11: UInt64 = 0x312E_312F_5054_5448
    static let getSpace: UInt32 = 0x2054_4547
    private static let head: UInt32 = 0x4441_4548

    /// `true` for HTTP/1.0, `false` for HTTP/1.1; other well-formed versions are `505`.
    private static func parseVersion(_ bytes: UnsafeRawBufferPointer) -> Result<Bool, HTTPParseError> {
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard bytes.count == 8, bytes.starts(with: "HTTP/"), isDigit(bytes[5]), bytes[6] == UInt8(ascii: "."),
            isDigit(bytes[7])
        else {
            return .failure(.badRequest("the HTTP version is malformed: expected `HTTP/1.1`"))
        }
        if bytes[5] == UInt8(ascii: "1"), bytes[7] == UInt8(ascii: "1") { return .success(false) }
        if bytes[5] == UInt8(ascii: "1"), bytes[7] == UInt8(ascii: "0") { return .success(true) }
        let version = String(decoding: bytes, as: UTF8.self)
        return .failure(HTTPParseError(status: 505, detail: "\(version) is not supported; use HTTP/1.1"))
    }

    /// Reduces the target to origin form (RFC 9112 section 3.2): absolute-form loses its scheme and
    /// authority (answered beside it), `*` is kept for `OPTIONS`, anything else is malformed.
    private static func originForm(
        _ target: String, method: HTTPMethod
    ) -> Result<(target: String, authority: Substring?), HTTPParseError> {
        if target.utf8.first == UInt8(ascii: "/") { return .success((target, nil)) }
        if target == "*" && method == .options { return .success((target, nil)) }
        let lowered = target.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://"),
            let schemeEnd = target.range(of: "://")
        {
            let afterScheme = target[schemeEnd.upperBound...]
            guard let pathStart = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else {
                return .success(("/", afterScheme))
            }
            let authority = afterScheme[..<pathStart]
            let rest = afterScheme[pathStart...]
            return .success((rest.first == "?" ? "/" + rest : String(rest), authority))
        }
        return .failure(.badRequest("the request target must be a path starting with `/`"))
    }
}

extension HTTPMethod {
    /// The method for a token, sharing the common ones instead of building a string.
    init(bytes: UnsafeRawBufferPointer) {
        switch bytes.count {
        case 3 where bytes.starts(with: "GET"): self = .get
        case 3 where bytes.starts(with: "PUT"): self = .put
        case 4 where bytes.starts(with: "POST"): self = .post
        case 4 where bytes.starts(with: "HEAD"): self = .head
        case 5 where bytes.starts(with: "PATCH"): self = .patch
        case 6 where bytes.starts(with: "DELETE"): self = .delete
        case 7 where bytes.starts(with: "OPTIONS"): self = .options
        default: self = HTTPMethod(rawValue: String(decoding: bytes, as: UTF8.self))
        }
    }
}
