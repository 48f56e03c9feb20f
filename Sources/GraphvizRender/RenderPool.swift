import Dispatch
import Foundation
import SingleFlight
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
public final class RenderPool: Sendable {
    private struct Remembered {
        var error: GraphvizError
        var until: UInt64
    }

    private struct State {
        var failures: [String: Remembered] = [:]
        var runs = 0
    }

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
    /// failure of `key` is thrown without drawing.
    public func render(key: String, _ draw: () throws(GraphvizError) -> Data) throws(RenderPoolError) -> Data {
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

    private func drawing(key: String, _ draw: () throws(GraphvizError) -> Data) -> Result<Data, RenderPoolError> {
        guard slots.wait(timeout: .now() + queueWait) == .success else {
            return .failure(.busy(retryAfter: max(1, queueWait)))
        }
        defer { slots.signal() }
        state.withLock { $0.runs += 1 }
        do throws(GraphvizError) {
            return .success(try draw())
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

    /// One sentence for a problem's `detail`.
    public var message: String {
        switch self {
        case .busy(let seconds):
            return "every Graphviz layout slot stayed busy for \(Int(seconds.rounded(.up))) s; ask again later"
        case .failed(let error, let seconds):
            return error.message + "; the failure is remembered for \(Int(seconds.rounded(.up))) s"
        case .unavailable(let error):
            return error.message
        }
    }

    /// Seconds a client should wait before asking again, when waiting helps.
    public var retryAfter: Int? {
        switch self {
        case .busy(let seconds), .failed(_, let seconds): return max(1, Int(seconds.rounded(.up)))
        case .unavailable: return nil
        }
    }
}
