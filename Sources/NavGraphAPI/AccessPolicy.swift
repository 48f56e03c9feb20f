import HTTPServer

/// Bearer-token access control (docs/http-api.md, "Access").
///
/// With a token configured every request but `/healthz` and `/readyz` must carry
/// `Authorization: Bearer <token>` (RFC 6750 section 2.1); the read token grants safe methods only.
public struct AccessPolicy: Sendable {
    /// The token granting everything, if access is restricted.
    public var token: String?
    /// The token granting reads only.
    public var readToken: String?

    /// Creates a policy; with neither token every request is allowed.
    public init(token: String? = nil, readToken: String? = nil) {
        self.token = token.flatMap { $0.isEmpty ? nil : $0 }
        self.readToken = readToken.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether any token is configured.
    public var isRestricted: Bool { token != nil || readToken != nil }

    /// Throws `401` or `403` when `request` may not proceed.
    func check(_ request: HTTPRequest) throws(APIError) {
        guard isRestricted else { return }
        if request.path == "/healthz" || request.path == "/readyz" { return }
        // The viewer's shell holds no data; the API calls it makes carry the token.
        if request.method == .get || request.method == .head, Self.isViewerShell(request.path) { return }
        try verifyCredentials(request)
    }

    /// Whether `request` may see what open routes (`/readyz`) tell only trusted callers: every request when
    /// no token is configured (it may read everything anyway), else one carrying a valid token.
    func admitsDetails(_ request: HTTPRequest) -> Bool {
        guard isRestricted else { return true }
        do {
            try verifyCredentials(request)
            return true
        } catch {
            return false
        }
    }

    /// Throws `401` or `403` unless `request` carries exactly one valid bearer token that allows its method.
    private func verifyCredentials(_ request: HTTPRequest) throws(APIError) {
        let challenge = ["WWW-Authenticate": "Bearer realm=\"navgraph\""]
        let presentedHeaders = request.headers.values(for: "Authorization")
        if presentedHeaders.count > 1 {
            // RFC 9110 section 5.3: Authorization is not a list; two fields are ambiguous credentials, and
            // picking either could let a proxy and this server disagree about who is asking.
            throw APIError.badRequest(
                "the request has \(presentedHeaders.count) Authorization header fields; send exactly one")
        }
        guard let header = presentedHeaders.first else {
            throw APIError(
                status: 401, title: "Unauthorized", detail: "this server needs 'Authorization: Bearer <token>'",
                headers: challenge)
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APIError(
                status: 401, title: "Unauthorized", detail: "the Authorization header must use the Bearer scheme",
                headers: challenge)
        }
        let presented = Array(parts[1].utf8)
        if let token, Self.constantTimeEquals(presented, Array(token.utf8)) { return }
        if let readToken, Self.constantTimeEquals(presented, Array(readToken.utf8)) {
            if [HTTPMethod.get, .head, .options].contains(request.method) { return }
            throw APIError(
                status: 403, title: "Forbidden", detail: "the read-only token cannot \(request.method) resources")
        }
        throw APIError(
            status: 401, title: "Unauthorized", detail: "the bearer token is not valid",
            headers: ["WWW-Authenticate": "Bearer realm=\"navgraph\", error=\"invalid_token\""])
    }

    /// Whether `check` would let `request` through, decided from its bytes: `true` only for the plain case
    /// (no token configured, or one `Authorization: Bearer <token>` field naming a token that grants the
    /// method). `false` sends the request the usual way, where `check` gives the precise refusal.
    func admits(_ request: RawRequest) -> Bool {
        guard isRestricted else { return true }
        guard request.count(of: "authorization") == 1, let value = request.value(of: "authorization"),
            value.count > 7, Self.startsWithBearer(value)
        else { return false }
        let presented = UnsafeRawBufferPointer(rebasing: value[7...])
        // A second space would make `check` read a different token: leave such a field to it.
        guard presented[presented.startIndex] != UInt8(ascii: " ") else { return false }
        if let token, Self.constantTimeEquals(presented, token) { return true }
        if let readToken, Self.constantTimeEquals(presented, readToken) {
            return request.method == .get || request.method == .head
        }
        return false
    }

    /// Whether `value` starts with `Bearer ` (the scheme compared ignoring case, RFC 9110 section 11.1).
    private static func startsWithBearer(_ value: UnsafeRawBufferPointer) -> Bool {
        let scheme: StaticString = "bearer "
        for index in 0..<scheme.utf8CodeUnitCount {
            let byte = value[index]
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if lower != scheme.utf8Start[index] { return false }
        }
        return true
    }

    /// `constantTimeEquals` of bytes as sent and a token, without copying either.
    static func constantTimeEquals(_ presented: UnsafeRawBufferPointer, _ token: String) -> Bool {
        var token = token
        return token.withUTF8 { constantTimeEquals(presented, UnsafeRawBufferPointer($0)) }
    }

    /// Whether `path` is the web viewer's HTML, script or style sheet.
    static func isViewerShell(_ path: String) -> Bool {
        if path == "/" || path == "/viewer/viewer.js" || path == "/viewer/viewer.css" { return true }
        guard path.hasPrefix("/projects/") else { return false }
        let name = path.dropFirst("/projects/".count)
        return !name.isEmpty && !name.contains("/")
    }

    /// Compares without an early exit, so the time taken does not tell how much of a guess was right.
    /// Lengths that differ never compare equal: the whole length difference is kept, not cut to a byte.
    static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        lhs.withUnsafeBytes { lhs in rhs.withUnsafeBytes { rhs in constantTimeEquals(lhs, rhs) } }
    }

    /// The comparison both overloads above make, on bytes in place.
    private static func constantTimeEquals(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        var difference = UInt(bitPattern: lhs.count ^ rhs.count)
        for index in 0..<max(lhs.count, rhs.count) {
            let a = index < lhs.count ? lhs[lhs.startIndex + index] : 0
            let b = index < rhs.count ? rhs[rhs.startIndex + index] : 0xFF
            difference |= UInt(a ^ b)
        }
        return difference == 0
    }
}
