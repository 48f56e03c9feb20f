import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking HTTP/1.1 client for one request over plain TCP, its body streamed from a file in large pieces:
/// what `navgraph push` sends to an `http://` server. (FoundationNetworking's `URLSession` on Linux hands an
/// uploaded file to libcurl a few kilobytes at a time through dispatch queues: for an 82 MB archive, tens of
/// thousands of thread wake-ups and about two seconds of system time.)
public enum HTTPExchange {
    /// What the server answered.
    public struct Answer: Sendable, Equatable {
        public var status: Int
        /// The header fields, names as sent.
        public var headers: [HTTPField]
        /// The body, its transfer coding (chunked) removed.
        public var body: [UInt8]
    }

    /// One header field.
    public struct HTTPField: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Sends `method target` to `host:port` with `headers` (plus `Host`, `Content-Length` and
    /// `Connection: close`) and the file at `bodyPath` as its body (none when nil), then reads the whole answer.
    /// Each step (connect, each send, each receive) waits at most `timeoutSeconds`. A server that answers
    /// before it has read the whole body (a `413`, a `401`) and closes is heard: its answer is returned.
    public static func send(
        method: String, host: String, port: Int, target: String, headers: [HTTPField], bodyPath: String?,
        timeoutSeconds: Int
    ) throws(SystemError) -> Answer {
        var file: Int32 = -1
        var length = 0
        if let bodyPath {
            file = open(bodyPath, O_RDONLY)
            guard file >= 0 else { throw SystemError(syscall: "open(\(bodyPath))", errno: errno) }
            var info = stat()
            guard fstat(file, &info) == 0 else {
                let failure = errno
                close(file)
                throw SystemError(syscall: "fstat(\(bodyPath))", errno: failure)
            }
            length = Int(info.st_size)
        }
        defer { if file >= 0 { close(file) } }

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

        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(authority)\r\n"
        for field in headers { head += "\(field.name): \(field.value)\r\n" }
        if bodyPath != nil { head += "Content-Length: \(length)\r\n" }
        head += "Connection: close\r\n\r\n"
        do {
            let headBytes = Array(head.utf8)
            try sendAll(fd, headBytes, count: headBytes.count)
            if file >= 0 { try sendFile(file, to: fd) }
        } catch {
            // The server may have answered already and closed its side; that answer is the one to report.
            if let early = try? receiveAnswer(fd), early.status > 0 { return early }
            throw error
        }
        return try receiveAnswer(fd)
    }

    /// The file's bytes to `fd`, a mebibyte at a time.
    private static func sendFile(_ file: Int32, to fd: Int32) throws(SystemError) {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = try Syscall.call("read") {
                buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            }
            if count == 0 { return }
            try sendAll(fd, buffer, count: count)
        }
    }

    /// The first `count` bytes of `bytes` to `fd`, from the array itself (a mebibyte of the file is not copied
    /// again for each piece).
    private static func sendAll(_ fd: Int32, _ bytes: [UInt8], count: Int) throws(SystemError) {
        var sent = 0
        while sent < count {
            sent += try Syscall.call("send") {
                bytes.withUnsafeBytes { Socket.sendNoSignal(fd, UnsafeRawBufferPointer(rebasing: $0[sent..<count])) }
            }
        }
    }

    /// Reads until the server closes (the request said `Connection: close`), or until a body of the declared
    /// `Content-Length` is whole (a proxy that keeps the connection open anyway), and parses the answer.
    private static func receiveAnswer(_ fd: Int32) throws(SystemError) -> Answer {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var whole: Int?
        while whole.map({ bytes.count < $0 }) ?? true {
            let count = try Syscall.call("recv") {
                buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            }
            if count == 0 { break }
            bytes += buffer[0..<count]
            if whole == nil { whole = declaredLength(bytes) }
        }
        guard let answer = parse(bytes) else {
            let start = String(decoding: bytes.prefix(80), as: UTF8.self)
            throw SystemError(syscall: "recv (not an HTTP answer: '\(start)')", errno: EPROTO)
        }
        return answer
    }

    /// The length of the whole answer when its head is complete and declares a `Content-Length` (and no
    /// chunked coding); nil otherwise.
    static func declaredLength(_ bytes: [UInt8]) -> Int? {
        guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).lowercased()
        guard !head.contains("transfer-encoding:") else { return nil }
        for line in head.components(separatedBy: "\r\n") where line.hasPrefix("content-length:") {
            return Int(line.dropFirst("content-length:".count).trimmingCharacters(in: [" ", "\t"]))
                .map { end.upperBound + $0 }
        }
        return nil
    }

    /// The answer in `bytes` (all the server sent): status line (RFC 9112 section 4), fields, and the body by
    /// `Transfer-Encoding: chunked`, `Content-Length` or the connection's close; nil when it is not one.
    static func parse(_ bytes: [UInt8]) -> Answer? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { return nil }
        let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines[0].split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]), (100...999).contains(code)
        else { return nil }
        var fields: [HTTPField] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            fields.append(HTTPField(String(line[..<colon]), value))
        }
        func field(_ name: String) -> String? {
            fields.first { $0.name.lowercased() == name }?.value
        }
        var body = Array(bytes[end.upperBound...])
        if field("transfer-encoding")?.lowercased().contains("chunked") == true {
            guard let decoded = dechunk(body) else { return nil }
            body = decoded
        } else if let declared = field("content-length").flatMap({ Int($0) }) {
            guard declared <= body.count else { return nil }
            body = Array(body.prefix(declared))
        }
        return Answer(status: code, headers: fields, body: body)
    }

    /// The data of a chunked body (RFC 9112 section 7.1), trailers dropped; nil when it is cut short.
    static func dechunk(_ bytes: [UInt8]) -> [UInt8]? {
        var data: [UInt8] = []
        var index = 0
        let lineEnd: [UInt8] = Array("\r\n".utf8)
        while true {
            guard let lineRange = bytes[index...].firstRange(of: lineEnd) else { return nil }
            let sizeText = String(decoding: bytes[index..<lineRange.lowerBound], as: UTF8.self)
            let digits = sizeText.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(digits.trimmingCharacters(in: [" ", "\t"]), radix: 16), size >= 0 else { return nil }
            index = lineRange.upperBound
            if size == 0 { return data }
            guard bytes.count - index >= size + 2 else { return nil }
            data += bytes[index..<(index + size)]
            index += size + 2
        }
    }
}
