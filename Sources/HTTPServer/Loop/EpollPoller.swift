// Linux only: epoll(7) has no equivalent on macOS, where `PollPoller` serves.
#if os(Linux) && canImport(CLinuxShim)
import CLinuxShim
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `epoll(7)`, level-triggered: readiness costs one call per batch of events, whatever the number of
/// connections. The kernel handle is closed in `deinit`.
final class EpollPoller: Poller {
    var mechanism: HTTPServer.EventMechanism { .epoll }
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
        try control(EPOLL_CTL_ADD, fd, interest)
    }

    func modify(_ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        try control(EPOLL_CTL_MOD, fd, interest)
    }

    private func control(_ operation: Int32, _ fd: Int32, _ interest: PollInterest) throws(SystemError) {
        var event = epoll_event()
        event.events = Self.mask(interest)
        event.data.fd = fd
        try Syscall.call("epoll_ctl") { epoll_ctl(epollFD, operation, fd, &event) }
    }

    func remove(_ fd: Int32) {
        var event = epoll_event()
        // Failing means it was not registered, which is what removing wants.
        _ = epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, &event)
    }

    /// Closing a descriptor removes it from epoll, so there is nothing to do.
    @inline(__always)
    func willClose(_ fd: Int32) {}

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
}
#endif
