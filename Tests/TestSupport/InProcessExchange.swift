import Foundation
@_spi(Testing) import HTTPServer

/// One request answered without a socket by the server's own parser, responder calls and encoder
/// (`InProcessAnswer`, which says what that leaves out), read back as a client reads it.
struct InProcessExchange {
    let responder: any HTTPResponder
    let configuration: HTTPServer.Configuration

    /// The response to the one request in `bytes`.
    func send(_ bytes: Data) throws -> WireResponse {
        guard let answer = InProcessAnswer(request: bytes, responder: responder, configuration: configuration) else {
            throw RawClient.Failure(description: "the request ends early: the parser needs more bytes")
        }
        var text = String(decoding: answer.head, as: UTF8.self)
        if text.hasSuffix("\r\n") { text.removeLast() }
        let (status, headers) = try RawClient.parseHead(text)
        return WireResponse(status: status, headers: headers, body: answer.body)
    }
}
