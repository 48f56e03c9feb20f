import Dispatch
import Foundation
import SingleFlight
import StoryboardModel
import Synchronization

/// Runs Graphviz layouts a few at a time, one per drawing however many ask for it, and remembers the ones
/// that failed so that they are not run again at every request (docs/http-api.md, "Limits").
///
/// - At most `concurrency` layouts run at once (each is a `dot` process using a core); a render that cannot
///   start within `queueWait` seconds gives up with `RenderPoolError.busy`.
/// - Single flight: a render asked for while the same key (a project at a revision) is being drawn waits for
///   that drawing instead of starting `dot` again.
/// - A failed drawing (a layout that timed out, `dot` failing) is remembered for `failureMemory` seconds:
///   asking again within that window gets the same failure without running `dot`.
/// - A drawing nobody waits for any more (every asker's `CancellationFlag` fired: each client left or ran out
///   of time) stops: its `dot` is killed, and the failure is not remembered. One asker leaving while others
///   wait does not stop it.
public final class RenderPool: Sendable {
    private struct Remembered {
        var error: GraphvizError
        var until: UInt64
    }

    private struct State {
        var failures: [String: Remembered] = [:]
        var runs = 0
        /// The cancellation flags of everyone asking for each key now (the drawer and its waiters).
        var askers: [String: [CancellationFlag]] = [:]
    }

    /// Seconds between two looks at the askers while a drawing waits for a layout slot.
    private static let slotPoll = 0.05

    /// The most layouts run at once.
    public let concurrency: Int
    /// Seconds a render may wait for a free slot before it gives up.
    public let queueWait: Double
    /// Seconds a failed drawing is remembered.
    public let failureMemory: Double
    // Remembered failures are shared by every heavy-read thread: one lock.
    private let state = Mutex(State())
    /// The drawings under way, one per key.
    private let flights = SingleFlight<String, Data, RenderPoolError>()
    private let slots: DispatchSemaphore

    /// A pool running at most `concurrency` layouts at once.
    public init(concurrency: Int = 1, queueWait: Double = 30, failureMemory: Double = 60) {
        self.concurrency = max(1, concurrency)
        self.queueWait = max(0, queueWait)
        self.failureMemory = max(0, failureMemory)
        slots = DispatchSemaphore(value: self.concurrency)
    }

    /// The drawing of `key` made by `draw`, shared with everyone asking for `key` meanwhile; a remembered
    /// failure of `key` is thrown without drawing. `draw` is handed the question "has every asker gone?"
    /// (`GraphvizRenderer.abandoned`); `cancellation` is this asker's. Throws `.abandoned` when the drawing
    /// stopped because nobody waited for it (this asker's flag then says why).
    public func render(
        key: String, cancellation: CancellationFlag = .never,
        _ draw: (_ abandoned: @escaping @Sendable () -> Bool) throws(GraphvizError) -> Data
    ) throws(RenderPoolError) -> Data {
        state.withLock { $0.askers[key, default: []].append(cancellation) }
        defer {
            state.withLock { state in
                state.askers[key]?.removeAll { $0 === cancellation }
                if state.askers[key]?.isEmpty == true { state.askers[key] = nil }
            }
        }
        while true {
            do throws(RenderPoolError) {
                return try flight(key: key, draw)
            } catch .abandoned where !cancellation.isCancelled {
                // Stopped for askers who all left just as this one came: draw again for this one.
                continue
            }
        }
    }

    /// Whether everyone asking for `key` has gone (their flags fired).
    private func abandoned(_ key: String) -> Bool {
        state.withLock { state in (state.askers[key] ?? []).allSatisfy(\.isCancelled) }
    }

