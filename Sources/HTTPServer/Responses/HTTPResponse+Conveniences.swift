import Foundation

extension HTTPResponse {
    /// A JSON response (`application/json`).
    public static func json(_ body: Data, status: Int = 200, headers: HTTPHeaders = HTTPHeaders()) -> HTTPResponse {
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// A plain-text response (`text/plain; charset=utf-8` unless `contentType` says otherwise).
    public static func text(
        _ text: String, status: Int = 200, contentType: String = "text/plain; charset=utf-8",
        headers: HTTPHeaders = HTTPHeaders()
    ) -> HTTPResponse {
        var headers = headers
        headers["Content-Type"] = contentType
        return HTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// An `application/problem+json` response (RFC 9457); the one place problems become bytes.
    public static func problem(_ problem: ProblemDetails, headers: HTTPHeaders = HTTPHeaders()) -> HTTPResponse {
        var headers = headers
        headers["Content-Type"] = "application/problem+json"
        return HTTPResponse(status: problem.status, headers: headers, body: problem.jsonData())
    }

    /// A problem response built from its members.
    public static func problem(
        status: Int, title: String? = nil, detail: String, type: String = "about:blank",
        headers: HTTPHeaders = HTTPHeaders()
    ) -> HTTPResponse {
        problem(ProblemDetails(status: status, title: title, detail: detail, type: type), headers: headers)
    }

    /// The problem response for an error that knows its HTTP form.
    public static func problem(for error: any HTTPProblemConvertible) -> HTTPResponse {
        problem(error.problemDetails, headers: error.problemHeaders)
    }
}
