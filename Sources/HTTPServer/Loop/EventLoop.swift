import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread's event loop: its own listener, poller and connections. Requests answered `.inline` run
/// here; `.offload` ones go to the worker pool and come back through `post`.
///
/// `@unchecked Sendable` because of thread confinement: every `var` is touched only by the loop's own
/// thread inside `run()`. Other threads only call `post` and `requestStop`, which go through `inbox`
/// (behind a `Mutex`) and `wakeup`.
final class EventLoop: @unchecked Sendable {
    /// A response computed on a worker, on its way back to the connection that asked.
    struct Completion: Sendable {
        var connectionID: UInt64
        var fd: Int32
        var response: HTTPResponse
        var summary: RequestSummary
    }

    struct Inbox {
        var completions: [Completion] = []
        /// Connections another loop accepted and handed here (see `EventLoop+Balancing`).
        var adoptions: [Int32] = []
        /// Streamed bodies whose handler has drained the buffer: read their sockets again.
        var resumes: [(fd: Int32, connectionID: UInt64)] = []
        /// Connections accepted at the cap, to serve once this loop closes its longest idle (see
        /// `EventLoop+Eviction`); `hops` counts the loops that passed them on.
        var evictions: [(fd: Int32, hops: Int)] = []
        var stopRequested = false
        /// The loop has left `run()`; nothing posted now would be handled.
        var finished = false
    }

    /// Bytes read per `read` call; one buffer per loop, reused by every connection.
    static let scratchSize = 64 * 1024

    let context: ServerContext
    let poller: any Poller
    let wakeup: Wakeup
    let inbox = Mutex(Inbox())
    /// Connections this loop owns or is about to adopt, read by siblings choosing where a new one goes.
    let load = Atomic<Int>(0)
    /// When this loop's longest-idle connection became idle (monotonic nanoseconds; `.max`: none), read by
    /// siblings at the connection cap. A lower bound: it may name a connection busy or closed since.
    let oldestIdle = Atomic<UInt64>(.max)
    /// Every loop of the server, this one included; set before the threads start, cleared when this
    /// loop ends (so the loops do not keep each other alive).
    var siblings: [EventLoop] = []
    private var listener: Int32
    private var acceptPausedUntil: UInt64 = 0
    // The loop's own state, read or changed for every request. Only the loop's thread touches these and no
    // method hands out an access that outlives a call, so the run-time exclusivity check on each access
    // (a tenth of a cached read's instructions) is turned off for them; static checks still apply.
    @exclusivity(unchecked) var connections: [Connection?] = []
    var liveConnections = 0
    var nextConnectionID: UInt64 = 0
    /// Idle connections in the order they became idle.
    @exclusivity(unchecked) var idleQueue = IdleQueue()
    let scratch: UnsafeMutableRawBufferPointer
    @exclusivity(unchecked) var accessLog: AccessLog
    /// The time of the current batch of events (monotonic nanoseconds).
    @exclusivity(unchecked) var now: UInt64
    /// The `Date` header line, refreshed once per second.
    @exclusivity(unchecked) var date = HTTPDate()
    @exclusivity(unchecked) var draining = false
    private var drainDeadline: UInt64 = 0
    var nextSweep: UInt64 = 0
    let sweepInterval: UInt64
    let headerTimeout: UInt64
    let idleTimeout: UInt64
    /// The longest a request body may go without a byte arriving.
    let bodyTimeout: UInt64
    /// The least body rate in bytes per second (0: unchecked) and when it starts to apply.
    let minBodyRate: Int
    let minBodyRateGrace: UInt64
    /// How long each measure of the body rate spans once the grace period is over.
    let minBodyRateWindow: UInt64
    /// Whether a request's body is streamed to its handler (its route is `.streaming`), asked by parsers.
    let streamsBody: (inout HTTPRequest) -> Bool
    /// Whether the responder answers raw heads (it has a `FrontStage`), so parsers report them.
    let answersRawHeads: Bool
    /// The responder's front stage's answer, captured once: asking `context.responder` each time copies the
    /// responder out of its existential box (a router's every field retained and released per request).
    let front: FrontStage.Answer
    /// Where this loop counts the front stage's answers (`FrontStage.metrics`), and those metrics for the
    /// rare series its counters have no room for; `nil` when they are not counted.
    let frontCounts: LoopMetrics?
    let frontMetrics: HTTPMetrics?

