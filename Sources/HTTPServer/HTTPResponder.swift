/// Where a request is answered.
public enum HTTPExecution: Sendable {
    /// On the event loop thread: the handler is fast and never blocks (cached reads).
    case inline
    /// On a worker thread: the handler may block (SQLite writes, imports, code generation).
    case offload
}

/// Answers requests. The server calls it from event loop threads (`.inline`) or worker threads (`.offload`).
public protocol HTTPResponder: Sendable {
    /// Where `request` should be answered; asked on the event loop thread once its head is parsed.
    func execution(for request: HTTPRequest) -> HTTPExecution
    /// The response to `request`. Must not throw: errors are turned into responses by the responder.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
