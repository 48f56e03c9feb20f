import Dispatch
import SingleFlight
import Synchronization
import TestSupport
import Testing

struct SingleFlightTests {
    struct Failed: Error, Equatable {
        var run: Int
    }

    /// What the computations saw and what each caller got, shared with the callers' threads.
    final class Record: Sendable {
        let runs = Mutex(0)
        let answers = Mutex<[Result<Int, Failed>]>([])
        let callers = DispatchGroup()
    }

    /// Starts `count` callers of `flight` for `key` on their own threads; each computation blocks on `gate`
    /// and then answers (or fails with) its run number.
    static func start(
        _ count: Int, _ flight: SingleFlight<String, Int, Failed>, key: String, gate: DispatchSemaphore,
        record: Record, failing: Bool = false
    ) {
        for _ in 0..<count {
            DispatchQueue.global().async(group: record.callers) {
                let answer = Result { () throws(Failed) -> Int in
                    try flight.run(key) { () throws(Failed) -> Int in
                        let run = record.runs.withLock { runs in
                            runs += 1
                            return runs
                        }
                        gate.wait()
                        if failing { throw Failed(run: run) }
                        return run
                    }
                }
                record.answers.withLock { $0.append(answer) }
            }
        }
    }

    @Test func concurrentCallersShareOneComputation() throws {
        let flight = SingleFlight<String, Int, Failed>()
        let (gate, record) = (DispatchSemaphore(value: 0), Record())
        Self.start(4, flight, key: "p@2", gate: gate, record: record)
        // All four are in: one computing, three waiting for it.
        #expect(eventually { flight.askers(for: "p@2") == 4 })
        gate.signal()
        #expect(record.callers.wait(timeout: .now() + 30) == .success)
        #expect(record.runs.withLock { $0 } == 1)
        #expect(record.answers.withLock { $0 } == Array(repeating: .success(1), count: 4))
        #expect(flight.askers(for: "p@2") == 0)
    }

    @Test func anErrorIsSharedWithEveryWaiter() throws {
        let flight = SingleFlight<String, Int, Failed>()
        let (gate, record) = (DispatchSemaphore(value: 0), Record())
        Self.start(3, flight, key: "p@2", gate: gate, record: record, failing: true)
        #expect(eventually { flight.askers(for: "p@2") == 3 })
        gate.signal()
        #expect(record.callers.wait(timeout: .now() + 30) == .success)
        #expect(record.runs.withLock { $0 } == 1)
        #expect(record.answers.withLock { $0 } == Array(repeating: .failure(Failed(run: 1)), count: 3))
    }

    @Test func aCallAfterTheComputationEndedComputesAgain() throws {
        let flight = SingleFlight<String, Int, Failed>()
        var runs = 0
        let first = try flight.run("p@2") { () throws(Failed) -> Int in
            runs += 1
            return runs
        }
        let second = try flight.run("p@2") { () throws(Failed) -> Int in
            runs += 1
            return runs
        }
        #expect([first, second] == [1, 2])
        // A failure is not kept either.
        #expect(throws: Failed(run: 3)) { try flight.run("p@2") { () throws(Failed) -> Int in throw Failed(run: 3) } }
        #expect(try flight.run("p@2") { () throws(Failed) -> Int in 4 } == 4)
    }

    @Test func differentKeysComputeApart() throws {
        let flight = SingleFlight<String, Int, Failed>()
        let (gate, record) = (DispatchSemaphore(value: 0), Record())
        Self.start(1, flight, key: "p@1", gate: gate, record: record)
        Self.start(1, flight, key: "p@2", gate: gate, record: record)
        // Both compute at once: neither waits for the other's key.
        #expect(eventually { record.runs.withLock { $0 } == 2 })
        #expect(flight.askers(for: "p@1") == 1 && flight.askers(for: "p@2") == 1)
        gate.signal()
        gate.signal()
        #expect(record.callers.wait(timeout: .now() + 30) == .success)
        #expect(Set(record.answers.withLock { $0 }.compactMap { try? $0.get() }) == [1, 2])
    }
}
