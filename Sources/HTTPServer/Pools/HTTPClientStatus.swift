import Synchronization

/// Whether the client that sent a request still has its connection open, for handlers that run while
/// it waits (`.offload` and `.streaming` routes). The event loop marks it disconnected when the client
/// closes or resets the connection, so a handler can decline to commit work nobody will hear about.
public final class HTTPClientStatus: Sendable {
    // Set by the loop thread, read by the handler's worker thread.
    private let connected = Atomic<Bool>(true)

    /// Creates the status of a connected client.
    public init() {}

    /// `false` once the server has seen the client close or reset the connection.
    public var isConnected: Bool { connected.load(ordering: .acquiring) }

    /// Records that the client has gone (loop thread; also usable by in-process callers).
    public func markDisconnected() { connected.store(false, ordering: .releasing) }
}
