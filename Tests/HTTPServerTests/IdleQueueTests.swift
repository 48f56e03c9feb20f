import Testing

@testable import HTTPServer

/// The order an event loop keeps its idle connections in: oldest first, a connection asked again with nothing
/// else idle meanwhile keeps one entry, stale entries go at a compaction.
@Suite struct IdleQueueTests {
    static func entry(_ fd: Int32, since: UInt64) -> IdleQueue.Entry {
        IdleQueue.Entry(fd: fd, id: UInt64(fd), since: since)
    }

    /// Takes every entry off the front, oldest first, as (fd, since).
    static func drain(_ queue: inout IdleQueue) -> [[UInt64]] {
        var taken: [[UInt64]] = []
        while let front = queue.front {
            taken.append([UInt64(front.fd), front.since])
            queue.removeFront()
        }
        return taken
    }

    @Test func entriesLeaveOldestFirstAndTheNewestIsRenewedInPlace() {
        var queue = IdleQueue()
        #expect(queue.isEmpty)
        queue.append(Self.entry(1, since: 10))
        queue.append(Self.entry(2, since: 20))
        // Connection 2 is the newest: asked again, only its time moves.
        let renewed = queue.renewLast(fd: 2, id: 2, since: 30)
        #expect(renewed)
        // Connection 1 is not the newest: it needs a new entry.
        let renewedOlder = queue.renewLast(fd: 1, id: 1, since: 40)
        #expect(!renewedOlder)
        queue.append(Self.entry(1, since: 40))
        #expect(queue.count == 3)
        #expect(Self.drain(&queue) == [[1, 10], [2, 30], [1, 40]])
        #expect(queue.isEmpty)
    }

    @Test func aCompactionKeepsTheCurrentEntriesInOrder() {
        var queue = IdleQueue()
        for fd in Int32(1)...5 { queue.append(Self.entry(fd, since: UInt64(fd) * 10)) }
        // Connections 2 and 5 (the newest) have been busy since.
        queue.compact { $0.fd != 2 && $0.fd != 5 }
        #expect(queue.count == 3)
        #expect(Self.drain(&queue) == [[1, 10], [3, 30], [4, 40]])
    }
}
