import Dispatch
import Synchronization

/// The turn to use a store's one writer connection: one write at a time per process, each waiting at most
/// `waitLimit` seconds before it fails with `StoreError.busy` instead of holding its request (and its client)
/// for as long as the writes ahead of it take. (A `Mutex` cannot be waited on with a deadline, so writers
/// queue here first.) Both backends queue their writes here; what a write does once it has the turn is theirs.
package final class WriterTurn: Sendable {
    /// Seconds a write waits for its turn.
    package let waitLimit: Double
    private let semaphore = DispatchSemaphore(value: 1)
    private let waiting = Atomic<Int>(0)

    /// A turn that writes wait for at most `waitLimit` seconds (0 or more).
    package init(waitLimit: Double) {
        self.waitLimit = max(0, waitLimit)
    }

    /// Writes waiting for their turn right now (for metrics and tests).
    package var waitingCount: Int { waiting.load(ordering: .relaxed) }

    /// Runs `body` once it is this caller's turn; `StoreError.busy` when the turn did not come in `waitLimit`.
    package func run<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
        waiting.wrappingAdd(1, ordering: .relaxed)
        let turn = semaphore.wait(timeout: .now() + waitLimit)
        waiting.wrappingSubtract(1, ordering: .relaxed)
        guard turn == .success else { throw .busy(waited: waitLimit) }
        defer { semaphore.signal() }
        return try body()
    }
}
