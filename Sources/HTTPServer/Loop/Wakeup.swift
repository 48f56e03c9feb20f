#if os(Linux) && canImport(CLinuxShim)
import CLinuxShim
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Wakes an event loop from another thread: an `eventfd` on Linux (with the epoll backend), a pipe
/// elsewhere. The loop watches `readFD`; any thread may call `signal()`. Closed in `deinit`.
final class Wakeup: Sendable {
    /// The descriptor the loop polls for readability.
    let readFD: Int32
    private let writeFD: Int32

    init(eventFD: Bool) throws(SystemError) {
        #if os(Linux) && canImport(CLinuxShim)
        if eventFD {
            readFD = try Syscall.call("eventfd") { eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC)) }
            writeFD = readFD
            return
        }
        #endif
        var ends: [Int32] = [0, 0]
        try Syscall.call("pipe") { pipe(&ends) }
        do {
            for fd in ends {
                try Socket.setNonBlocking(fd)
                try Syscall.call("fcntl") { fcntl(fd, F_SETFD, FD_CLOEXEC) }
            }
        } catch {
            for fd in ends { close(fd) }
            throw error
        }
        readFD = ends[0]
        writeFD = ends[1]
    }

    deinit {
        close(readFD)
        if writeFD != readFD { close(writeFD) }
    }

    /// Makes `readFD` readable. A full counter or pipe already means "wake up", so `EAGAIN` is fine.
    func signal() {
        var one: UInt64 = 1
        let size = writeFD == readFD ? 8 : 1
        withUnsafeBytes(of: &one) { bytes in
            while true {
                // EAGAIN means a wake-up is already pending, which is all this asks for.
                if write(writeFD, bytes.baseAddress, size) >= 0 || errno != EINTR { return }
            }
        }
    }

    /// Consumes the wake-up so level-triggered polling stops reporting it.
    func drain() {
        var sink: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &sink) { bytes in
            while true {
                let count = read(readFD, bytes.baseAddress, bytes.count)
                if count > 0 && readFD != writeFD { continue }
                if count < 0 && errno == EINTR { continue }
                return
            }
        }
    }
}
