import Foundation
import HTTPServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking test client on a raw TCP socket: writes exact bytes and reads responses one by one, so
/// tests see framing, pipelining and connection closes as a real client would.
final class RawClient {
    struct Response {
        var status: Int
        var headers: [(String, String)]
        var body: Data

        func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }

        var text: String { String(decoding: body, as: UTF8.self) }

        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds so a test never hangs.
    init(port: Int, timeout: Double = 10) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(description: "connect failed: errno \(errno)")
        }
        var interval = timeval(tv_sec: Int(timeout), tv_usec: .init((timeout - Double(Int(timeout))) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    func send(_ text: String) throws {
        try send(Data(text.utf8))
    }

    func send(_ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = socketSend(fd, bytes.baseAddress! + offset, bytes.count - offset)
                guard written > 0 else { throw Failure(description: "send failed: errno \(errno)") }
                offset += written
            }
        }
    }

    /// Reads more bytes; `false` at end of stream.
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

    /// Reads one response. `head: true` for a response to HEAD (no body whatever Content-Length says).
    func readResponse(head: Bool = false) throws -> Response {
        var end: Int?
        while true {
            end = Self.find([13, 10, 13, 10], in: buffer)
            if end != nil { break }
            guard try fill() else { throw Failure(description: "connection closed before a response head") }
        }
        let headEnd = end!
        let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(headText)")
        }
        let headers = lines.map { line -> (String, String) in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts[0]), parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
        }
        var response = Response(status: status, headers: headers, body: Data())
        if head || status < 200 || status == 204 || status == 304 { return response }
        let length = Int(response.header("Content-Length") ?? "0") ?? 0
        while buffer.count < length {
            guard try fill() else { throw Failure(description: "connection closed inside a body") }
        }
        response.body = Data(buffer[..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Whether the server closes the connection (end of stream or reset) before `timeout` passes,
    /// ignoring whatever it sends first.
    func closesConnection() -> Bool {
        while true {
            do {
                if try !fill() { return true }
            } catch {
                return false
            }
        }
    }

    /// Everything the server sends until it closes.
    func readUntilClosed() throws -> String {
        while try fill() {}
        defer { buffer = [] }
        return String(decoding: buffer, as: UTF8.self)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}

/// `send(2)` without SIGPIPE where the flag exists (Linux); the tests ignore SIGPIPE through the server.
private func socketSend(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return send(fd, pointer, count, Int32(MSG_NOSIGNAL))
    #else
    return send(fd, pointer, count, 0)
    #endif
}
