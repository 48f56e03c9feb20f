/// An error that knows how it looks to an HTTP client. The router renders any thrown error conforming to
/// this as `application/problem+json` (RFC 9457) in one place; other errors become a generic `500`.
public protocol HTTPProblemConvertible: Error {
    /// The problem object: status, title, detail, type and extension members.
    var problemDetails: ProblemDetails { get }
    /// Headers the answer needs, e.g. `WWW-Authenticate` for `401` or `Allow` for `405`.
    var problemHeaders: HTTPHeaders { get }
}

extension HTTPProblemConvertible {
    /// No extra headers by default.
    public var problemHeaders: HTTPHeaders { HTTPHeaders() }
}
