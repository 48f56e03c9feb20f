/// At the connection cap a new client takes the place of the longest-idle keep-alive connection (no
/// request in progress, nothing left to write) instead of being refused, so idle connections cannot lock
/// new clients out (RFC 9112 section 9.3: a server may close an idle connection at any time). Only when no
/// connection is idle is the newcomer answered `503` as before.
///
/// Each loop keeps its idle connections in the order they became idle (`IdleQueue`) and publishes when its
/// front entry became idle (`oldestIdle`, a lower bound: the front may have gone stale). The accepting loop
/// hands the newcomer to the loop that publishes the oldest; that loop drops its stale entries, and passes
/// the newcomer on when another loop now publishes an older one (at most once per loop), else closes its own
/// longest idle and adopts the newcomer.
extension EventLoop {
    /// Notes that `connection` has just become idle: accepted, or its last response written.
    @inline(__always)
    func noteIdle(_ connection: Connection) {
        connection.idleSince = now
        if idleQueue.renewLast(fd: connection.fd, id: connection.id, since: now) { return }
        queueIdle(connection)
    }

    private func queueIdle(_ connection: Connection) {
        let wasEmpty = idleQueue.isEmpty
        idleQueue.append(.init(fd: connection.fd, id: connection.id, since: now))
        if wasEmpty {
            oldestIdle.store(now, ordering: .relaxed)
        } else if idleQueue.count > 2 * liveConnections + 64 {
            idleQueue.compact { isCurrent($0) }
            oldestIdle.store(idleQueue.front?.since ?? .max, ordering: .relaxed)
        }
    }

    /// Whether `entry` still names an idle connection of this loop that has not been busy since.
    private func isCurrent(_ entry: IdleQueue.Entry) -> Bool {
        guard let connection = connection(for: entry.fd), connection.id == entry.id,
            connection.idleSince == entry.since
        else { return false }
        return connection.isIdle
    }

    /// This loop's longest-idle connection and since when, once the stale entries before it are dropped
    /// (and `oldestIdle` is exact); `nil` when none is idle.
    private func longestIdle() -> (connection: Connection, since: UInt64)? {
        while let entry = idleQueue.front {
            if isCurrent(entry), let connection = connection(for: entry.fd) {
                oldestIdle.store(entry.since, ordering: .relaxed)
                return (connection, entry.since)
            }
            idleQueue.removeFront()
        }
        oldestIdle.store(.max, ordering: .relaxed)
        return nil
    }

    /// The loop that publishes the oldest idle connection, or `nil` when none publishes any.
    private func evictionCandidate() -> EventLoop? {
        let oldest = siblings.min { $0.oldestIdle.load(ordering: .relaxed) < $1.oldestIdle.load(ordering: .relaxed) }
        guard let oldest, oldest.oldestIdle.load(ordering: .relaxed) != .max else { return nil }
        return oldest
    }

    /// A connection accepted while every slot is taken: handed to the loop with the oldest idle connection,
    /// which makes room for it, or refused with `503` when no loop has an idle one.
    func makeRoom(for fd: Int32) {
        guard let target = evictionCandidate() else {
            refuse(fd)
            return
        }
        // Counted beyond the cap until the eviction frees a slot (or the refusal gives it back).
        context.reserveBeyondCap()
        target.load.wrappingAdd(1, ordering: .relaxed)
        if target === self {
            evictAndAdopt(fd, hops: 0)
        } else {
            target.postEviction(fd, hops: 0)
        }
    }

    /// Asks this loop to make room for an accepted connection and serve it (any thread).
    func postEviction(_ fd: Int32, hops: Int) {
        let accepted = inbox.withLock { inbox in
            guard !inbox.finished else { return false }
            inbox.evictions.append((fd: fd, hops: hops))
            return true
        }
        if accepted {
            wakeup.signal()
        } else {
            reject(fd)
        }
    }

    /// Closes this loop's longest-idle connection and adopts `fd` in its place, unless another loop has one
    /// idle for longer (then `fd` goes there, at most once per loop) or none is idle (then `503`).
    func evictAndAdopt(_ fd: Int32, hops: Int) {
        if draining {
            reject(fd)
            return
        }
        let idle = longestIdle()
        if hops < siblings.count, let other = evictionCandidate(), other !== self,
            other.oldestIdle.load(ordering: .relaxed) < idle?.since ?? .max
        {
            load.wrappingSubtract(1, ordering: .relaxed)
            other.load.wrappingAdd(1, ordering: .relaxed)
            other.postEviction(fd, hops: hops + 1)
            return
        }
        guard let idle else {
            refuse(fd)
            load.wrappingSubtract(1, ordering: .relaxed)
            context.releaseConnection()
            return
        }
        closeConnection(idle.connection)
        adopt(fd)
    }
}
