#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal blocking HTTP/1.1 client for one `GET`, enough for a health check without libcurl.
enum HealthProbe {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The status code of `GET path` on `host:port`.
    static func status(host: String, port: Int, path: String, timeoutSeconds: Int) throws -> Int {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host, String(port), &hints, &list)
        guard lookup == 0, let first = list else {
            throw Failure(description: "cannot resolve \(host): \(String(cString: gai_strerror(lookup)))")
        }
        defer { freeaddrinfo(list) }
        let socketFD = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard socketFD >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(socketFD) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        guard setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, size) == 0,
            setsockopt(socketFD, SOL_SOCKET, SO_SNDTIMEO, &timeout, size) == 0
        else { throw Failure(description: "setsockopt: \(String(cString: strerror(errno)))") }
        guard connect(socketFD, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            throw Failure(description: "connect: \(String(cString: strerror(errno)))")
        }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8)
        var sent = 0
        while sent < request.count {
            let written = request[sent...].withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, 0) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw Failure(description: "send: \(String(cString: strerror(errno)))") }
            sent += written
        }
        var response: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while !response.contains(UInt8(ascii: "\n")) {
            let count = buffer.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            response += buffer[0..<count]
        }
        // Status line: HTTP-version SP status-code SP reason (RFC 9112 section 4).
        let line = String(decoding: response.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        let parts = line.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else {
            throw Failure(description: "not an HTTP answer: '\(line)'")
        }
        return status
    }
}
