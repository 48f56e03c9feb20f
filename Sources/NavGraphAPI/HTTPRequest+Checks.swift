import Foundation
import HTTPServer
import Storage

extension HTTPRequest {
    /// The `If-Match` condition (RFC 9110 section 13.1.1), for the store to check inside the write; `400` for a
    /// field value that is not one.
    func ifMatch() throws(APIError) -> RevisionCondition? {
        try EntityTag.condition(ifMatch: headers["If-Match"])
    }

    /// `415` unless the body is declared JSON (RFC 9110 section 15.5.16).
    func requireJSON(also extra: [String] = []) throws(APIError) {
        let type = MediaType.essence(of: headers["Content-Type"])
        guard type == "application/json" || extra.contains(type) || type.hasSuffix("+json") else {
            throw APIError.unsupportedMediaType(
                "send the body as application/json (Content-Type was '\(headers["Content-Type"] ?? "")')")
        }
    }

    /// The non-empty value of the query parameter `name`; `400` when it is missing or empty.
    func requiredQuery(_ name: String) throws(APIError) -> String {
        guard let value = query[name], !value.isEmpty else {
            throw APIError.badRequest("the query parameter '\(name)' is required")
        }
        return value
    }
}
