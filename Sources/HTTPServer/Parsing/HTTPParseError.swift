/// Why a request could not be read; the server answers with `status` and closes the connection.
struct HTTPParseError: Error, Equatable, Sendable {
    /// The status to answer with (400, 413, 414, 417, 421, 431, 501, 505).
    var status: Int
    /// What was wrong with the request, for the problem detail.
    var detail: String
    /// The request's method when its request line was read before the mistake: the answer to a `HEAD` carries no
    /// content (RFC 9110 section 9.3.2), and the access log names it.
    var method: HTTPMethod? = nil

    static func badRequest(_ detail: String) -> HTTPParseError { HTTPParseError(status: 400, detail: detail) }
}

extension HTTPParseError: HTTPProblemConvertible {
    var problemDetails: ProblemDetails { ProblemDetails(status: status, detail: detail) }
}
