/// One event loop's connections in the order they became idle (accepted, or their last response written),
/// so the longest idle can be closed when a new client arrives at the connection cap.
///
/// Leaving idleness (a request arriving) removes nothing, as that would cost every request: the entry goes
/// stale (its connection's `idleMark` moves on, or it closes) and is dropped when it reaches the front or
/// at a compaction, which runs when stale entries outnumber live connections, so each entry is handled a
/// bounded number of times.
struct IdleQueue {
    struct Entry {
        var fd: Int32
        /// The connection's id (a reused descriptor number is another connection).
        var id: UInt64
        /// The connection's `idleMark` when it became idle; a later one means it has been busy since.
        var mark: UInt64
        /// When it became idle (monotonic nanoseconds).
        var since: UInt64
    }

    private var entries: [Entry] = []
    /// Entries before this index have been taken off the front.
    private var head = 0

    var isEmpty: Bool { head == entries.count }

    var count: Int { entries.count - head }

    /// The entry that has waited longest (maybe stale).
    var front: Entry? { head < entries.count ? entries[head] : nil }

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    mutating func removeFront() {
        guard head < entries.count else { return }
        head += 1
        if head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1024 && head * 2 >= entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }

    /// Keeps only the entries `isCurrent` accepts, in order.
    mutating func compact(keeping isCurrent: (Entry) -> Bool) {
        var kept: [Entry] = []
        kept.reserveCapacity(count)
        for entry in entries[head...] where isCurrent(entry) { kept.append(entry) }
        entries = kept
        head = 0
    }
}
