import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server (RFC 9112) on plain sockets: one event loop per thread with its own listener
/// (`SO_REUSEPORT` on Linux, a shared socket on poll), non-blocking I/O, and a worker pool for handlers
/// that may block.
///
/// ```swift
/// let server = HTTPServer(configuration: .init(port: 0), responder: router)
/// let port = try server.start()
/// server.shutdown()
/// ```
public final class HTTPServer: Sendable {
    private enum State {
        case idle
        case running(Running)
        case stopping
        case stopped
    }

    private struct Running {
        var loops: [EventLoop]
        var loopsFinished: DispatchGroup
        var workers: WorkerPool
        var streamWorkers: WorkerPool
        var heavyWorkers: WorkerPool
        var port: Int
    }

    /// The configuration the server was created with.
    public let configuration: Configuration
    private let responder: any HTTPResponder
    // Start and shutdown may race (a signal handler against the main thread), so the lifecycle is
    // guarded by one lock.
    private let state = Mutex(State.idle)
    /// Entered by `start()`, left when shutdown has drained everything.
    private let lifetime = DispatchGroup()

    /// Creates a server; nothing is bound until `start()`.
    public init(configuration: Configuration = Configuration(), responder: any HTTPResponder) {
        self.configuration = configuration
        self.responder = responder
    }

    /// The bound port while running.
    public var port: Int? {
        state.withLock { state in
            if case .running(let running) = state { return running.port }
            return nil
        }
    }

    /// Heavy reads waiting for a heavy-read thread right now (0 when not running).
    var heavyQueued: Int {
        state.withLock { state in
            if case .running(let running) = state { return running.heavyWorkers.queuedCount }
            return 0
        }
    }

    /// Binds, listens and starts the event loops and workers; returns the bound port (the ephemeral
    /// one when the configuration says port 0). Ignores `SIGPIPE` for the whole process.
    @discardableResult
    public func start() throws(SystemError) -> Int {
        signal(SIGPIPE, SIG_IGN)
        return try state.withLock { state throws(SystemError) -> Int in
            guard case .idle = state else { throw SystemError(syscall: "HTTPServer.start", errno: EALREADY) }
            let running = try launch()
            state = .running(running)
            return running.port
        }
    }

    private func launch() throws(SystemError) -> Running {
        let loopCount = max(1, configuration.eventLoopCount)
        // Each connection is a descriptor; leave room for listeners, wake-ups, pollers and the database.
        DescriptorLimit.ensure(configuration.maxConnections + 4 * loopCount + 64)
        let (listeners, port) = try Socket.listeners(
            host: configuration.host, port: configuration.port, count: loopCount, backlog: configuration.backlog,
            spread: configuration.eventBackend.mechanism == .epoll)
        let workers = WorkerPool(count: configuration.workerCount)
        let streamWorkers = WorkerPool(
            count: configuration.streamingWorkerCount, name: "http-upload",
            share: configuration.resolvedUploadsPerClient)
        let heavyWorkers = WorkerPool(
            count: configuration.heavyWorkerCount, name: "http-heavy", queueLimit: configuration.heavyQueueLimit)
        let context = ServerContext(
            configuration: configuration, responder: responder, workers: workers, streamWorkers: streamWorkers,
            heavyWorkers: heavyWorkers)
        var loops: [EventLoop] = []
        for (index, fd) in listeners.enumerated() {
            do {
                loops.append(try EventLoop(listener: fd, context: context))
            } catch {
                // Loops made so far own (and close) their listeners; the rest are closed here.
                for rest in listeners[index...] { close(rest) }
                workers.stop()
                streamWorkers.stop()
                heavyWorkers.stop()
                throw error
            }
        }
        for loop in loops { loop.siblings = loops }
        let finished = DispatchGroup()
        for (index, loop) in loops.enumerated() {
            finished.enter()
            let thread = Thread {
                Thread.current.name = "http-loop-\(index)"
                loop.run()
                finished.leave()
            }
            thread.start()
        }
        lifetime.enter()
        return Running(
            loops: loops, loopsFinished: finished, workers: workers, streamWorkers: streamWorkers,
            heavyWorkers: heavyWorkers, port: port)
    }

    /// Stops gracefully: stops accepting, lets requests in flight finish (up to
    /// `configuration.shutdownTimeout`), closes idle connections, then stops the workers. Returns when
    /// all of that is done, or when the drain deadline (plus a second for the workers to notice) has
    /// passed: a handler still running then is abandoned, not waited for, so SIGTERM always ends the
    /// process in bounded time. Callers racing it also wait. Do not call it from a handler: it waits for
    /// the threads handlers run on.
    public func shutdown() {
        let running: Running? = state.withLock { state in
            guard case .running(let running) = state else { return nil }
            state = .stopping
            return running
        }
        guard let running else {
            lifetime.wait()
            return
        }
        let deadline = DispatchTime.now() + configuration.shutdownTimeout + 1
        for loop in running.loops { loop.requestStop() }
        running.loopsFinished.wait()
        let workersEnded = running.workers.stop(deadline: deadline)
        let streamWorkersEnded = running.streamWorkers.stop(deadline: deadline)
        let heavyWorkersEnded = running.heavyWorkers.stop(deadline: deadline)
        if !workersEnded || !streamWorkersEnded || !heavyWorkersEnded {
            ServerLog.error(
                "shutdown: handlers still running after the \(configuration.shutdownTimeout) s drain were abandoned")
        }
        state.withLock { $0 = .stopped }
        lifetime.leave()
    }

    /// The mechanism the running server's event loops wait with (`nil` unless running).
    public var eventMechanism: EventMechanism? {
        state.withLock { state in
            if case .running(let running) = state { return running.loops.first?.poller.mechanism }
            return nil
        }
    }

    /// Blocks until the server has been shut down (returns at once if it never started).
    public func waitUntilStopped() {
        lifetime.wait()
    }
}
