import HTTPServer
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Encoded answers to read requests, so a repeated lookup or resolution is a dictionary hit instead of a
/// JSON encoding (docs/benchmarks.md: cached reads), held within a budget of bytes (docs/http-api.md, "Limits").
///
/// Entries belong to one revision of one project. A write to the project drops the entries of its other
/// revisions at once (`retain(project:revision:)`), so memory follows the live data, not its history.
/// When a new entry would pass the budget, entries are evicted by CLOCK (second chance): a hit only sets a
/// flag, so the hot path stays one lock and one dictionary lookup, and entries read since the hand last
/// passed survive. An answer larger than an eighth of the budget is not kept at all: one such answer would
/// flush every hot small one.
///
/// Front entries (`storeFront`) hold the same answers under the raw request target, for reads sent again
/// byte for byte; they answer only at the project's live revision (the newest `retain` named).
final class ResponseCache: Sendable {
    /// One cached answer and its place on the clock.
    private struct Entry {
        var response: HTTPResponse
        var slot: Int
        var revision: Int
    }

    /// One answer kept under a raw request target, found by a hash of the bytes and checked byte for byte.
    private struct FrontEntry {
        var answers: FrontAnswers
        var slot: Int
        /// Whether `revision` of the slot is the project's live one (kept so whenever `live` changes).
        var servable: Bool
    }

    /// A position on the clock; `nil` slots are free.
    private struct Slot {
        var key: String
        /// The hash a front entry is kept under, `nil` for entries of `entries`.
        var frontHash: UInt64?
        var project: String
        var revision: Int
        var cost: Int
        var referenced: Bool
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var front: [UInt64: FrontEntry] = [:]
        var slots: [Slot?] = []
        var freeSlots: [Int] = []
        var hand = 0
        var bytes = 0
        /// Each project's live revision, as the last `retain` said: front entries answer only for it.
        var live: [String: Int] = [:]
        /// A front entry was removed since the generation was last bumped (see `withFrontChanges`).
        var frontRemoved = false
    }

    /// The bytes an entry is charged beyond its body and key: headers, dictionary and slot bookkeeping.
    static let entryOverhead = 256

    // Event-loop and worker threads read and fill the cache concurrently; one lock guards the whole state
    // (each critical section is a dictionary operation, or an eviction sweep bounded by the entry count).
    private let state = Mutex(State())
    /// Bumped (under the lock) whenever a front entry stops being servable: threads' `FrontShelf` copies
    /// made at an older generation are dropped before they answer.
    private let frontGeneration = Atomic<UInt64>(0)
    /// Per-thread copies of front answers, picked by thread id (see `FrontShelf`).
    private let shelves = (0..<ResponseCache.shelfCount).map { _ in FrontShelf() }
    /// The same shelves, unretained: `shelves` keeps each alive as long as the cache, so a read borrows its
    /// shelf (`_withUnsafeGuaranteedRef`) instead of retaining and releasing it per request.
    private let borrowedShelves: [Unmanaged<FrontShelf>]
    static let shelfCount = 16
    /// The budget in bytes.
    let capacityBytes: Int

    /// Creates a cache holding at most `capacityBytes` bytes of entries (0 disables it).
    init(capacityBytes: Int = 64 << 20) {
        self.capacityBytes = max(0, capacityBytes)
        borrowedShelves = shelves.map { Unmanaged.passUnretained($0) }
    }

    /// The bytes held now (bodies, keys, headers and bookkeeping), never above `capacityBytes`.
    var bytes: Int { state.withLock { $0.bytes } }

    /// The number of entries held now.
    var count: Int { state.withLock { $0.entries.count + $0.front.count } }

    /// The cached answer for `key` of `project` at `revision`, if any.
    func response(project: String, revision: Int, key: String) -> HTTPResponse? {
        let fullKey = Self.fullKey(project: project, revision: revision, key: key)
        return state.withLock { state in
            guard let entry = state.entries[fullKey] else { return nil }
            state.slots[entry.slot]?.referenced = true
            return entry.response
        }
    }

