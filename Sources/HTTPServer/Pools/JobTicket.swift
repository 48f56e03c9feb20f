import Synchronization

/// A queued job's claim, shared by the event loop that queued it and the worker that may run it: whichever
/// moves it first wins. A worker that starts it runs it; a loop that cancels it (no worker took it within
/// the pool's wait) answers `503` itself, and the job never runs.
final class JobTicket: Sendable {
    private static let queued: UInt8 = 0
    private static let started: UInt8 = 1
    private static let cancelled: UInt8 = 2

    /// When the loop gives up waiting for a worker (monotonic nanoseconds).
    let deadline: UInt64
    /// Seconds the job may wait for a worker, for the answer's `Retry-After` and detail.
    let wait: Double
    private let state = Atomic<UInt8>(JobTicket.queued)

    init(deadline: UInt64, wait: Double) {
        self.deadline = deadline
        self.wait = wait
    }

    /// Claims the job for a worker; `false` when the loop cancelled it first.
    func start() -> Bool {
        state.compareExchange(expected: Self.queued, desired: Self.started, ordering: .acquiringAndReleasing).exchanged
    }

    /// Withdraws the job before any worker took it; `false` when one already has.
    func cancel() -> Bool {
        state.compareExchange(expected: Self.queued, desired: Self.cancelled, ordering: .acquiringAndReleasing)
            .exchanged
    }

    /// Whether the loop has withdrawn the job.
    var isCancelled: Bool { state.load(ordering: .acquiring) == Self.cancelled }

    /// Whether a worker has taken the job.
    var isStarted: Bool { state.load(ordering: .acquiring) == Self.started }
}