    init(listener: Int32, context: ServerContext) throws(SystemError) {
        self.listener = listener
        self.context = context
        let backend = context.configuration.eventBackend
        self.poller = try Pollers.make(backend)
        self.wakeup = try Wakeup(eventFD: Pollers.usesEventFD(backend))
        self.scratch = .allocate(byteCount: Self.scratchSize, alignment: 16)
        self.accessLog = AccessLog(enabled: context.configuration.accessLog)
        self.now = MonotonicClock.now()
        self.headerTimeout = MonotonicClock.nanoseconds(context.configuration.headerReadTimeout)
        self.idleTimeout = MonotonicClock.nanoseconds(context.configuration.idleTimeout)
        // A body that stalls is also a connection making no progress: the shorter limit applies.
        self.bodyTimeout = min(MonotonicClock.nanoseconds(context.configuration.bodyReadTimeout), idleTimeout)
        self.minBodyRate = max(0, context.configuration.minBodyRate)
        self.minBodyRateGrace = MonotonicClock.nanoseconds(context.configuration.minBodyRateGrace)
        self.minBodyRateWindow = max(MonotonicClock.nanoseconds(context.configuration.minBodyRateWindow), 10_000_000)
        let responder = context.responder
        self.streamsBody = { responder.prepare(&$0) == .streaming }
        let stage = responder.frontStage
        self.answersRawHeads = stage != nil
        if let stage {
            self.front = stage.answer
        } else {
            self.front = { _ in nil }
        }
        self.frontMetrics = stage?.metrics
        self.frontCounts = stage?.metrics?.loopMetrics()
        // Check timers a few times per shortest timeout, between 10 ms and 1 s.
        var shortest = min(headerTimeout, idleTimeout, bodyTimeout)
        if minBodyRate > 0 { shortest = min(shortest, max(min(minBodyRateGrace, minBodyRateWindow), 40_000_000)) }
        let configuration = context.configuration
        for wait in [configuration.threadWait, configuration.heavyQueueWait, configuration.bodyDeadlineMinimum]
        where wait > 0 {
            shortest = min(shortest, max(MonotonicClock.nanoseconds(wait), 40_000_000))
        }
        self.sweepInterval = min(max(shortest / 4, 10_000_000), 1_000_000_000)
        do throws(SystemError) {
            try poller.add(wakeup.readFD, .read)
            try poller.add(listener, .read)
        } catch {
            // A loop that could not be made does not own its listener: the server closes it. Every property
            // is set by now, so `deinit` runs, and it must not close the number a second time.
            self.listener = -1
            throw error
        }
    }

    deinit {
        scratch.deallocate()
        if listener >= 0 { close(listener) }
    }

    /// Hands a worker's response to this loop (any thread).
    func post(_ completion: Completion) {
        let wasEmpty = inbox.withLock { inbox in
            inbox.completions.append(completion)
            return inbox.completions.count == 1
        }
        if wasEmpty { wakeup.signal() }
    }

    /// Asks the loop to read a paused streamed body again (any thread; the handler took from the buffer).
    func postResume(fd: Int32, connectionID: UInt64) {
        let wasEmpty = inbox.withLock { inbox in
            inbox.resumes.append((fd: fd, connectionID: connectionID))
            return inbox.completions.isEmpty && inbox.adoptions.isEmpty && inbox.resumes.count == 1
        }
        if wasEmpty { wakeup.signal() }
    }

    /// Asks the loop to stop accepting and drain (any thread).
    func requestStop() {
        inbox.withLock { $0.stopRequested = true }
        wakeup.signal()
    }

    /// Runs until stopped and drained. Called once, on the loop's thread.
    func run() {
        nextSweep = now &+ sweepInterval
        while true {
            let timeout = pollTimeout()
            let count: Int
            do {
                count = try poller.wait(timeout: timeout)
            } catch {
                ServerLog.error("event loop: \(error)")
                break
            }
            now = MonotonicClock.now()
            date.refresh()
            for index in 0..<count {
                let event = poller.event(at: index)
                if event.fd == listener {
                    acceptConnections()
                } else if event.fd == wakeup.readFD {
                    wakeup.drain()
                    handleInbox()
                } else if let connection = connection(for: event.fd) {
                    handle(event, on: connection)
                }
            }
            if now >= nextSweep { sweep() }
            accessLog.flushIfDue(now: now)
            if draining && (liveConnections == 0 || now >= drainDeadline) { break }
        }
        for case let connection? in connections { closeConnection(connection) }
        let orphans = inbox.withLock { inbox in
            inbox.finished = true
            return inbox.adoptions + inbox.evictions.map(\.fd)
        }
        for fd in orphans { reject(fd) }
        siblings = []
        accessLog.flush()
    }

    private func pollTimeout() -> Int32 {
        var wake = nextSweep
        if accessLog.hasPendingLines { wake = min(wake, now &+ AccessLog.flushInterval) }
        if draining { wake = min(wake, drainDeadline) }
        guard wake > now else { return 0 }
        return Int32(min((wake - now) / 1_000_000 + 1, 1000))
    }

