import Foundation
import HTTPServer

extension NavGraphService {
    /// A `200` (or `status`) JSON response carrying an ETag, answered `304` when the client has it.
    func json<T: Encodable>(_ value: T, status: Int = 200, for request: HTTPRequest) -> HTTPResponse {
        representation(JSONCoding.encode(value), mediaType: "application/json", status: status, for: request)
    }

    /// A response of `body` with an ETag; `304 Not Modified` when `If-None-Match` matches on a safe read
    /// (RFC 9110 section 13.1.2).
    func representation(_ body: Data, mediaType: String, status: Int = 200, for request: HTTPRequest) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers["Content-Type"] = mediaType
        headers["ETag"] = EntityTag.of(body, mediaType: mediaType)
        return conditional(HTTPResponse(status: status, headers: headers, body: body), for: request)
    }

    /// `response`, or `304 Not Modified` with its headers when it is a `200` to a safe read whose
    /// `If-None-Match` names its ETag (RFC 9110 section 13.1.2).
    func conditional(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        // The request's condition first: most reads send none, and then the answer's tag is never looked up.
        guard let condition = request.headers["If-None-Match"], response.status == 200,
            request.method == .get || request.method == .head, let tag = response.headers["ETag"],
            EntityTag.matches(ifNoneMatch: condition, tag: tag)
        else { return response }
        return HTTPResponse(status: 304, headers: response.headers)
    }

    /// A `201 Created` JSON response with `Location`.
    func created<T: Encodable>(_ value: T, location: String) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers["Content-Type"] = "application/json"
        headers["Location"] = location
        return HTTPResponse(status: 201, headers: headers, body: JSONCoding.encode(value))
    }

    /// `204 No Content`.
    func noContent() -> HTTPResponse {
        HTTPResponse(status: 204)
    }

    /// A read answered from the response cache when this project revision has answered it before.
    ///
    /// With `front` (the route pattern), a `200` is also kept under the raw request target for
    /// `frontAnswer`, which then answers the same bytes sent again before anything is decoded, matched or
    /// validated. Pass it only when the raw target alone decides the answer at this revision (see `graphRead`).
    func cached(
        project: String, revision: Int, key: String, front: String? = nil, for request: HTTPRequest,
        make: () throws -> HTTPResponse
    ) rethrows -> HTTPResponse {
        let response: HTTPResponse
        if let hit = responses.response(project: project, revision: revision, key: key) {
            response = hit
        } else {
            let made = try make()
            response = made.status == 200 ? made.prepared() : made
            if response.status == 200 {
                responses.store(response, project: project, revision: revision, key: key)
            }
        }
        if let front, response.status == 200 {
            responses.storeFront(response, project: project, revision: revision, target: request.target, route: front)
        }
        return conditional(response, for: request)
    }

    /// The answer `cached(front:)` kept for exactly this request target at its project's live revision,
    /// made conditional as `conditional` would; `nil` when there is none (the request then takes the usual
    /// path). The router asks it only for requests the access policy admits (`AccessPolicy.admits`).
    func frontAnswer(_ request: RawRequest) -> CachedAnswer? {
        guard let answers = responses.front(target: request.target) else { return nil }
        // Most reads send no condition; then the answer's tag is never looked at.
        guard let condition = request.value(of: "if-none-match"), let tag = answers.tag,
            EntityTag.matches(ifNoneMatch: String(decoding: condition, as: UTF8.self), tag: tag)
        else { return answers.ok }
        return answers.notModified
    }

    /// The percent-encoded path segment of `name` for `Location` headers (RFC 3986 section 3.3).
    func pathSegment(_ name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
    }
}
