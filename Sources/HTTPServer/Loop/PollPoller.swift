#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `poll(2)`: the portable fallback. Each wait scans every descriptor, which is fine for the loop's
/// share of connections on a laptop and is what macOS builds use.
final class PollPoller: Poller {
    var mechanism: HTTPServer.EventMechanism { .poll }
    private var descriptors: [pollfd] = []
    private var positions: [Int32: Int] = [:]
    private var ready: [PollEvent] = []

    private static func mask(_ interest: PollInterest) -> Int16 {
        switch interest {
        case .none: return 0
        case .read: return Int16(POLLIN)
        case .write: return Int16(POLLOUT)
        }
    }

    func add(_ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        positions[fd] = descriptors.count
        descriptors.append(pollfd(fd: fd, events: Self.mask(interest), revents: 0))
    }

    func modify(_ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        guard let position = positions[fd] else { throw SystemError(syscall: "poll", errno: EBADF) }
        descriptors[position].events = Self.mask(interest)
    }

    func remove(_ fd: Int32) {
        guard let position = positions.removeValue(forKey: fd) else { return }
        let last = descriptors.count - 1
        if position != last {
            descriptors[position] = descriptors[last]
            positions[descriptors[position].fd] = position
        }
        descriptors.removeLast()
    }

    /// poll(2) would report a closed descriptor as invalid on every call, so it is dropped first.
    func willClose(_ fd: Int32) {
        remove(fd)
    }

    func wait(timeout: Int32) throws(SystemError) -> Int {
        ready.removeAll(keepingCapacity: true)
        let count = descriptors.withUnsafeMutableBufferPointer { buffer in
            poll(buffer.baseAddress, nfds_t(buffer.count), timeout)
        }
        if count < 0 {
            if errno == EINTR { return 0 }
            throw SystemError(syscall: "poll", errno: errno)
        }
        for descriptor in descriptors where descriptor.revents != 0 {
            let flags = Int32(descriptor.revents)
            ready.append(
                PollEvent(
                    fd: descriptor.fd, readable: flags & Int32(POLLIN) != 0, writable: flags & Int32(POLLOUT) != 0,
                    failed: flags & Int32(POLLERR | POLLHUP | POLLNVAL) != 0))
        }
        return ready.count
    }

    func event(at index: Int) -> PollEvent { ready[index] }
}
