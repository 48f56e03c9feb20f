import Synchronization

/// Whether long work over the graph (a diff, building an old revision, a drawing) is still wanted, polled by
/// that work every few hundred steps so that work nobody waits for stops within a fraction of a second.
///
/// The work knows nothing of who asked: the caller says when to give up (`deadline`, seconds from now) and
/// how to tell that its asker has gone (`stillWanted`, e.g. a server's view of its client's connection).
/// Polling is cheap: one atomic load, the asker check and a clock read, and `poll(at:)` does even that only
/// once in `Self.stride` steps. Shared between the thread doing the work and any that cancel it: the state is
/// one atomic, set once.
public final class CancellationFlag: Sendable {
    /// Why work was given up.
    public enum Reason: UInt8, Sendable, CaseIterable {
        /// The one who asked for it has gone (a client closed its connection).
        case clientLeft = 1
        /// It ran past its deadline.
        case deadline = 2

        /// `client_left` or `deadline`: the label of a metric.
        public var label: String {
            switch self {
            case .clientLeft: "client_left"
            case .deadline: "deadline"
            }
        }
    }

    /// Steps between two polls in `poll(at:)` (a power of two).
    public static let stride = 256

    /// Seconds the work may run, when it has a deadline.
    public let allowance: Double?
    private let deadline: ContinuousClock.Instant?
    private let stillWanted: (@Sendable () -> Bool)?
    private let onCancel: (@Sendable (Reason) -> Void)?
    // 0 while wanted, else a `Reason`'s raw value: written once (compare-and-exchange), read by pollers.
    private let state = Atomic<UInt8>(0)

    /// Work that stops `deadline` seconds from now (never, when `nil`) or once `stillWanted` answers
    /// `false`; `onCancel` is called once, with the reason, by whoever first sees it cancelled.
    public init(
        deadline: Double? = nil, stillWanted: (@Sendable () -> Bool)? = nil,
        onCancel: (@Sendable (Reason) -> Void)? = nil
    ) {
        allowance = deadline.map { max(0, $0) }
        self.deadline = allowance.map { ContinuousClock.now.advanced(by: .milliseconds(Int64($0 * 1000))) }
        self.stillWanted = stillWanted
        self.onCancel = onCancel
    }

    /// Work that is never cancelled (a command-line diff).
    public static let never = CancellationFlag()

    /// Why the work should stop now, or `nil` while it is still wanted.
    public var reason: Reason? {
        if let reason = Reason(rawValue: state.load(ordering: .acquiring)) { return reason }
        if let stillWanted, !stillWanted() { return cancel(.clientLeft) }
        if let deadline, ContinuousClock.now >= deadline { return cancel(.deadline) }
        return nil
    }

    /// Whether the work should stop now.
    public var isCancelled: Bool { reason != nil }

    /// Stops the work for `reason` (unless it already stopped for another); the reason it stopped for.
    @discardableResult
    public func cancel(_ reason: Reason) -> Reason {
        let (exchanged, original) = state.compareExchange(
            expected: 0, desired: reason.rawValue, ordering: .acquiringAndReleasing)
        guard exchanged else { return Reason(rawValue: original) ?? reason }
        onCancel?(reason)
        return reason
    }

    /// Throws `WorkCancelled` when the work should stop.
    public func check() throws(WorkCancelled) {
        if let reason { throw WorkCancelled(reason: reason, allowance: allowance) }
    }

    /// Whether the work should stop, asked only at every `stride`-th `step` (a loop's index): cheap enough
    /// for the innermost loop of a diff.
    @inline(__always)
    public func poll(at step: Int) -> Bool {
        step & (Self.stride - 1) == 0 && isCancelled
    }
}

/// Work given up because nobody waits for it any more (`CancellationFlag`).
public struct WorkCancelled: Error, Sendable, Equatable {
    /// Why.
    public var reason: CancellationFlag.Reason
    /// Seconds the work was allowed, when it had a deadline.
    public var allowance: Double?

    /// Work given up for `reason`.
    public init(reason: CancellationFlag.Reason, allowance: Double? = nil) {
        self.reason = reason
        self.allowance = allowance
    }
}
