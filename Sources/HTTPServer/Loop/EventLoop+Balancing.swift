#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Spreading connections evenly over the loops. `SO_REUSEPORT` hashes each connection to a listener,
/// which for 64 simultaneous connections over two loops often splits 40/24; the busier loop then
/// answers its share more slowly. The accepting loop gives each new connection to the loop with the
/// fewest, so keep-alive load (the wrk benchmark, docs/benchmarks.md) is balanced.
extension EventLoop {
    /// The loop with the fewest connections; this one when tied.
    func leastLoaded() -> EventLoop {
        var best = self
        var fewest = load.load(ordering: .relaxed)
        for sibling in siblings where sibling !== self {
            let count = sibling.load.load(ordering: .relaxed)
            if count < fewest {
                best = sibling
                fewest = count
            }
        }
        return best
    }

    /// Hands an accepted connection to this loop (called from the loop that accepted it).
    func postAdoption(_ fd: Int32) {
        let (accepted, wasEmpty) = inbox.withLock { inbox in
            guard !inbox.finished else { return (false, false) }
            inbox.adoptions.append(fd)
            return (true, inbox.adoptions.count == 1 && inbox.completions.isEmpty)
        }
        if !accepted {
            reject(fd)
        } else if wasEmpty {
            wakeup.signal()
        }
    }

    /// Starts serving an accepted connection on this loop; its slot and load are already counted.
    func adopt(_ fd: Int32) {
        if draining {
            reject(fd)
            return
        }
        do {
            try Socket.setNoDelay(fd)
            try poller.add(fd, .read)
        } catch {
            ServerLog.error("setting up a connection: \(error)")
            reject(fd)
            return
        }
        nextConnectionID &+= 1
        let connection = Connection(
            fd: fd, id: nextConnectionID, limits: context.limits, deadline: now &+ headerTimeout,
            streamsBody: streamsBody, deliversRawHeads: answersRawHeads)
        let index = Int(fd)
        if index >= connections.count {
            connections.append(contentsOf: repeatElement(nil, count: index + 1 - connections.count))
        }
        connections[index] = connection
        liveConnections += 1
        noteIdle(connection)
    }

    /// Closes a connection that was counted but never served.
    func reject(_ fd: Int32) {
        close(fd)
        load.wrappingSubtract(1, ordering: .relaxed)
        context.releaseConnection()
    }
}
