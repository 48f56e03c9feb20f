import Dispatch
import Synchronization

/// One computation per key at a time: the first caller for a key computes, and everyone who asks for that key
/// while it runs waits for it and gets the same value or error. Nothing is kept afterwards: a call after the
/// computation ended computes again (callers cache what they want to keep).
///
/// Callers block a thread while they wait (heavy-read threads, never an event loop).
public final class SingleFlight<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// One computation in progress and how many ask for it.
    private final class Flight: Sendable {
        let done = DispatchSemaphore(value: 0)
        let askers = Atomic<Int>(1)
        // Set once by the computing thread before `done` is signalled, read by waiters after it.
        let outcome = Mutex<Result<Value, Failure>?>(nil)
    }

    // Shared by every thread asking: one lock, never held while computing.
    private let flights = Mutex<[Key: Flight]>([:])

    /// An empty set of flights.
    public init() {}

    /// The value of `key`: computed by `compute` when no one is computing it, else the value or error of the
    /// computation under way.
    public func run(_ key: Key, _ compute: () throws(Failure) -> Value) throws(Failure) -> Value {
        let (flight, computes) = flights.withLock { flights -> (Flight, Bool) in
            if let flight = flights[key] {
                flight.askers.wrappingAdd(1, ordering: .relaxed)
                return (flight, false)
            }
            let flight = Flight()
            flights[key] = flight
            return (flight, true)
        }
        guard computes else {
            flight.done.wait()
            // The outcome is set before `done` is signalled; pass the signal on to the next waiter.
            flight.done.signal()
            guard let outcome = flight.outcome.withLock({ $0 }) else {
                preconditionFailure("a single flight ended without an outcome")
            }
            return try outcome.get()
        }
        let outcome = Result { () throws(Failure) -> Value in try compute() }
        flight.outcome.withLock { $0 = outcome }
        flights.withLock { _ = $0.removeValue(forKey: key) }
        flight.done.signal()
        return try outcome.get()
    }

    /// How many are asking for `key` right now (the one computing and its waiters); 0 when nothing runs for it.
    public func askers(for key: Key) -> Int {
        flights.withLock { $0[key]?.askers.load(ordering: .relaxed) ?? 0 }
    }
}