    /// The answers kept by `storeFront` for the raw request target `target`, if they were made at their
    /// project's live revision: a read that skips decoding, matching and validation altogether. Found on
    /// the calling thread's `FrontShelf` without a lock when this thread served them since the last write.
    func front(target: UnsafeRawBufferPointer) -> FrontAnswers? {
        let hash = Self.frontHash(target)
        let shelf = ownShelf()
        // A shelf hit needs no mark for the clock: the hand clears marks only while evicting, which empties
        // every shelf, so the next read of each entry takes the locked path below and marks it again.
        if let shelf,
            let kept = borrowedShelves[shelf]._withUnsafeGuaranteedRef({
                $0.find(hash, target, generation: frontGeneration.load(ordering: .acquiring))
            })
        {
            return kept
        }
        // The generation is read under the lock with the entry: the pair is consistent.
        let found: (answers: FrontAnswers, cost: Int, generation: UInt64)? = state.withLock { state in
            guard let entry = state.front[hash], entry.servable, entry.answers.matches(target),
                let slot = state.slots[entry.slot]
            else { return nil }
            entry.answers.markReferenced()
            return (entry.answers, slot.cost, frontGeneration.load(ordering: .relaxed))
        }
        guard let found else { return nil }
        if let shelf { shelves[shelf].keep(found.answers, hash: hash, cost: found.cost, generation: found.generation) }
        return found.answers
    }

    /// The index of the calling thread's shelf: the first its id picks that it owns or can claim; `nil` when
    /// every shelf belongs to another thread (the locked path then answers).
    @inline(__always)
    private func ownShelf() -> Int? {
        let thread = ThreadIdentity.current
        let first = Int(truncatingIfNeeded: (UInt64(thread) &* 0x9E37_79B9_7F4A_7C15) >> 60) % Self.shelfCount
        for step in 0..<Self.shelfCount {
            let index = (first + step) % Self.shelfCount
            if borrowedShelves[index]._withUnsafeGuaranteedRef({ $0.claim(by: thread) }) { return index }
        }
        return nil
    }

    /// Keeps `response`, the answer of `project` at `revision` to the raw request target `target` (whose
    /// project segment is `project` as sent), for `front(target:)`; `route` is the pattern metrics count it
    /// under. Charged to the same budget as every other entry.
    func storeFront(_ response: HTTPResponse, project: String, revision: Int, target: String, route: String) {
        let cost = Self.cost(of: response, key: target) + project.utf8.count
        guard cost <= capacityBytes / 8 else { return }
        let answers = FrontAnswers(response, target: target, route: route)
        let hash = Self.frontHash(answers.target)
        changing { state in
            // A front answer computed from a graph a write has since replaced would never be served.
            if let live = state.live[project], revision < live { return }
            // A target of the same hash (the same one, or a rare collision) gives way to the newer answer.
            if let old = state.front[hash] { Self.remove(slot: old.slot, from: &state) }
            let slot = Slot(
                key: "", frontHash: hash, project: project, revision: revision, cost: cost, referenced: false)
            let index = Self.place(slot, cost: cost, in: &state, capacity: capacityBytes)
            state.front[hash] = FrontEntry(answers: answers, slot: index, servable: state.live[project] == revision)
        }
    }

    /// Keeps `response` for `key` of `project` at `revision`, evicting cold entries to stay in budget.
    func store(_ response: HTTPResponse, project: String, revision: Int, key: String) {
        insert(
            response, project: project, revision: revision,
            fullKey: Self.fullKey(project: project, revision: revision, key: key))
    }

    private func insert(_ response: HTTPResponse, project: String, revision: Int, fullKey: String) {
        let cost = Self.cost(of: response, key: fullKey)
        guard cost <= capacityBytes / 8 else { return }
        changing { state in
            if let old = state.entries[fullKey] { Self.remove(slot: old.slot, from: &state) }
            let slot = Slot(
                key: fullKey, frontHash: nil, project: project, revision: revision, cost: cost, referenced: false)
            let index = Self.place(slot, cost: cost, in: &state, capacity: capacityBytes)
            state.entries[fullKey] = Entry(response: response, slot: index, revision: revision)
        }
    }

    /// Evicts cold entries until `cost` more bytes fit, then puts `slot` on the clock; returns its index.
    private static func place(_ slot: Slot, cost: Int, in state: inout State, capacity: Int) -> Int {
        while state.bytes + cost > capacity, !state.entries.isEmpty || !state.front.isEmpty {
            evictOne(from: &state)
        }
        let index: Int
        if let free = state.freeSlots.popLast() {
            index = free
            state.slots[index] = slot
        } else {
            index = state.slots.count
            state.slots.append(slot)
        }
        state.bytes += cost
        return index
    }

