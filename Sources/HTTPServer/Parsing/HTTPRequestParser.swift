import Foundation

/// An incremental HTTP/1.1 request reader (RFC 9112): feed it the unread bytes of a connection, it says
/// how many it consumed and what happened. It keeps only the state of the request being read.
struct HTTPRequestParser {
    /// The limits a request must respect.
    struct Limits: Sendable {
        var maxHeaderBytes: Int
        var maxURIBytes: Int
        var maxBodyBytes: Int
        /// The names a request's Host may give (`421` otherwise).
        var hosts: HostPolicy = .any
    }

    /// A request read whole, with how the connection continues after it.
    struct Message {
        var request: HTTPRequest
        /// Whether the client lets the connection stay open (RFC 9112 section 9.3).
        var keepAlive: Bool
        /// Whether the request was HTTP/1.0, which needs an explicit `Connection: keep-alive` back.
        var isHTTP10: Bool
    }

    /// What one call to `parse` found.
    enum Event {
        /// The bytes end inside a request; call again with more.
        case needMore
        /// The head asked for `100 Continue` (RFC 9110 section 10.1.1) and the body has not arrived yet; the
        /// request (without its body) lets the server decide first whether to refuse it instead.
        indirect case expectContinue(HTTPRequest)
        /// A whole request.
        indirect case message(Message)
        /// A whole bodyless request in origin form, not yet made into an `HTTPRequest` (only when
        /// `deliversRawHeads`); valid only until the next call (it points into the input).
        case rawHead(RawHead)
        /// The head of a request whose body is handed over in pieces (`streamsBody` said so); body bytes
        /// follow as `bodyPart`, then `bodyEnd`. `expectsContinue`: the client waits for `100 Continue`.
        indirect case streamHead(Message, expectsContinue: Bool, contentLength: Int?)
        /// The next bytes of a streamed body; valid only until the next call (they point into the input).
        case bodyPart(UnsafeRawBufferPointer)
        /// A streamed body is complete; the next request may start.
        case bodyEnd
        /// The request is malformed or over a limit; answer and close.
        case failure(HTTPParseError)
    }

    /// Where the reader is inside the current request.
    enum State {
        /// Looking for the end of the head; `scanned` bytes were already searched.
        case head(scanned: Int)
        /// Reading a `Content-Length` body.
        case fixedBody(remaining: Int)
        /// Reading a chunk-size line (RFC 9112 section 7.1).
        case chunkSize
        /// Reading chunk data.
        case chunkData(remaining: Int)
        /// Expecting the CRLF after chunk data.
        case chunkDataEnd
        /// Reading (and ignoring) the trailer section after the last chunk (RFC 9112 section 7.1.2).
        case trailers(read: Int)
        /// A failure was reported; nothing more is read.
        case failed
    }

    let limits: Limits
    var state: State = .head(scanned: 0)
    /// The head of the request whose body is being read.
    private var pending: Message?
    private var body = Data()
    private var continueSent = false
    /// Asked once a head with a body is read: `true` hands the body over in pieces instead of buffering it.
    let streamsBody: ((inout HTTPRequest) -> Bool)?
    /// Whether the current body is handed over in pieces.
    private(set) var isStreaming = false
    /// Bytes of the current streamed body so far, against `bodyLimit`.
    var streamedBytes = 0
    /// The limit of the current body: its route's own (`HTTPRequest.maxBodyBytes`) or `limits.maxBodyBytes`.
    private(set) var bodyLimit = 0
    /// The `Content-Length` of the body being read; `nil` for a chunked one (or none).
    private(set) var bodyLength: Int?

    /// Whether a bodyless request in origin form is reported as `.rawHead` (for a front responder to
    /// answer from its bytes) instead of `.message`.
    let deliversRawHeads: Bool
    /// The last raw head, recognized again by comparison when the client repeats it byte for byte.
    var repeated = RepeatedHead()

    init(limits: Limits, streamsBody: ((inout HTTPRequest) -> Bool)? = nil, deliversRawHeads: Bool = false) {
        self.limits = limits
        self.streamsBody = streamsBody
        self.deliversRawHeads = deliversRawHeads
    }