    @inline(__always)
    func connection(for fd: Int32) -> Connection? {
        let index = Int(fd)
        return index < connections.count ? connections[index] : nil
    }

    /// Accepts what is pending, a bounded batch at a time so one loop cannot starve its connections.
    private func acceptConnections() {
        for _ in 0..<64 {
            let accepted: Int32?
            do {
                accepted = try Socket.accept(listener)
            } catch {
                if error.errno == EMFILE || error.errno == ENFILE || error.errno == ENOBUFS || error.errno == ENOMEM {
                    // Out of descriptors: stop accepting for a moment instead of spinning on a readable listener.
                    ServerLog.error("\(error); pausing accept for 100 ms")
                    poller.remove(listener)
                    acceptPausedUntil = now &+ 100_000_000
                    return
                }
                if error.errno == ECONNABORTED { continue }
                ServerLog.error("\(error)")
                return
            }
            guard let fd = accepted else { return }
            guard context.reserveConnection() else {
                makeRoom(for: fd)
                continue
            }
            let target = leastLoaded()
            target.load.wrappingAdd(1, ordering: .relaxed)
            if target === self {
                adopt(fd)
            } else {
                target.postAdoption(fd)
            }
        }
    }

    /// Answers a connection over the cap with `503` and closes it (best effort: it is not counted,
    /// so it gets one non-blocking write and no second chance).
    func refuse(_ fd: Int32) {
        var output = OutboundBuffer()
        let response = HTTPResponse.problem(
            status: 503,
            detail: "the server has reached its limit of \(context.configuration.maxConnections) connections")
        response.encode(
            into: &output, framing: .init(omitBody: false, keepAlive: false, isHTTP10: false, date: date.line))
        do {
            _ = try output.write(to: fd)
        } catch {
            // The client is gone already; closing is all that is left to do.
        }
        close(fd)
    }

    /// Re-arms accepting after a pause for descriptor exhaustion.
    func resumeAcceptingIfDue() {
        guard acceptPausedUntil != 0, now >= acceptPausedUntil, listener >= 0 else { return }
        acceptPausedUntil = 0
        do {
            try poller.add(listener, .read)
        } catch {
            ServerLog.error("re-arming the listener: \(error)")
        }
    }

    private func handleInbox() {
        let (completions, adoptions, resumes, evictions, stop) = inbox.withLock { inbox in
            let taken = (inbox.completions, inbox.adoptions, inbox.resumes, inbox.evictions)
            inbox.completions.removeAll(keepingCapacity: true)
            inbox.adoptions.removeAll(keepingCapacity: true)
            inbox.resumes.removeAll(keepingCapacity: true)
            inbox.evictions.removeAll()
            return (taken.0, taken.1, taken.2, taken.3, inbox.stopRequested)
        }
        for fd in adoptions { adopt(fd) }
        for eviction in evictions { evictAndAdopt(eviction.fd, hops: eviction.hops) }
        for resume in resumes {
            guard let connection = connection(for: resume.fd), connection.id == resume.connectionID else { continue }
            resumeStreaming(connection)
        }
        for completion in completions {
            guard let connection = connection(for: completion.fd), connection.id == completion.connectionID,
                connection.state.phase == .awaitingResponse || connection.state.phase == .streaming
            else { continue }
            var summary = completion.summary
            connection.clientStatus = nil
            connection.pendingTicket = nil
            connection.pendingSummary = nil
            if connection.state.phase == .streaming {
                // The handler answered before the body ended: the rest is not read. Closing after the
                // response (with a lingering close) is simpler and safer than draining an unknown amount.
                connection.bodyStream?.abandon()
                connection.bodyStream = nil
                summary.keepAlive = false
            }
            enqueue(completion.response, for: summary, on: connection)
            if connection.state.phase == .reading && !connection.input.isEmpty { processBuffered(connection) }
            flush(connection)
        }
        if stop && !draining { beginDraining() }
    }

    /// Stops accepting and closes every connection that has no request in flight (SIGTERM, docs/configuration.md).
    private func beginDraining() {
        draining = true
        drainDeadline = now &+ MonotonicClock.nanoseconds(context.configuration.shutdownTimeout)
        if listener >= 0 {
            poller.remove(listener)
            close(listener)
            listener = -1
        }
        for case let connection? in connections {
            switch connection.state.phase {
            case .reading where !connection.parser.isReadingBody && connection.output.isEmpty,
                .lingering:
                // Idle, or a head not yet complete: nothing has been accepted for processing.
                closeConnection(connection)
            default:
                break
            }
        }
    }
}
