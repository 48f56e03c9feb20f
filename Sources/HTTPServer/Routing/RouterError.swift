/// Failures the router itself answers, each with its HTTP form.
enum RouterError: Error, HTTPProblemConvertible {
    case notFound(path: String)
    case methodNotAllowed(method: HTTPMethod, allow: [HTTPMethod])
    case invalidPercentEncoding(segment: String)

    var problemDetails: ProblemDetails {
        switch self {
        case .notFound(let path):
            return ProblemDetails(status: 404, detail: "no resource at \(path)")
        case .methodNotAllowed(let method, let allow):
            return ProblemDetails(
                status: 405,
                detail: "\(method) is not allowed here; allowed: \(allow.map(\.rawValue).joined(separator: ", "))")
        case .invalidPercentEncoding(let segment):
            return ProblemDetails(
                status: 400,
                detail: "the path segment `\(segment)` has an invalid percent-encoding (RFC 3986 section 2.1)")
        }
    }

    var problemHeaders: HTTPHeaders {
        guard case .methodNotAllowed(_, let allow) = self else { return HTTPHeaders() }
        var headers = HTTPHeaders()
        headers["Allow"] = allow.map(\.rawValue).joined(separator: ", ")
        return headers
    }
}
