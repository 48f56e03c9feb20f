import Foundation
import HTTPServer
import Storage

extension NavGraphService {
    /// The `If-Match` condition of `request` (RFC 9110 section 13.1.1), for the store to check inside the write;
    /// `400` for a field value that is not one.
    func ifMatch(_ request: HTTPRequest) throws(APIError) -> RevisionCondition? {
        try EntityTag.condition(ifMatch: request.headers["If-Match"])
    }

    /// A JSON response of `value` whose ETag is `tag` (a revision tag), answered `304` when `If-None-Match`
    /// names it on a read.
    func json<T: Encodable>(_ value: T, tag: String, status: Int = 200, for request: HTTPRequest) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers["Content-Type"] = "application/json"
        headers["ETag"] = tag
        return conditional(HTTPResponse(status: status, headers: headers, body: JSONCoding.encode(value)), for: request)
    }
}
