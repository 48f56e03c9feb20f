/// Why a request could not be read; the server answers with `status` and closes the connection.
struct HTTPParseError: Error, Equatable, Sendable {
    /// The status to answer with (400, 413, 414, 417, 431, 501, 505).
    var status: Int
    /// What was wrong with the request, for the problem detail.
    var detail: String

    static func badRequest(_ detail: String) -> HTTPParseError { HTTPParseError(status: 400, detail: detail) }
}

extension HTTPParseError: HTTPProblemConvertible {
    var problemDetails: ProblemDetails { ProblemDetails(status: status, detail: detail) }
}
