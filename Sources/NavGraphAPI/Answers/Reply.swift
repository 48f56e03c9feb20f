import Foundation
import HTTPServer

/// The answers handlers give: JSON and other representations with ETags (answered `304` when the client has
/// them), `201 Created`, `204 No Content`.
enum Reply {
    /// A `200` (or `status`) JSON response carrying an ETag, answered `304` when the client has it.
    static func json<T: Encodable>(_ value: T, status: Int = 200, for request: HTTPRequest) -> HTTPResponse {
        representation(JSONCoding.encode(value), mediaType: "application/json", status: status, for: request)
    }

    /// A JSON response of `value` whose ETag is `tag` (a revision tag), answered `304` when `If-None-Match`
    /// names it on a read.
    static func json<T: Encodable>(
        _ value: T, tag: String, status: Int = 200, for request: HTTPRequest
    )
        -> HTTPResponse
    {
        var headers = HTTPHeaders()
        headers["Content-Type"] = "application/json"
        headers["ETag"] = tag
        return conditional(HTTPResponse(status: status, headers: headers, body: JSONCoding.encode(value)), for: request)
    }

    /// A response of `body` with an ETag; `304 Not Modified` when `If-None-Match` matches on a safe read
    /// (RFC 9110 section 13.1.2).
    static func representation(
        _ body: Data, mediaType: String, status: Int = 200, for request: HTTPRequest
    )
        -> HTTPResponse
    {
        var headers = HTTPHeaders()
        headers["Content-Type"] = mediaType
        headers["ETag"] = EntityTag.of(body, mediaType: mediaType)
        return conditional(HTTPResponse(status: status, headers: headers, body: body), for: request)
    }

    /// `response`, or `304 Not Modified` with its headers when it is a `200` to a safe read whose
    /// `If-None-Match` names its ETag (RFC 9110 section 13.1.2).
    static func conditional(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        guard response.status == 200, EntityTag.isNotModified(request, tag: { response.headers["ETag"] }) else {
            return response
        }
        return notModified(response)
    }

    /// The `304 Not Modified` answering a read of `response`: its headers (the ETag, the type, `Vary`) and
    /// no content. The one form both paths send (`conditional`, and the front stage's kept `FrontAnswers`).
    static func notModified(_ response: HTTPResponse) -> HTTPResponse {
        HTTPResponse(status: 304, headers: response.headers)
    }

    /// A `201 Created` JSON response with `Location`.
    static func created<T: Encodable>(_ value: T, location: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers["Content-Type"] = "application/json"
        headers["Location"] = location
        return HTTPResponse(status: 201, headers: headers, body: JSONCoding.encode(value))
    }

    /// `204 No Content`.
    static func noContent() -> HTTPResponse {
        HTTPResponse(status: 204)
    }

    /// The percent-encoded path segment of `name` for `Location` headers (RFC 3986 section 3.3).
    static func pathSegment(_ name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }
}
