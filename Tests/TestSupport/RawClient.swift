import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one blocking HTTP/1.1 test client of every test target, on a real loopback TCP socket: it writes
/// exact bytes and reads responses one by one, so tests see framing, pipelining and connection closes as a
/// real client would.
public final class RawClient {
    /// A response read off the wire.
    public typealias Response = WireResponse

    /// A socket call failed, the server closed too early, or a read timed out (`errno 11`, EAGAIN).
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public var description: String

        /// Creates a failure.
        public init(description: String) {
            self.description = description
        }
    }

    /// The socket, for tests that write to it from another thread.
    public let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; a read gives up after `timeout` seconds so a test never hangs. With
    /// `source` (another loopback address, such as 127.0.0.2 on Linux) the connection comes from there: a
    /// second client as the server sees it.
    public init(port: Int, timeout: Double = 10, source: String? = nil) throws {
        // The socket is connected before it is stored: once every property is set, a throwing init runs
        // `deinit`, and a second `close` of the number would close whatever another test opened under it.
        fd = try Self.connected(port: port, source: source)
        setReadTimeout(timeout)
    }

    /// A socket connected to 127.0.0.1:`port` (from `source` when given), closed again when that fails.
    private static func connected(port: Int, source: String?) throws -> Int32 {
        let fd = TestSocket.stream()
        guard fd >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        if let source {
            let bound = withAddress(source, port: 0) { bind(fd, $0, $1) }
            guard bound == 0 else {
                let error = errno
                close(fd)
                throw Failure(description: "bind to \(source) failed: errno \(error)")
            }
        }
        let result = withAddress("127.0.0.1", port: port) { connect(fd, $0, $1) }
        guard result == 0 else {
            let error = errno
            close(fd)
            throw Failure(description: "connect failed: errno \(error)")
        }
        return fd
    }

    deinit { close(fd) }

    /// Calls `body` with the IPv4 socket address `host:port`.
    private static func withAddress(
        _ host: String, port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(host)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    /// Changes how long one read may wait (for a response that takes long to compute).
    public func setReadTimeout(_ seconds: Double) {
        var interval = timeval(
            tv_sec: Int(seconds), tv_usec: .init((seconds - Double(Int(seconds))) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends `text` as UTF-8.
    public func send(_ text: String) throws {
        try send(Data(text.utf8))
    }

    /// Sends raw bytes, all of them.
    public func send(_ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = socketSend(fd, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw Failure(description: "send failed: errno \(errno)") }
                offset += written
            }
        }
    }

    /// Sends one request (with `Host` and, for a body, `Content-Length`) and reads its response.
    public func request(
        _ method: String, _ target: String, headers: [String: String] = [:], body: Data? = nil
    ) throws -> WireResponse {
        do {
            try send(Self.encode(method, target, headers: headers, body: body))
        } catch {
            // The server may answer early and close (413 for a body over the limit): read what it said.
        }
        return try readResponse(method: method)
    }

    /// The bytes of one request as `request` sends them: the request line, `Host`, the fields sorted by
    /// name, `Content-Length` for a body, then the body.
    public static func encode(_ method: String, _ target: String, headers: [String: String], body: Data?) -> Data {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        var bytes = Data(head.utf8)
        if let body { bytes += body }
        return bytes
    }

    /// The status and fields of a response head (status line and field lines, without the empty line).
    public static func parseHead(_ headText: String) throws -> (status: Int, headers: [(String, String)]) {
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(headText)")
        }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (status, headers)
    }

    /// Reads one response. `HEAD` responses (`head: true` or `method: "HEAD"`) and 1xx, 204 and 304 have no
    /// body whatever their fields say (RFC 9112 section 6.3).
    public func readResponse(head: Bool = false, method: String = "GET") throws -> WireResponse {
        var end: Int?
        while true {
            end = Self.find([13, 10, 13, 10], in: buffer)
            if end != nil { break }
            guard try fill() else { throw Failure(description: "connection closed before a response head") }
        }
        let headEnd = end!
        let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        let (status, headers) = try Self.parseHead(headText)
        var response = WireResponse(status: status, headers: headers, body: Data())
        if head || method == "HEAD" || status < 200 || status == 204 || status == 304 { return response }
        let length = Int(response.header("Content-Length") ?? "0") ?? 0
        while buffer.count < length {
            guard try fill() else { throw Failure(description: "connection closed inside a body") }
        }
        response.body = Data(buffer[..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Whether the server closes the connection (end of stream or reset) before a read times out,
    /// ignoring whatever it sends first. A timeout is `false`: the connection is still open.
    public func closesConnection() -> Bool {
        while true {
            do {
                if try !fill() { return true }
            } catch {
                return false
            }
        }
    }

    /// Whether the server closed the connection; the same as `closesConnection()`.
    public func isClosedByPeer() -> Bool {
        closesConnection()
    }

    /// Whether bytes (or the end of the stream) can be read within `seconds`, without reading them.
    public func hasInput(within seconds: Double) -> Bool {
        if !buffer.isEmpty { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(seconds * 1000)) > 0
    }

    /// Everything the server sends until it closes.
    public func readUntilClosed() throws -> String {
        while try fill() {}
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Reads more bytes; `false` at end of stream (or a reset), throws on a timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(fd, &chunk, chunk.count, 0)
        if count < 0 {
            if errno == ECONNRESET { return false }
            throw Failure(description: "recv failed or timed out: errno \(errno)")
        }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}

/// The client the API tests name: the same one client.
public typealias TestHTTPClient = RawClient

/// `send(2)` without SIGPIPE.
private func socketSend(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    TestSocket.send(fd, pointer, count)
}
