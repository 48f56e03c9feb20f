import Foundation

@testable import HTTPServer

/// One request answered without a socket, the way an event loop answers it: the request's bytes through
/// the server's `HTTPRequestParser` (with the server's limits, so `413`, `414`, `431` and framing errors come
/// from the same code), a raw head offered to the responder's `front` first, an `Expect: 100-continue` head
/// to `admit`, then `prepare` and `respond`; the answer's head encoded by the server's own encoder.
///
/// What it does not do: bodies are always read whole (a `.streaming` route gets `body`, not `bodyStream`),
/// requests never wait in a worker pool (no `503` from a full queue), `request.client` is `nil`, and there
/// are no timers, connection caps or access log.
struct InProcessExchange {
    let responder: any HTTPResponder
    let configuration: HTTPServer.Configuration

    /// The response to the one request in `bytes`.
    func send(_ bytes: Data) throws -> WireResponse {
        let limits = HTTPRequestParser.Limits(
            maxHeaderBytes: configuration.maxHeaderBytes, maxURIBytes: configuration.maxURIBytes,
            maxBodyBytes: configuration.maxBodyBytes)
        var parser = HTTPRequestParser(limits: limits, deliversRawHeads: responder.answersRawRequests)
        let (response, method, keepAlive) = try bytes.withUnsafeBytes { buffer in
            try answer(UnsafeRawBufferPointer(buffer), parser: &parser)
        }
        return try wire(response, method: method, keepAlive: keepAlive)
    }

    private func answer(
        _ buffer: UnsafeRawBufferPointer, parser: inout HTTPRequestParser
    ) throws -> (HTTPResponse, HTTPMethod, Bool) {
        var offset = 0
        while true {
            var used = 0
            let event = parser.parse(UnsafeRawBufferPointer(rebasing: buffer[offset...]), consumed: &used)
            offset += used
            switch event {
            case .needMore:
                throw RawClient.Failure(description: "the request ends early: the parser needs more bytes")
            case .expectContinue(let request):
                if let refusal = responder.admit(request) { return (refusal, request.method, false) }
            case .message(let message):
                return (respond(to: message.request), message.request.method, message.keepAlive)
            case .rawHead(let head):
                if let cached = responder.front(head.request) {
                    return (cached.response, head.request.method, head.keepAlive)
                }
                let message = head.message()
                return (respond(to: message.request), message.request.method, message.keepAlive)
            case .streamHead(let message, _, _):
                return (respond(to: message.request), message.request.method, message.keepAlive)
            case .bodyPart, .bodyEnd:
                continue
            case .failure(let error):
                return (.problem(for: error), HTTPMethod(rawValue: "-"), false)
            }
        }
    }

    private func respond(to parsed: HTTPRequest) -> HTTPResponse {
        var request = parsed
        _ = responder.prepare(&request)
        return responder.respond(to: request)
    }

    /// The response as a client reads it: the encoder's head (plus `Date` and `Connection: close` as the
    /// event loop adds them), and no body for `HEAD` or a status that has none.
    private func wire(_ response: HTTPResponse, method: HTTPMethod, keepAlive: Bool) throws -> WireResponse {
        var head: [UInt8] = []
        let hasDate = response.appendHead(to: &head)
        if !hasDate {
            var date = HTTPDate()
            date.refresh()
            head += date.line
        }
        if !keepAlive || response.requestsClose { head += HTTPResponse.connectionClose }
        var text = String(decoding: head, as: UTF8.self)
        if text.hasSuffix("\r\n") { text.removeLast() }
        let (status, headers) = try RawClient.parseHead(text)
        let hasBody = HTTPStatus.allowsBody(status) && method != .head
        return WireResponse(status: status, headers: headers, body: hasBody ? response.body : Data())
    }
}
