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

    /// Why a request may not proceed (see `refusal(of:)`).
    enum Refusal: Equatable {
        /// No `Authorization` field.
        case missing
        /// More than one `Authorization` field (their number).
        case ambiguous(Int)
        /// A field that is not `Bearer <token>`.
        case notBearer
        /// The read token, on a method it does not grant.
        case readOnly(HTTPMethod)
        /// A token that is neither.
        case invalid

        /// The answer: `400`, `401` with a challenge, or `403`.
        var error: APIError {
            let challenge = ["WWW-Authenticate": "Bearer realm=\"navgraph\""]
            switch self {
            case .missing:
                return APIError(
                    status: 401, title: "Unauthorized", detail: "this server needs 'Authorization: Bearer <token>'",
                    headers: challenge)
            case .ambiguous(let count):
                // RFC 9110 section 5.3: Authorization is not a list; two fields are ambiguous credentials, and
                // picking either could let a proxy and this server disagree about who is asking.
                return APIError.badRequest("the request has \(count) Authorization header fields; send exactly one")
            case .notBearer:
                return APIError(
                    status: 401, title: "Unauthorized", detail: "the Authorization header must use the Bearer scheme",
                    headers: challenge)
            case .readOnly(let method):
                return APIError(
                    status: 403, title: "Forbidden", detail: "the read-only token cannot \(method) resources")
            case .invalid:
                return APIError(
                    status: 401, title: "Unauthorized", detail: "the bearer token is not valid",
                    headers: ["WWW-Authenticate": "Bearer realm=\"navgraph\", error=\"invalid_token\""])
            }
        }
    }

    /// The access decision, made once for both ways a request arrives: the full path (`check`, run by the
    /// router's `before`) and the front stage (`admits`, its `frontAdmission`) ask this one function of the
    /// same head, so a cached answer is never given to a request the full path would refuse. `nil`: `head`
    /// may proceed.
    func refusal(of head: some RequestHead) -> Refusal? {
        guard isRestricted else { return nil }
        if head.pathIs("/healthz") || head.pathIs("/readyz") { return nil }
        // The viewer's shell holds no data; the API calls it makes carry the token.
        if head.method == .get || head.method == .head, head.withPath(Self.isViewerShell) { return nil }
        return credentialsRefusal(head)
    }

    /// Throws `401` or `403` (or `400` for two `Authorization` fields) when `request` may not proceed.
    func check(_ request: HTTPRequest) throws(APIError) {
        if let refusal = refusal(of: request) { throw refusal.error }
    }

    /// Whether `head` may proceed: `refusal(of:)` has nothing to say.
    func admits(_ head: some RequestHead) -> Bool {
        refusal(of: head) == nil
    }

    /// Whether `request` may see what open routes (`/readyz`) tell only trusted callers: every request when
    /// no token is configured (it may read everything anyway), else one carrying a valid token.
    func admitsDetails(_ request: HTTPRequest) -> Bool {
        !isRestricted || credentialsRefusal(request) == nil
    }

    /// Why `head` does not carry exactly one valid bearer token that allows its method; `nil` when it does.
    private func credentialsRefusal(_ head: some RequestHead) -> Refusal? {
        var count = 0
        var refusal: Refusal? = .missing
        head.forEachValue(of: "authorization") { value in
            count += 1
            if count == 1 { refusal = judge(value, method: head.method) }
            return true
        }
        return count > 1 ? .ambiguous(count) : refusal
    }

    /// The verdict on one `Authorization` value: `<scheme> <token>` split at the first space after any
    /// leading ones, the scheme `Bearer` in any case (RFC 9110 section 11.1), the token everything after
    /// that space, compared in constant time.
    private func judge(_ value: UnsafeRawBufferPointer, method: HTTPMethod) -> Refusal? {
        let space = UInt8(ascii: " ")
        guard let start = value.firstIndex(where: { $0 != space }),
            let gap = value[start...].firstIndex(of: space), gap + 1 < value.endIndex,
            Self.isBearer(UnsafeRawBufferPointer(rebasing: value[start..<gap]))
        else { return .notBearer }
        let presented = UnsafeRawBufferPointer(rebasing: value[(gap + 1)...])
        if let token, Self.constantTimeEquals(presented, token) { return nil }
        if let readToken, Self.constantTimeEquals(presented, readToken) {
            return method == .get || method == .head || method == .options ? nil : .readOnly(method)
        }
        return .invalid
    }

    /// Whether `scheme` is `Bearer`, compared ignoring case.
    private static func isBearer(_ scheme: UnsafeRawBufferPointer) -> Bool {
        let bearer: StaticString = "bearer"
        guard scheme.count == bearer.utf8CodeUnitCount else { return false }
        for index in 0..<scheme.count {
            let byte = scheme[index]
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if lower != bearer.utf8Start[index] { return false }
        }
        return true
    }

    /// `constantTimeEquals` of bytes as sent and a token, without copying either.
    static func constantTimeEquals(_ presented: UnsafeRawBufferPointer, _ token: String) -> Bool {
        var token = token
        return token.withUTF8 { constantTimeEquals(presented, UnsafeRawBufferPointer($0)) }
    }

    /// Whether `path` (as sent) is the web viewer's HTML, script or style sheet.
    static func isViewerShell(_ path: UnsafeRawBufferPointer) -> Bool {
        if path.elementsEqual("/".utf8) || path.elementsEqual("/viewer/viewer.js".utf8)
            || path.elementsEqual("/viewer/viewer.css".utf8)
        {
            return true
        }
        let prefix = "/projects/".utf8
        guard path.count > prefix.count, path.starts(with: prefix) else { return false }
        return !path.dropFirst(prefix.count).contains(UInt8(ascii: "/"))
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
