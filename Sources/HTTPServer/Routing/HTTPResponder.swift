/// Where a request is answered.
public enum HTTPExecution: Sendable {
    /// On the event loop thread: the handler is fast and never blocks (cached reads).
    case inline
    /// On a worker thread: the handler may block (SQLite writes, imports, code generation).
    case offload
    /// On a worker thread, started as soon as the head is read: the body is not buffered first but read
    /// by the handler from `HTTPRequest.bodyStream` while it arrives (large uploads).
    case streaming
    /// On a worker of the heavy-read pool (its own threads and a bounded queue with a wait limit): reads
    /// that take seconds (Graphviz drawings, old revisions, diffs), so writes and other reads never wait
    /// behind them. A full queue or an expired wait is answered `503` with `Retry-After`.
    case heavy
}

/// Answers requests. The server calls it from event loop threads (`.inline`) or worker threads (`.offload`).
public protocol HTTPResponder: Sendable {
    /// Where `request` should be answered; asked on the event loop thread once its head is parsed.
    func execution(for request: HTTPRequest) -> HTTPExecution
    /// `execution(for:)`, free to note in `request` what it learned (the router keeps its match there, so
    /// `respond(to:)` does not match the path again). The server calls this, not `execution(for:)`.
    func prepare(_ request: inout HTTPRequest) -> HTTPExecution
    /// The response to `request`. Must not throw: errors are turned into responses by the responder.
    func respond(to request: HTTPRequest) -> HTTPResponse
    /// Whether a request whose client waits for `100 Continue` (RFC 9110 section 10.1.1) may send its
    /// body: `nil` lets it, a response refuses it (sent instead of `100 Continue`, then the connection
    /// closes). Asked on the event loop thread with the head only, so it must be fast (an access check).
    func admit(_ request: HTTPRequest) -> HTTPResponse?
    /// Whether `front(_:)` may answer anything; when `false` the server never asks it.
    var answersRawRequests: Bool { get }
    /// A whole answer to a bodyless `GET` or `HEAD` taken from its raw head, before the request is decoded
    /// or matched (a repeated read answered from a cache); `nil` sends the request the usual way. Asked on
    /// the event loop thread, so it must be fast and never block. The answer must be the one `respond(to:)`
    /// would give, access checks included.
    func front(_ request: RawRequest) -> CachedAnswer?
    /// Where `front(_:)` counts its answers, when the server may count them instead: then the server asks
    /// `uncountedFront(_:)` and counts each answer in its event loop's own counters of these metrics (no
    /// lock, one clock read per request). `nil`: the server asks `front(_:)`, which counts as it likes.
    var frontMetrics: HTTPMetrics? { get }
    /// `front(_:)` without counting the answer in `frontMetrics` (the caller does).
    func uncountedFront(_ request: RawRequest) -> CachedAnswer?
}

extension HTTPResponder {
    /// Asks `execution(for:)`.
    public func prepare(_ request: inout HTTPRequest) -> HTTPExecution { execution(for: request) }

    /// Admits every request.
    public func admit(_ request: HTTPRequest) -> HTTPResponse? { nil }

    /// No raw answers.
    public var answersRawRequests: Bool { false }

    /// Answers nothing from raw heads.
    public func front(_ request: RawRequest) -> CachedAnswer? { nil }

    /// The server does not count front answers.
    public var frontMetrics: HTTPMetrics? { nil }

    /// `front(_:)`.
    public func uncountedFront(_ request: RawRequest) -> CachedAnswer? { front(request) }
}
