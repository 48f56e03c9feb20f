import Foundation

/// One request answered without a socket, the way an event loop answers it: the request's bytes through
/// the server's `HTTPRequestParser` (with the configuration's limits, so `413`, `414`, `431` and framing errors
/// come from the same code), a raw head offered to the responder's front stage first, an `Expect: 100-continue`
/// head to `admit`, then `prepare` and `respond`; the answer's head encoded by the server's own encoder.
///
/// What it does not do: bodies are always read whole (a `.streaming` route gets `body`, not `bodyStream`),
/// requests never wait in a worker pool (no `503` from a full queue), `request.client` is `nil`, and there
/// are no timers, connection caps or access log.
///
/// `@_spi(Testing)`: the test server's in-process mode (TestSupport) reaches the parser and the encoder through
/// this one entry point, so it needs no `@testable import`, which a release build (no `-enable-testing`) refuses.
@_spi(Testing) public struct InProcessAnswer: Sendable {
    /// The status line and the fields as the event loop writes them (with `Date`, and `Connection: close` when
    /// the connection would close), each line ending in CRLF, without the empty line that ends the head.
    public let head: [UInt8]
    /// The content a client reads: none for `HEAD` or a status that has none (RFC 9110 section 6.4.1).
    public let body: Data

    /// The answer to the one request in `bytes`; `nil` when the bytes end before a whole request.
    public init?(request bytes: Data, responder: any HTTPResponder, configuration: HTTPServer.Configuration) {
        let limits = HTTPRequestParser.Limits(
            maxHeaderBytes: configuration.maxHeaderBytes, maxURIBytes: configuration.maxURIBytes,
            maxBodyBytes: configuration.maxBodyBytes, hosts: configuration.hosts)
        let stage = responder.frontStage
        var parser = HTTPRequestParser(limits: limits, deliversRawHeads: stage != nil)
        let answered = bytes.withUnsafeBytes { buffer in
            Self.answer(UnsafeRawBufferPointer(buffer), responder: responder, stage: stage, parser: &parser)
        }
        guard let (response, method, keepAlive) = answered else { return nil }
        var head: [UInt8] = []
        if !response.appendHead(to: &head) {
            var date = HTTPDate()
            date.refresh()
            head += date.line
        }
        if !keepAlive || response.requestsClose { head += HTTPResponse.connectionClose }
        self.head = head
        body = HTTPStatus.allowsBody(response.status) && method != .head ? response.body : Data()
    }

    /// The parser's events handled as the event loop handles them, up to the first response.
    private static func answer(
        _ buffer: UnsafeRawBufferPointer, responder: any HTTPResponder, stage: FrontStage?,
        parser: inout HTTPRequestParser
    ) -> (HTTPResponse, HTTPMethod, Bool)? {
        var offset = 0
        while true {
            var used = 0
            let event = parser.parse(UnsafeRawBufferPointer(rebasing: buffer[offset...]), consumed: &used)
            offset += used
            switch event {
            case .needMore:
                return nil
            case .expectContinue(let request):
                if let refusal = responder.admit(request) { return (refusal, request.method, false) }
            case .message(let message):
                return (respond(to: message.request, responder), message.request.method, message.keepAlive)
            case .rawHead(let head):
                if let cached = stage?.answerCounted(head.request) {
                    return (cached.response, head.request.method, head.keepAlive)
                }
                let message = head.message()
                return (respond(to: message.request, responder), message.request.method, message.keepAlive)
            case .streamHead(let message, _, _):
                return (respond(to: message.request, responder), message.request.method, message.keepAlive)
            case .bodyPart, .bodyEnd:
                continue
            case .failure(let error):
                return (.problem(for: error), error.method ?? HTTPMethod(rawValue: "-"), false)
            }
        }
    }

    private static func respond(to parsed: HTTPRequest, _ responder: any HTTPResponder) -> HTTPResponse {
        var request = parsed
        _ = responder.prepare(&request)
        return responder.respond(to: request)
    }
}
