#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension HTTPServer {
    /// How the server listens, how many threads it runs, and the limits it enforces (docs/http-api.md, "Limits").
    public struct Configuration: Sendable {
        /// The address to bind: an IPv4 or IPv6 literal or a host name (`localhost`).
        public var host: String
        /// The TCP port; `0` asks the kernel for an ephemeral one (`start()` returns it).
        public var port: Int
        /// Event-loop threads: on epoll each with its own `SO_REUSEPORT` listener, on poll sharing one socket.
        public var eventLoopCount: Int
        /// Worker threads for `.offload` requests (handlers that may block).
        public var workerCount: Int
        /// Open connections beyond this are refused (answered `503` and closed).
        public var maxConnections: Int
        /// The request line plus header fields, in bytes (`431` beyond, RFC 6585 section 5).
        public var maxHeaderBytes: Int
        /// The request body, in bytes (`413` beyond, RFC 9110 section 15.5.14).
        public var maxBodyBytes: Int
        /// The request target, in bytes (`414` beyond, RFC 9110 section 15.5.15).
        public var maxURIBytes: Int
        /// Seconds a client may take to send a whole request head once it starts (or connects).
        public var headerReadTimeout: Double
        /// Seconds a keep-alive connection may sit idle, or a body or response make no progress.
        public var idleTimeout: Double
        /// The names a request's `Host` field may give; others are answered `421` before any route runs
        /// (`HostPolicy`: against DNS rebinding of a server on loopback). `.any` checks nothing.
        public var hosts: HostPolicy = .any
        /// Seconds `shutdown()` waits for requests in flight before closing everything.
        public var shutdownTimeout: Double
        /// Whether one line per request goes to standard error.
        public var accessLog: Bool
        /// The `listen` backlog.
        public var backlog: Int32
        /// How event loops wait for readiness; `.automatic` is epoll on Linux.
        public var eventBackend: EventBackend = .automatic
        /// Worker threads for `.streaming` handlers, apart from `workerCount`: a handler waits on its client
        /// while the body arrives, so slow uploads must not take the threads other requests need. Uploads
        /// beyond this many wait their turn (their bodies pause once the buffer is full). More than cores:
        /// these threads mostly wait on the network, and the minimum body rate frees them from dribblers.
        public var streamingWorkerCount: Int = max(8, 4 * Configuration.processorCount)
        /// Seconds a request body may go without a single byte arriving before the server answers `408` and
        /// closes (like nginx's `client_body_timeout`); `idleTimeout` applies when shorter. Time the server
        /// itself holds the body back (a full buffer its handler has not taken yet) does not count.
        public var bodyReadTimeout: Double = 30
        /// The least rate, in bytes per second, a request body must arrive at once `minBodyRateGrace`
        /// seconds have passed since it started: measured first over the whole body so far, then over each
        /// `minBodyRateWindow` seconds, so a body that starts fast and then dribbles is cut too. Slower clients
        /// get `408` and are closed (a streamed upload's handler reads an error at once, freeing its thread),
        /// so a few dribbling uploads cannot hold the upload threads. `0` turns the check off.
        public var minBodyRate: Int = 1024
        /// Seconds a request body may take before `minBodyRate` is enforced (slow starts, small bodies).
        public var minBodyRateGrace: Double = 20
        /// Seconds over which the body rate is measured once the grace period is over.
        public var minBodyRateWindow: Double = 10
        /// The overall deadline of a request body, whatever its rate: it must have arrived whole within
        /// `max(bodyDeadlineMinimum, length / bodyDeadlineRate)` seconds of its first byte (the length
        /// announced, or `maxBodyBytes` for a chunked body), at most `bodyDeadlineMaximum`, else `408`. A client that keeps just above
        /// `minBodyRate` cannot hold an upload thread for hours. Time the server holds the body back does
        /// not count.
        public var bodyDeadlineMinimum: Double = 30
        /// The floor rate, in bytes per second, the overall body deadline is derived from (`0`: no deadline).
        /// The default, 64 KiB/s, gives the largest default body (32 MiB) 512 s.
        public var bodyDeadlineRate: Int = 64 * 1024
        /// The longest overall deadline any body gets, in seconds, however long it announces itself: a
        /// 256 MiB `Content-Length` would otherwise be given 4,096 s at `bodyDeadlineRate`. It wins over
        /// `bodyDeadlineMinimum`.
        public var bodyDeadlineMaximum: Double = 600
        /// The most `.streaming` handlers of one client (peer address) that run at once; its further
        /// uploads wait while other clients' go ahead. `0`: a quarter of `streamingWorkerCount`, at least 1.
        public var uploadsPerClient: Int = 0
        /// Seconds an `.offload` or `.streaming` request may wait for a worker thread before it is answered
        /// `503` with `Retry-After` (and its connection closed) instead of waiting in silence; `0`: for ever.
        /// The service sets it to its writer wait.
        public var threadWait: Double = 5
        /// Worker threads for `.heavy` requests (Graphviz drawings, old revisions, diffs), apart from the
        /// others: writes and other reads never wait behind them.
        public var heavyWorkerCount: Int = max(4, Configuration.processorCount)
        /// The most `.heavy` requests that may wait for a heavy thread; more are answered `503` at once.
        public var heavyQueueLimit: Int = 32
        /// Seconds a `.heavy` request may wait for a heavy thread before `503` with `Retry-After`.
        public var heavyQueueWait: Double = 30

        /// Seconds a body of `length` bytes (`nil`: chunked, so the largest allowed) may take in all:
        /// `max(bodyDeadlineMinimum, length / bodyDeadlineRate)`, at most `bodyDeadlineMaximum`; `nil` when
        /// `bodyDeadlineRate` is 0.
        public func bodyDeadline(length: Int?) -> Double? {
            guard bodyDeadlineRate > 0 else { return nil }
            let byRate = max(bodyDeadlineMinimum, Double(length ?? maxBodyBytes) / Double(bodyDeadlineRate))
            return min(byRate, bodyDeadlineMaximum)
        }

        /// `uploadsPerClient`, with `0` resolved.
        var resolvedUploadsPerClient: Int {
            uploadsPerClient > 0 ? uploadsPerClient : max(1, streamingWorkerCount / 4)
        }

        /// Creates a configuration; every limit has the default docs/configuration.md lists.
        public init(
            host: String = "127.0.0.1", port: Int = 8080, eventLoopCount: Int = Configuration.processorCount,
            workerCount: Int = max(4, Configuration.processorCount * 2), maxConnections: Int = 4096,
            maxHeaderBytes: Int = 16 * 1024, maxBodyBytes: Int = 32 * 1024 * 1024, maxURIBytes: Int = 8 * 1024,
            headerReadTimeout: Double = 10, idleTimeout: Double = 60, shutdownTimeout: Double = 10,
            accessLog: Bool = true, backlog: Int32 = 1024
        ) {
            self.host = host
            self.port = port
            self.eventLoopCount = eventLoopCount
            self.workerCount = workerCount
            self.maxConnections = maxConnections
            self.maxHeaderBytes = maxHeaderBytes
            self.maxBodyBytes = maxBodyBytes
            self.maxURIBytes = maxURIBytes
            self.headerReadTimeout = headerReadTimeout
            self.idleTimeout = idleTimeout
            self.shutdownTimeout = shutdownTimeout
            self.accessLog = accessLog
            self.backlog = backlog
        }

        /// The number of online processors (at least 1).
        public static var processorCount: Int {
            max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        }
    }
}
