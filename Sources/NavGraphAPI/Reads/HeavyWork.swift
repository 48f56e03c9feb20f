import HTTPServer
import StoryboardModel
import Synchronization

/// The run deadline of heavy reads (diffs, old revisions, drawings) and the count of those given up: each
/// runs with a `CancellationFlag` that fires when its client closes the connection (`HTTPClientStatus`) or
/// its deadline passes, and the work polls it, so work nobody waits for stops within a fraction of a second
/// instead of holding a heavy-read thread and a core.
final class HeavyWork: Sendable {
    /// Seconds one heavy read may run (from when its work starts, after any wait for a thread).
    let deadline: Double
    // Counted by whichever worker first sees a flag fire; read by `/metrics`.
    private let clientLeft = Atomic<Int>(0)
    private let deadlinePassed = Atomic<Int>(0)

    init(deadline: Double) {
        self.deadline = max(0, deadline)
    }

    /// The flag of `request`'s work, starting now: it fires when the client leaves or the deadline passes.
    func flag(for request: HTTPRequest) -> CancellationFlag {
        var stillWanted: (@Sendable () -> Bool)?
        if let client = request.client { stillWanted = { client.isConnected } }
        return CancellationFlag(
            deadline: deadline > 0 ? deadline : nil, stillWanted: stillWanted,
            onCancel: { [self] reason in
                switch reason {
                case .clientLeft: clientLeft.wrappingAdd(1, ordering: .relaxed)
                case .deadline: deadlinePassed.wrappingAdd(1, ordering: .relaxed)
                }
            })
    }

    /// Heavy reads given up for `reason` since start-up.
    func cancelled(_ reason: CancellationFlag.Reason) -> Int {
        switch reason {
        case .clientLeft: clientLeft.load(ordering: .relaxed)
        case .deadline: deadlinePassed.load(ordering: .relaxed)
        }
    }

    /// `503` with `Retry-After` (RFC 9110 section 15.6.4) for work stopped at its deadline; a client that
    /// left never reads its answer, which says so for the access log.
    static func problem(_ error: WorkCancelled) -> APIError {
        switch error.reason {
        case .clientLeft:
            return APIError(
                status: 503, title: "Service Unavailable",
                detail: "the client closed the connection, so this heavy read was stopped")
        case .deadline:
            let seconds = max(1, Int((error.allowance ?? 1).rounded(.up)))
            return APIError(
                status: 503, title: "Service Unavailable",
                detail: "this heavy read (a diff, an old revision or a drawing) did not finish within its deadline "
                    + "of \(seconds) s and was stopped; ask for less (a nearer pair of revisions), or again later",
                headers: ["Retry-After": String(seconds)])
        }
    }
}
