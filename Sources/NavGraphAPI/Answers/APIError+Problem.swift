import HTTPServer

extension APIError: HTTPProblemConvertible {
    /// The RFC 9457 object: `errors` for field problems plus any extension members.
    public var problemDetails: ProblemDetails {
        var members = extensions
        if !errors.isEmpty { members["errors"] = errors }
        return ProblemDetails(status: status, title: title, detail: detail, extensions: members)
    }

    /// `WWW-Authenticate` and friends.
    public var problemHeaders: HTTPHeaders {
        var result = HTTPHeaders()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { result[name] = value }
        return result
    }
}
