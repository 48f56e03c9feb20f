#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The two socket calls whose spelling differs between glibc and Darwin, for tests that open raw sockets.
public enum TestSocket {
    /// A new TCP socket (`socket(AF_INET, SOCK_STREAM, 0)`), close-on-exec so that no child a test starts holds
    /// it (a test's thousands of idle connections once left a PostgreSQL cluster too few descriptors to start); -1
    /// on failure, with `errno` set.
    public static func stream() -> Int32 {
        // glibc declares the socket types as an enum; Darwin and musl as plain ints.
        #if os(Linux) && canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        if fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return fd
    }

    /// `send(2)` that fails with `EPIPE` rather than raising SIGPIPE once the peer has gone: `MSG_NOSIGNAL` on
    /// Linux; Darwin has no such flag, so the socket gets `SO_NOSIGPIPE` first.
    public static func send(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if os(Linux)
        return systemSend(fd, pointer, count, Int32(MSG_NOSIGNAL))
        #else
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        return systemSend(fd, pointer, count, 0)
        #endif
    }
}

/// libc's `send`, which the member of the same name hides inside `TestSocket`.
private func systemSend(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
    send(fd, pointer, count, flags)
}
