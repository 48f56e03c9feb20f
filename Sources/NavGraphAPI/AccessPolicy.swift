import HTTPServer

/// Bearer-token access control (SPEC section 3, "Access").
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
        var difference = UInt(bitPattern: lhs.count ^ rhs.count)
        let count = max(lhs.count, rhs.count)
        for index in 0..<count {
            let a = index < lhs.count ? lhs[index] : 0
            let b = index < rhs.count ? rhs[index] : 0xFF
            difference |= UInt(a ^ b)
        }
        return difference == 0
    }
}
