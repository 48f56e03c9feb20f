import Foundation

/// An HTTP response to send. The server adds `Content-Length`, `Date`-free framing and `Connection`.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The header fields (without `Content-Length`, which the server sets).
    public var headers: HTTPHeaders
    /// The body. For `HEAD` the server sends the headers of this body and no bytes.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
