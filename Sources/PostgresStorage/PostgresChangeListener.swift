import Dispatch
import Foundation
import NavGraphLog
import PostgresClient
import Storage
import Synchronization

/// Listens on `navgraph_changes` for the writes every replica commits, on its own connection and thread,
/// so that a replica's graphs follow other replicas' writes without polling.
///
/// The thread loops on `waitForNotifications`. A lost connection is retried with exponential backoff
/// (50 ms doubling to 5 s, with jitter so that replicas do not reconnect in step), then `LISTEN`s again and
/// calls `resynchronize`, since notifications sent meanwhile are lost. While it is disconnected (or a
/// callback failed and waits to be retried) `problem` says why, which `/readyz` reports.
public final class PostgresChangeListener: StoreChangeFeed {
    /// The channel every committed write of a `PostgresStore` notifies (see `StoreChange`).
    public static let channel = StoreChange.channel

    /// The connection URL as given; never printed.
    private let url: String
    /// The URL with its password hidden, for messages.
    public let location: String
    /// Shortest and longest wait before reconnecting, in seconds.
    let backoff: ClosedRange<Double>
    /// Seconds without a notification after which the connection is checked with a query, so that a
    /// silently dropped connection is found out.
    let keepaliveInterval: Double
    /// What the thread and the callers share; a `Mutex` because `problem` is read from request threads
    /// while the listening thread writes it.
    private let state = Mutex(State())
    /// Signalled by `close()` to cut a backoff wait short.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled by the thread when it has finished.
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var problem: String? = "not listening yet"
        var isClosed = false
        var started = false
    }

    /// A listener for the database at `url`; nothing connects until `start`.
    public init(url: String, backoff: ClosedRange<Double> = 0.05...5, keepaliveInterval: Double = 5) {
        self.url = url
        self.location = PostgresURL.redacted(url)
        self.backoff = backoff
        self.keepaliveInterval = keepaliveInterval
    }

    /// Why changes may be missed right now; `nil` while listening and caught up.
    public var problem: String? { state.withLock { $0.problem } }

    /// Starts the listening thread (once; later calls do nothing).
    public func start(
        changed: @escaping @Sendable (String, Int) throws -> Void, resynchronize: @escaping @Sendable () throws -> Void
    ) {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started && !state.isClosed
        }
        guard first else { return }
        let thread = Thread { [self] in
            run(changed: changed, resynchronize: resynchronize)
            finished.signal()
        }
        thread.name = "navgraph.changes"
        thread.start()
    }

    /// Stops the thread (within about a keepalive poll, 250 ms) and closes its connection.
    public func close() {
        let running = state.withLock { state in
            defer { state.isClosed = true }
            return state.started && !state.isClosed
        }
        guard running else { return }
        wake.signal()
        _ = finished.wait(timeout: .now() + 10)
    }

    private var isClosed: Bool { state.withLock { $0.isClosed } }

    private func report(_ problem: String?) {
        state.withLock { $0.problem = problem }
    }

    /// The thread's loop: connect and listen, catch up, deliver; on any loss start again after a backoff.
    private func run(
        changed: @escaping @Sendable (String, Int) throws -> Void, resynchronize: @escaping @Sendable () throws -> Void
    ) {
        var delay = backoff.lowerBound
        while !isClosed {
            do {
                let connection = try PostgresConnection(url: url)
                defer { connection.close() }
                try connection.listen(channel: Self.channel)
                // Listening: from here on no commit is missed. What committed before is found by catching up.
                try catchUp(resynchronize, on: connection)
                delay = backoff.lowerBound
                try deliver(on: connection, changed: changed, resynchronize: resynchronize)
            } catch {
                if isClosed { break }
                // One line per outage, not one per attempt.
                if delay == backoff.lowerBound {
                    Logger().warning("change feed from \(location) lost (\(error)); reconnecting")
                }
                report("not following changes: \(error); reconnecting")
            }
            // Jittered exponential backoff (between half and all of `delay`), cut short by `close()`.
            let wait = delay * Double.random(in: 0.5...1)
            if wake.wait(timeout: .now() + wait) == .success { break }
            delay = min(backoff.upperBound, delay * 2)
        }
    }

    /// Runs `resynchronize` until it succeeds while the connection holds (the store's own connections may
    /// fail a moment longer than this one), so that `problem` clears only once every project is caught up.
    private func catchUp(_ resynchronize: @Sendable () throws -> Void, on connection: PostgresConnection) throws {
        var delay = backoff.lowerBound
        while !isClosed {
            do {
                try resynchronize()
                report(nil)
                return
            } catch {
                report("catching up with the database failed: \(error)")
            }
            if wake.wait(timeout: .now() + delay) == .success { return }
            delay = min(backoff.upperBound, delay * 2)
            // Still connected? A lost connection goes back to the reconnect loop.
            try connection.execute("SELECT 1")
        }
    }

    /// Delivers notifications until the connection fails or the listener closes. Several changes of one
    /// project arriving together are applied once, at the newest revision.
    private func deliver(
        on connection: PostgresConnection, changed: @Sendable (String, Int) throws -> Void,
        resynchronize: @Sendable () throws -> Void
    ) throws {
        var quiet = 0.0
        while !isClosed {
            let poll = 0.25
            let notifications = try connection.waitForNotifications(timeout: poll)
            if notifications.isEmpty {
                quiet += poll
                if quiet >= keepaliveInterval {
                    try connection.execute("SELECT 1")
                    quiet = 0
                }
                continue
            }
            quiet = 0
            var latest: [StoreChange] = []
            for notification in notifications where notification.channel == Self.channel {
                guard let change = StoreChange(payload: notification.payload) else { continue }
                // Revisions of one project merge into the newest; a deletion (0) stays in its place, so that a
                // project deleted and created again is rebuilt, not mistaken for an older revision.
                if change.revision > 0, let index = latest.lastIndex(where: { $0.project == change.project }),
                    latest[index].revision > 0
                {
                    latest[index].revision = max(latest[index].revision, change.revision)
                } else {
                    latest.append(change)
                }
            }
            do {
                for change in latest { try changed(change.project, change.revision) }
            } catch {
                // The store could not be read just now: catch up with everything, retrying until it works.
                report("applying a change failed: \(error)")
                try catchUp(resynchronize, on: connection)
            }
        }
    }

}
