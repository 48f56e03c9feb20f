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
    /// The stage that answers repeated reads from their raw heads before they are decoded or matched (see
    /// `FrontStage`); `nil` when there is none. Asked once, when the server starts.
    var frontStage: FrontStage? { get }
}

extension HTTPResponder {
    /// Asks `execution(for:)`.
    public func prepare(_ request: inout HTTPRequest) -> HTTPExecution { execution(for: request) }

    /// Admits every request.
    public func admit(_ request: HTTPRequest) -> HTTPResponse? { nil }

    /// No front stage.
    public var frontStage: FrontStage? { nil }
}
