import Synchronization

/// What every event loop of one server shares: configuration, responder, workers, the connection count.
final class ServerContext: Sendable {
    let configuration: HTTPServer.Configuration
    let responder: any HTTPResponder
    let workers: WorkerPool
    /// Workers for `.streaming` handlers only (see `Configuration.streamingWorkerCount`).
    let streamWorkers: WorkerPool
    /// Workers for `.heavy` handlers only (see `Configuration.heavyWorkerCount`).
    let heavyWorkers: WorkerPool
    let limits: HTTPRequestParser.Limits
    /// Open connections across all loops, for the `maxConnections` cap.
    private let openConnections = Atomic<Int>(0)

    init(
        configuration: HTTPServer.Configuration, responder: any HTTPResponder, workers: WorkerPool,
        streamWorkers: WorkerPool, heavyWorkers: WorkerPool
    ) {
        self.configuration = configuration
        self.responder = responder
        self.workers = workers
        self.streamWorkers = streamWorkers
        self.heavyWorkers = heavyWorkers
        self.limits = HTTPRequestParser.Limits(
            maxHeaderBytes: configuration.maxHeaderBytes, maxURIBytes: configuration.maxURIBytes,
            maxBodyBytes: configuration.maxBodyBytes, hosts: configuration.hosts)
    }

    /// Counts a new connection; `false` (and not counted) when the cap is reached.
    func reserveConnection() -> Bool {
        let (_, count) = openConnections.wrappingAdd(1, ordering: .relaxed)
        if count > configuration.maxConnections {
            openConnections.wrappingSubtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Counts a connection admitted beyond the cap while another is being closed to make room for it.
    func reserveBeyondCap() {
        openConnections.wrappingAdd(1, ordering: .relaxed)
    }

    /// Uncounts a closed connection.
    func releaseConnection() {
        openConnections.wrappingSubtract(1, ordering: .relaxed)
    }

    /// Connections open right now.
    var connectionCount: Int { openConnections.load(ordering: .relaxed) }
}