    /// Whether the reader is between requests with nothing buffered of the next one.
    var isIdle: Bool {
        if case .head(let scanned) = state { return scanned == 0 }
        return false
    }

    /// Whether a head has been read and its body is still arriving.
    var isReadingBody: Bool {
        switch state {
        case .head, .failed: return false
        default: return true
        }
    }

    /// Reads from `bytes` (the unread input, starting where the last call stopped consuming) until a
    /// request completes, more input is needed, or the input is bad. `consumed` is how many bytes the
    /// caller may drop.
    mutating func parse(_ bytes: UnsafeRawBufferPointer, consumed: inout Int) -> Event {
        consumed = 0
        while true {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[consumed...])
            switch state {
            case .failed:
                return .needMore
            case .head(let scanned):
                switch readHead(rest, scanned: scanned, consumed: &consumed) {
                case .some(let event): return event
                case .none: continue
                }
            case .fixedBody(let remaining) where isStreaming:
                if remaining == 0 { return finish() }
                guard !rest.isEmpty else { return .needMore }
                let take = min(remaining, rest.count)
                consumed += take
                state = .fixedBody(remaining: remaining - take)
                return .bodyPart(UnsafeRawBufferPointer(rebasing: rest[..<take]))
            case .fixedBody(let remaining):
                let take = min(remaining, rest.count)
                body.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[..<take]))
                consumed += take
                if take == remaining { return finish() }
                state = .fixedBody(remaining: remaining - take)
                return .needMore
            case .chunkSize, .chunkData, .chunkDataEnd, .trailers:
                switch readChunked(rest, consumed: &consumed) {
                case .some(let event): return event
                case .none: continue
                }
            }
        }
    }

    /// Starts reading a body after a head, or completes a body-less request.
    mutating func begin(_ message: Message, contentLength: Int?, chunked: Bool, expectsContinue: Bool) -> Event? {
        bodyLength = chunked ? nil : contentLength
        guard chunked || (contentLength ?? 0) > 0 else {
            // No body: the message is complete as it is (the body buffer is empty between requests).
            if !isStreaming && body.isEmpty {
                state = .head(scanned: 0)
                return .message(message)
            }
            pending = message
            return finish()
        }
        var message = message
        continueSent = false
        // Asked first: the route matched here may set its own body limit.
        let streams = streamsBody?(&message.request) ?? false
        bodyLimit = message.request.maxBodyBytes ?? limits.maxBodyBytes
        if chunked {
            state = .chunkSize
        } else if let contentLength {
            if contentLength > bodyLimit {
                return fail(
                    HTTPParseError(
                        status: 413, detail: "the body of \(contentLength) bytes is over the limit of \(bodyLimit)"))
            }
            state = .fixedBody(remaining: contentLength)
        }
        pending = message
        if streams {
            isStreaming = true
            streamedBytes = 0
            continueSent = expectsContinue
            return .streamHead(message, expectsContinue: expectsContinue, contentLength: chunked ? nil : contentLength)
        }
        if !chunked, let contentLength { body.reserveCapacity(min(contentLength, 4 * 1024 * 1024)) }
        if expectsContinue {
            continueSent = true
            return .expectContinue(message.request)
        }
        return nil
    }

    /// Completes the pending request with the body read so far and gets ready for the next one.
    mutating func finish() -> Event {
        if isStreaming {
            isStreaming = false
            pending = nil
            state = .head(scanned: 0)
            return .bodyEnd
        }
        guard var message = pending else { return fail(.badRequest("internal parser state lost")) }
        message.request.body = body
        body = Data()
        pending = nil
        state = .head(scanned: 0)
        return .message(message)
    }

    /// Reports `error` and stops reading.
    mutating func fail(_ error: HTTPParseError) -> Event {
        state = .failed
        isStreaming = false
        pending = nil
        body = Data()
        return .failure(error)
    }

    /// Appends body bytes, failing once the body is over the limit.
    mutating func appendBody(_ bytes: UnsafeRawBufferPointer) -> Event? {
        if body.count + bytes.count > bodyLimit {
            return fail(HTTPParseError(status: 413, detail: "the chunked body is over the limit of \(bodyLimit) bytes"))
        }
        body.append(contentsOf: bytes)
        return nil
    }
}
