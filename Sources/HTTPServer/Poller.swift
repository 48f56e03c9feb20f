#if canImport(CLinuxShim)
import CLinuxShim
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a loop wants to hear about a descriptor.
enum PollInterest: Equatable {
    case none
    case read
    case write
}

/// One readiness report.
struct PollEvent {
    var fd: Int32
    var readable: Bool
    var writable: Bool
    /// The peer hung up or the socket has an error.
    var failed: Bool
}

/// Readiness notification for one event loop: `epoll` on Linux (through the `CLinuxShim` headers),
/// `poll` elsewhere. Owned and used by one thread only; the kernel handle is closed in `deinit`.
final class Poller {
    #if canImport(CLinuxShim)
    private let epollFD: Int32
    private var events: UnsafeMutableBufferPointer<epoll_event>

    init(capacity: Int = 512) throws(SystemError) {
        epollFD = try Syscall.call("epoll_create1") { epoll_create1(Int32(EPOLL_CLOEXEC)) }
        events = .allocate(capacity: capacity)
    }

    deinit {
        events.deallocate()
        close(epollFD)
    }

    private static func mask(_ interest: PollInterest) -> UInt32 {
        switch interest {
        case .none: return 0
        case .read: return EPOLLIN.rawValue
        case .write: return EPOLLOUT.rawValue
        }
    }

    func add(_ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        var event = epoll_event()
        event.events = Self.mask(interest)
        event.data.fd = fd
        try Syscall.call("epoll_ctl") { epoll_ctl(epollFD, EPOLL_CTL_ADD, fd, &event) }
    }

    func modify(_ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        var event = epoll_event()
        event.events = Self.mask(interest)
        event.data.fd = fd
        try Syscall.call("epoll_ctl") { epoll_ctl(epollFD, EPOLL_CTL_MOD, fd, &event) }
    }

    /// Stops watching `fd`, which stays open.
    func remove(_ fd: Int32) {
        var event = epoll_event()
        _ = epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, &event)
    }

    /// Forgets `fd` before it is closed. Closing a descriptor removes it from epoll, so nothing to do.
    @inline(__always)
    func willClose(_ fd: Int32) {}

    /// Waits up to `timeout` milliseconds (-1: forever); returns how many events `event(at:)` holds.
    func wait(timeout: Int32) throws(SystemError) -> Int {
        let count = epoll_wait(epollFD, events.baseAddress, Int32(events.count), timeout)
        if count < 0 {
            if errno == EINTR { return 0 }
            throw SystemError(syscall: "epoll_wait", errno: errno)
        }
        return Int(count)
    }

    func event(at index: Int) -> PollEvent {
        let event = events[index]
        let flags = event.events
        return PollEvent(
            fd: event.data.fd,
            readable: flags & EPOLLIN.rawValue != 0,
            writable: flags & EPOLLOUT.rawValue != 0,
            failed: flags & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0)
    }
    #else
    private var descriptors: [pollfd] = []
    private var positions: [Int32: Int] = [:]
    private var ready: [PollEvent] = []

    init(capacity: Int = 512) throws(SystemError) {}

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

    /// Forgets `fd` before it is closed: poll(2) would report a closed descriptor as invalid forever.
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
    #endif
}