    private func flight(
        key: String, _ draw: (_ abandoned: @escaping @Sendable () -> Bool) throws(GraphvizError) -> Data
    ) throws(RenderPoolError) -> Data {
        try flights.run(key) { () throws(RenderPoolError) -> Data in
            // Inside the flight: a failure remembered by the drawing that just ended is seen here, not redrawn.
            let now = DispatchTime.now().uptimeNanoseconds
            let remembered = state.withLock { state -> Remembered? in
                guard let remembered = state.failures[key] else { return nil }
                if remembered.until > now { return remembered }
                state.failures[key] = nil
                return nil
            }
            if let remembered {
                throw .failed(remembered.error, retryAfter: Double(remembered.until - now) / 1e9)
            }
            let outcome = drawing(key: key, draw)
            if case .failure(.failed(let error, _)) = outcome, failureMemory > 0 {
                let until = DispatchTime.now().uptimeNanoseconds + UInt64(failureMemory * 1e9)
                state.withLock { $0.failures[key] = Remembered(error: error, until: until) }
            }
            return try outcome.get()
        }
    }

    private func drawing(
        key: String, _ draw: (_ abandoned: @escaping @Sendable () -> Bool) throws(GraphvizError) -> Data
    ) -> Result<Data, RenderPoolError> {
        // The slot is waited for in short steps: a drawing whose askers all left stops waiting too.
        let giveUp = DispatchTime.now() + queueWait
        while slots.wait(timeout: min(giveUp, .now() + Self.slotPoll)) == .timedOut {
            if abandoned(key) { return .failure(.abandoned) }
            if DispatchTime.now() >= giveUp { return .failure(.busy(retryAfter: max(1, queueWait))) }
        }
        defer { slots.signal() }
        state.withLock { $0.runs += 1 }
        do throws(GraphvizError) {
            return .success(try draw { [self] in abandoned(key) })
        } catch .abandoned {
            // Nobody waits for it: nothing to remember, a later asker draws it afresh.
            return .failure(.abandoned)
        } catch .notInstalled(let searched) {
            // Nothing to remember: installing Graphviz must take effect at once.
            return .failure(.unavailable(.notInstalled(searched: searched)))
        } catch {
            return .failure(.failed(error, retryAfter: failureMemory))
        }
    }

    /// How many are asking for `key` right now (the drawer and its waiters); 0 when it is not being drawn.
    public func askers(for key: String) -> Int {
        flights.askers(for: key)
    }

    /// Layouts started since the pool was made.
    public var runs: Int { state.withLock { $0.runs } }

    /// Drawings whose failure is remembered now.
    public var rememberedFailures: Int {
        let now = DispatchTime.now().uptimeNanoseconds
        return state.withLock { state in state.failures.values.filter { $0.until > now }.count }
    }
}

/// Why the render pool did not hand back a drawing.
public enum RenderPoolError: Error, Sendable, Equatable {
    /// No layout slot came free within the pool's wait; ask again after `retryAfter` seconds.
    case busy(retryAfter: Double)
    /// The drawing failed (now, or within the remembered window); asking again before `retryAfter` seconds
    /// gets the same answer without running `dot`.
    case failed(GraphvizError, retryAfter: Double)
    /// Graphviz cannot run here at all (not installed).
    case unavailable(GraphvizError)
    /// Every asker left (or ran out of time) before the drawing was made: it was stopped.
    case abandoned

    /// One sentence for a problem's `detail`.
    public var message: String {
        switch self {
        case .busy(let seconds):
            return "every Graphviz layout slot stayed busy for \(Int(seconds.rounded(.up))) s; ask again later"
        case .failed(let error, let seconds):
            return error.message + "; the failure is remembered for \(Int(seconds.rounded(.up))) s"
        case .unavailable(let error):
            return error.message
        case .abandoned:
            return GraphvizError.abandoned.message
        }
    }

    /// Seconds a client should wait before asking again, when waiting helps.
    public var retryAfter: Int? {
        switch self {
        case .busy(let seconds), .failed(_, let seconds): return max(1, Int(seconds.rounded(.up)))
        case .unavailable, .abandoned: return nil
        }
    }
}
