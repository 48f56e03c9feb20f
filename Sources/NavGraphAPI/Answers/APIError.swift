/// A client-facing failure with its HTTP status, rendered as RFC 9457 problem+json by the router.
public struct APIError: Error, Sendable {
    /// One field-level problem (RFC 9457 section 3.2 extension member `errors`).
    public struct FieldError: Codable, Sendable, Equatable {
        /// The JSON path of the field, e.g. `scenes[2].id`.
        public var field: String
        /// What is wrong with it.
        public var message: String

        /// Creates a field error.
        public init(field: String, message: String) {
            self.field = field
            self.message = message
        }
    }

    /// The HTTP status code.
    public var status: Int
    /// A short, stable summary of the problem type.
    public var title: String
    /// What went wrong with this request, in words a user can act on.
    public var detail: String
    /// Field-level problems, when the body was invalid.
    public var errors: [FieldError]
    /// Other members of the problem object (e.g. `candidates`, `line`).
    public var extensions: [String: any Encodable & Sendable]
    /// Extra response headers (`WWW-Authenticate`, `Allow`).
    public var headers: [String: String]

    /// Creates an error.
    public init(
        status: Int, title: String, detail: String, errors: [FieldError] = [],
        extensions: [String: any Encodable & Sendable] = [:],
        headers: [String: String] = [:]
    ) {
        self.status = status
        self.title = title
        self.detail = detail
        self.errors = errors
        self.extensions = extensions
        self.headers = headers
    }

    static func badRequest(_ detail: String) -> APIError {
        APIError(status: 400, title: "Bad Request", detail: detail)
    }

    static func notFound(_ detail: String) -> APIError {
        APIError(status: 404, title: "Not Found", detail: detail)
    }

    static func conflict(_ detail: String) -> APIError {
        APIError(status: 409, title: "Conflict", detail: detail)
    }

    static func unsupportedMediaType(_ detail: String) -> APIError {
        APIError(status: 415, title: "Unsupported Media Type", detail: detail)
    }

    static func unprocessable(_ detail: String, errors: [FieldError] = []) -> APIError {
        APIError(status: 422, title: "Unprocessable Content", detail: detail, errors: errors)
    }
}
