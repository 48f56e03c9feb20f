import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One thread's copy of the front answers it has served, so a repeated read finds its answer without
/// taking the response cache's lock (several event loops would otherwise meet on it for every read).
///
/// The cache keeps a few shelves; a thread claims the one its id picks (`claim`) and is then its only
/// user: `@unchecked Sendable` because of that confinement, and its table lives in raw memory so reads
/// pay neither exclusivity checks nor reference counting of arrays. A shelf is valid for one `generation`
/// of the cache's front entries: the cache bumps it whenever an entry stops being servable (a write, an
/// eviction, a replacement), and a shelf that sees a newer generation empties itself before answering. It
/// holds only answers the cache held at its generation, at most `capacityBytes` of them.
final class FrontShelf: @unchecked Sendable {
    /// Slots of the open-addressed table (a power of two).
    static let slotCount = 256
    /// The most a shelf holds, in the cache's cost units; larger answers are not shelved.
    static let capacityBytes = 256 << 10
    static let largestAnswer = 16 << 10
    /// How many slots a lookup or insertion probes.
    static let probes = 8

    /// The `pthread_t` of the thread that claimed the shelf, 0 while unclaimed.
    private let thread = Atomic<UInt>(0)
    private let hashes: UnsafeMutablePointer<UInt64>
    private let answers: UnsafeMutablePointer<FrontAnswers?>
    /// The generation, the number of answers and their cost, in one word of raw memory.
    private let header: UnsafeMutablePointer<(generation: UInt64, count: Int, bytes: Int)>

    init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        answers = .allocate(capacity: Self.slotCount)
        answers.initialize(repeating: nil, count: Self.slotCount)
        header = .allocate(capacity: 1)
        header.initialize(to: (generation: 0, count: 0, bytes: 0))
    }

    deinit {
        answers.deinitialize(count: Self.slotCount)
        answers.deallocate()
        hashes.deallocate()
        header.deallocate()
    }

    /// Whether the calling thread (`self`, its `pthread_t`) owns the shelf, claiming it when unclaimed.
    @inline(__always)
    func claim(by thread: UInt) -> Bool {
        let owner = self.thread.load(ordering: .relaxed)
        if owner == thread { return true }
        return owner == 0 && self.thread.compareExchange(expected: 0, desired: thread, ordering: .acquiring).exchanged
    }

    /// The answers kept for `target` (hashed to `hash`), when the shelf is valid at `generation`.
    @inline(__always)
    func find(_ hash: UInt64, _ target: UnsafeRawBufferPointer, generation: UInt64) -> FrontAnswers? {
        guard header.pointee.generation == generation, header.pointee.count > 0 else { return nil }
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        for _ in 0..<Self.probes {
            // The slot is read in place (binding it would retain every candidate, not only the answer).
            guard answers[slot] != nil else { return nil }
            if hashes[slot] == hash, answers[slot].unsafelyUnwrapped.matches(target) { return answers[slot] }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// Keeps `found` (of `cost` bytes), found in the cache at `generation`, emptying the shelf first when it
    /// holds another generation or has no room.
    func keep(_ found: FrontAnswers, hash: UInt64, cost: Int, generation: UInt64) {
        guard cost <= Self.largestAnswer else { return }
        if header.pointee.generation != generation || header.pointee.bytes + cost > Self.capacityBytes {
            empty()
            header.pointee.generation = generation
        }
        var slot = Int(truncatingIfNeeded: hash) & (Self.slotCount - 1)
        for _ in 0..<Self.probes {
            if answers[slot] == nil || hashes[slot] == hash {
                if answers[slot] == nil { header.pointee.count += 1 }
                hashes[slot] = hash
                answers[slot] = found
                header.pointee.bytes += cost
                return
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        // A crowded neighbourhood: start over rather than search further on every lookup.
        empty()
    }

    /// Drops every kept answer.
    private func empty() {
        guard header.pointee.count > 0 else { return }
        for index in 0..<Self.slotCount { answers[index] = nil }
        header.pointee.count = 0
        header.pointee.bytes = 0
    }
}
