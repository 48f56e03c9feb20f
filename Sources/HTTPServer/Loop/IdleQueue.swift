/// One event loop's connections in the order they became idle (accepted, or their last response written),
/// so the longest idle can be closed when a new client arrives at the connection cap.
///
/// Leaving idleness (a request arriving) removes nothing, as that would cost every request: the entry goes
/// stale (its connection's `idleSince` moves on, or it closes) and is dropped when it reaches the front or
/// at a compaction, which runs when stale entries outnumber live connections, so each entry is handled a
/// bounded number of times.
struct IdleQueue {
    struct Entry {
        var fd: Int32
        /// The connection's id (a reused descriptor number is another connection).
        var id: UInt64
        /// When it became idle (monotonic nanoseconds); the connection's `idleSince` has moved on when it has
        /// been busy since.
        var since: UInt64
    }

    /// Every entry but the newest, oldest first.
    private var entries: [Entry] = []
    /// Entries before this index have been taken off the front.
    private var head = 0
    /// The newest entry, kept apart so that a connection asked again and again (nothing else became idle
    /// meanwhile) only moves its time: a few scalar stores per request, no array write.
    private var tail = Entry(fd: -1, id: 0, since: 0)
    /// Whether `tail` is an entry; always so while `entries` has any past `head`.
    private var hasTail = false

    var isEmpty: Bool { !hasTail }

    var count: Int { entries.count - head + (hasTail ? 1 : 0) }

    /// The entry that has waited longest (maybe stale).
    var front: Entry? {
        if head < entries.count { return entries[head] }
        return hasTail ? tail : nil
    }

    mutating func append(_ entry: Entry) {
        if hasTail { entries.append(tail) }
        tail = entry
        hasTail = true
    }

    /// Moves the newest entry's time to `since` when it is the connection `fd`, `id`'s (no other connection
    /// became idle after it, so the order holds); `false` when it is another's.
    @inline(__always)
    mutating func renewLast(fd: Int32, id: UInt64, since: UInt64) -> Bool {
        guard hasTail, tail.fd == fd, tail.id == id else { return false }
        tail.since = since
        return true
    }

    mutating func removeFront() {
        guard head < entries.count else {
            hasTail = false
            return
        }
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
        var kept = 0
        for index in head..<entries.count where isCurrent(entries[index]) {
            entries[kept] = entries[index]
            kept += 1
        }
        entries.removeSubrange(kept...)
        head = 0
        if hasTail && !isCurrent(tail) {
            hasTail = false
            if let last = entries.popLast() {
                tail = last
                hasTail = true
            }
        }
    }
}
