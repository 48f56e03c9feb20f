#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Socket set-up for listeners and accepted connections.
enum Socket {
    /// A non-blocking listening socket on `host:port`. With `reusePort`, several loops may each bind one
    /// to the same port and the kernel spreads connections among them (Linux `SO_REUSEPORT`; ignored elsewhere,
    /// where `listeners` shares one socket instead).
    static func listen(host: String, port: Int, reusePort: Bool, backlog: Int32) throws(SystemError) -> Int32 {
        let (info, list) = try address(host: host, port: port, passive: true)
        defer { freeaddrinfo(list) }
        let fd = try Syscall.call("socket") { socket(info.ai_family, info.ai_socktype, info.ai_protocol) }
        do {
            try setFlag(fd, SOL_SOCKET, SO_REUSEADDR)
            #if os(Linux)
            if reusePort { try setFlag(fd, SOL_SOCKET, SO_REUSEPORT) }
            #endif
            try Syscall.call("bind") { bind(fd, info.ai_addr, info.ai_addrlen) }
            try Syscall.call("listen") { systemListen(fd, backlog) }
            try setNonBlocking(fd)
        } catch {
            close(fd)
            throw error
        }
        return fd
    }

    /// `count` listening sockets on `host:port` for as many event loops (each loop owns and closes one), and
    /// the port they are bound to. With `spread`, each is bound on its own with `SO_REUSEPORT`, which on Linux
    /// hashes incoming connections over them. Otherwise one socket is bound and the others are `dup(2)`s of
    /// it, so every loop accepts from one queue: BSD's and macOS's `SO_REUSEPORT` hands all connections to a
    /// single socket, so separate ones would leave loops idle. Either way the accepting loop passes each
    /// connection to the least loaded loop.
    static func listeners(
        host: String, port: Int, count: Int, backlog: Int32, spread: Bool
    ) throws(SystemError) -> (listeners: [Int32], port: Int) {
        var listeners: [Int32] = []
        do {
            // `SO_REUSEPORT` would also let this process join another one's listeners on the port (any process
            // of the same user): two servers would silently split the connections. A socket bound without it
            // first fails as a second server should, with `EADDRINUSE`.
            if spread && count > 1 && port != 0 {
                close(try listen(host: host, port: port, reusePort: false, backlog: 1))
            }
            let first = try listen(host: host, port: port, reusePort: spread && count > 1, backlog: backlog)
            listeners.append(first)
            let bound = try boundPort(first)
            for _ in 1..<max(1, count) {
                if spread {
                    listeners.append(try listen(host: host, port: bound, reusePort: true, backlog: backlog))
                } else {
                    let copy = try Syscall.call("dup") { dup(first) }
                    listeners.append(copy)
                    try Syscall.call("fcntl") { fcntl(copy, F_SETFD, FD_CLOEXEC) }
                }
            }
            return (listeners, bound)
        } catch {
            for fd in listeners { close(fd) }
            throw error
        }
    }

    /// The first stream-socket address of `host:port` (`passive` for a listener), with the list to free.
    static func address(
        host: String, port: Int, passive: Bool
    ) throws(SystemError) -> (addrinfo, UnsafeMutablePointer<addrinfo>) {
        var hints = addrinfo()
        hints.ai_flags = (passive ? AI_PASSIVE : 0) | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        // glibc declares the socket types as an enum; Darwin and musl as plain ints.
        #if os(Linux) && canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw SystemError.resolving(host, status: status == 0 ? EAI_NONAME : status, errno: errno)
        }
        return (first.pointee, first)
    }

    /// The port a bound socket got (the ephemeral one when asked for port 0).
    static func boundPort(_ fd: Int32) throws(SystemError) -> Int {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        try Syscall.call("getsockname") {
            withUnsafeMutablePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
        }
        if Int32(storage.ss_family) == AF_INET6 {
            return withUnsafePointer(to: &storage) { pointer in
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
        }
        return withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
    }

    /// Accepts one pending connection, made non-blocking and close-on-exec; `nil` when none is pending.
    static func accept(_ listener: Int32) throws(SystemError) -> Int32? {
        // Plain accept(2) plus fcntl: accept4 is not exported by Swift's Glibc module, and the two extra
        // calls happen once per connection, not per request.
        guard let fd = try Syscall.nonBlocking("accept", { systemAccept(listener) }) else { return nil }
        do {
            try setNonBlocking(fd)
            try Syscall.call("fcntl") { fcntl(fd, F_SETFD, FD_CLOEXEC) }
            try suppressSIGPIPE(fd)
        } catch {
            close(fd)
            throw error
        }
        return fd
    }

    /// Turns off Nagle's algorithm: responses are whole when written, and waiting for an ACK before
    /// sending the next small one would add delayed-ACK latency to keep-alive traffic.
    static func setNoDelay(_ fd: Int32) throws(SystemError) {
        try setFlag(fd, Int32(IPPROTO_TCP), TCP_NODELAY)
    }

    /// Makes writes to `fd` after the peer has gone fail with `EPIPE` instead of raising SIGPIPE where the
    /// platform needs a socket option for that (Darwin's `SO_NOSIGPIPE`; Linux passes `MSG_NOSIGNAL` to
    /// each `send` instead, see `sendNoSignal`).
    static func suppressSIGPIPE(_ fd: Int32) throws(SystemError) {
        #if canImport(Darwin)
        try setFlag(fd, SOL_SOCKET, SO_NOSIGPIPE)
        #endif
    }

    /// `send(2)` on a connected socket that never raises SIGPIPE: `MSG_NOSIGNAL` on Linux (Darwin has no such
    /// flag; `suppressSIGPIPE` set the socket's option there). Returns what `send` returns.
    @inline(__always)
    static func sendNoSignal(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if os(Linux)
        return send(fd, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
        return send(fd, bytes.baseAddress, bytes.count, 0)
        #endif
    }

    /// `sendmsg(2)` of `count` pieces (gathered, one system call) that never raises SIGPIPE, as
    /// `sendNoSignal`. Returns what `sendmsg` returns.
    @inline(__always)
    static func sendNoSignal(_ fd: Int32, pieces: UnsafeMutablePointer<iovec>, count: Int) -> Int {
        var message = msghdr()
        message.msg_iov = pieces
        message.msg_iovlen = numericCast(count)
        #if os(Linux)
        return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
        #else
        return sendmsg(fd, &message, 0)
        #endif
    }

    static func setFlag(_ fd: Int32, _ level: Int32, _ option: Int32) throws(SystemError) {
        var on: Int32 = 1
        try Syscall.call("setsockopt") { setsockopt(fd, level, option, &on, socklen_t(MemoryLayout<Int32>.size)) }
    }

    static func setNonBlocking(_ fd: Int32) throws(SystemError) {
        let flags = try Syscall.call("fcntl") { fcntl(fd, F_GETFL) }
        try Syscall.call("fcntl") { fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }
}

@inline(__always)
private func systemListen(_ fd: Int32, _ backlog: Int32) -> Int32 {
    listen(fd, backlog)
}

@inline(__always)
private func systemAccept(_ fd: Int32) -> Int32 {
    accept(fd, nil, nil)
}