    /// Drops every entry of `project` that is not of `revision` (after a write, or `nil` after a delete).
    func retain(project: String, revision: Int?) {
        changing { state in
            if let revision {
                // Two writers' refreshes may report out of order; the newer revision is the live one.
                state.live[project] = max(state.live[project] ?? revision, revision)
            } else {
                state.live[project] = nil
            }
            let revision = state.live[project]
            for index in state.slots.indices {
                guard let slot = state.slots[index], slot.project == project else { continue }
                if slot.revision != revision {
                    Self.remove(slot: index, from: &state)
                } else if let hash = slot.frontHash {
                    state.front[hash]?.servable = true
                }
            }
            if state.entries.isEmpty && state.front.isEmpty {
                // Give the arrays' storage back too: a burst of entries must not pin memory after it.
                let (live, removed) = (state.live, state.frontRemoved)
                state = State()
                state.live = live
                state.frontRemoved = removed
            }
        }
    }

    /// Runs `body` under the lock; when it removed a front entry, bumps the generation before unlocking,
    /// so no thread's shelf answers with it afterwards.
    private func changing<T>(_ body: (inout State) -> T) -> T {
        state.withLock { state in
            let result = body(&state)
            if state.frontRemoved {
                state.frontRemoved = false
                frontGeneration.add(1, ordering: .releasing)
            }
            return result
        }
    }

    private static func fullKey(project: String, revision: Int, key: String) -> String {
        // Appends, not interpolation: this runs on every cached read.
        var full = project
        full.reserveCapacity(project.utf8.count + key.utf8.count + 24)
        full.append("\u{1}")
        full.append(String(revision))
        full.append("\u{1}")
        full.append(key)
        return full
    }

    /// A hash of a request target's bytes, eight at a time (a multiply-rotate mix, as in FxHash): no String
    /// is built per read, and a collision only costs the byte comparison that follows.
    static func frontHash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let seed: UInt64 = 0x51_7cc1_b727_220a
        var hash = UInt64(bytes.count) &* seed
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (((hash << 5) | (hash >> 59)) ^ word) &* seed
            offset += 8
        }
        guard offset < bytes.count else { return hash ^ (hash >> 29) }
        var tail: UInt64 = 0
        if bytes.count >= 8 {
            // The last eight bytes, overlapping the words already mixed: one load instead of a byte loop.
            tail = bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        } else {
            while offset < bytes.count {
                tail = (tail << 8) | UInt64(bytes[offset])
                offset += 1
            }
        }
        hash = (((hash << 5) | (hash >> 59)) ^ tail) &* seed
        return hash ^ (hash >> 29)
    }

    private static func cost(of response: HTTPResponse, key: String) -> Int {
        var cost = response.body.count + key.utf8.count + entryOverhead
        for field in response.headers.fields { cost += field.name.utf8.count + field.value.utf8.count }
        return cost
    }

    /// Advances the hand to the first entry not read since it last passed, clearing flags on the way, and
    /// evicts it. Ends within two turns of the clock because every flag it passes is cleared.
    private static func evictOne(from state: inout State) {
        while true {
            if state.hand >= state.slots.count { state.hand = 0 }
            let index = state.hand
            state.hand += 1
            guard let slot = state.slots[index] else { continue }
            if slot.referenced {
                state.slots[index]?.referenced = false
                continue
            }
            // A front entry's reads are marked on its answers, by threads that hold no lock.
            if let hash = slot.frontHash, let answers = state.front[hash]?.answers, answers.takeReferenced() {
                continue
            }
            remove(slot: index, from: &state)
            return
        }
    }

    private static func remove(slot index: Int, from state: inout State) {
        guard let slot = state.slots[index] else { return }
        if let hash = slot.frontHash {
            state.front[hash] = nil
            state.frontRemoved = true
        } else {
            state.entries[slot.key] = nil
        }
        state.slots[index] = nil
        state.freeSlots.append(index)
        state.bytes -= slot.cost
    }
}
