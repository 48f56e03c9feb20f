import Foundation

/// An HTTP response to send. The server adds `Content-Length`, `Date`-free framing and `Connection`.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int { didSet { encoded = nil } }
    /// The header fields (without `Content-Length`, which the server sets).
    public var headers: HTTPHeaders { didSet { encoded = nil } }
    /// The body. For `HEAD` the server sends the headers of this body and no bytes.
    public var body: Data { didSet { encoded = nil } }
    /// The wire form made by `prepared()`; dropped by any change to the response.
    private(set) var encoded: EncodedResponse?

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// This response with its status line, headers and body encoded once, for a response sent many times
    /// (a cached answer): the server then copies bytes instead of encoding them per request, adding only
    /// `Date` and the connection's framing.
    public func prepared() -> HTTPResponse {
        var copy = self
        var head: [UInt8] = []
        head.reserveCapacity(128)
        let hasDate = appendHead(to: &head)
        copy.encoded = EncodedResponse(
            head: head, hasDate: hasDate, requestsClose: requestsClose,
            body: body.count < OutboundBuffer.copyThreshold ? [UInt8](body) : nil)
        return copy
    }
}

/// A response's head as bytes (status line, fields, `Content-Length`), and its body when small enough to
/// be copied into the output rather than queued by reference.
struct EncodedResponse: Sendable {
    var head: [UInt8]
    var hasDate: Bool
    var requestsClose: Bool
    var body: [UInt8]?
}
