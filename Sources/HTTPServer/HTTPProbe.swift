#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal blocking HTTP/1.1 client for one `GET`: enough for a health check (Docker's HEALTHCHECK)
/// without bringing in libcurl.
public enum HTTPProbe {
    /// The status code `GET path` on `host:port` answers with, waiting at most `timeoutSeconds` per step.
    public static func status(host: String, port: Int, path: String, timeoutSeconds: Int) throws(SystemError) -> Int {
        let (info, list) = try Socket.address(host: host, port: port, passive: false)
        defer { freeaddrinfo(list) }
        let fd = try Syscall.call("socket") { socket(info.ai_family, info.ai_socktype, info.ai_protocol) }
        defer { close(fd) }
        try Socket.suppressSIGPIPE(fd)
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        try Syscall.call("setsockopt(SO_RCVTIMEO)") { setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, size) }
        try Syscall.call("setsockopt(SO_SNDTIMEO)") { setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, size) }
        try Syscall.call("connect") { connect(fd, info.ai_addr, info.ai_addrlen) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            sent += try Syscall.call("send") {
                request[sent...].withUnsafeBytes { Socket.sendNoSignal(fd, $0) }
            }
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while !response.contains(UInt8(ascii: "\n")) {
            let count = try Syscall.call("recv") {
                buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            }
            if count == 0 { break }
            response += buffer[0..<count]
        }
        // Status line: HTTP-version SP status-code SP reason-phrase (RFC 9112 section 4).
        let line = String(decoding: response.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw SystemError(syscall: "recv (not an HTTP status line: '\(line)')", errno: EPROTO)
        }
        return status
    }
}
