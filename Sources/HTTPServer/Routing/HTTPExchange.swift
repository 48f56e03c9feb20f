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
///
/// A server cannot hold it or fill its memory: the whole exchange (connect, request, head and body) has one
/// deadline, and the answer's head and body have limits (`Limits`). It follows no redirect: a 3xx is the answer.
public enum HTTPExchange {
    /// What the server answered.
    public struct Answer: Sendable, Equatable {
        public var status: Int
        /// The header fields, names as sent.
        public var headers: [HTTPField]
        /// The body, its transfer coding (chunked) removed.
        public var body: [UInt8]

        /// The value of the first field named `name` (any case).
        public func field(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }
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

    /// The most of an answer that is read: past either, the exchange fails instead of reading on.
    public struct Limits: Sendable, Equatable {
        /// The status line and header fields, up to the blank line that ends them: 64 KiB.
        public var headBytes: Int
        /// The body as sent (chunk framing included): 8 MiB.
        public var bodyBytes: Int

        public init(headBytes: Int = 64 << 10, bodyBytes: Int = 8 << 20) {
            self.headBytes = headBytes
            self.bodyBytes = bodyBytes
        }
    }

    /// Why an exchange has no answer.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// A system call failed: the name did not resolve, the connection was refused or reset.
        case system(SystemError)
        /// The whole exchange did not end within its deadline, in seconds.
        case timedOut(seconds: Int)
        /// The answer's head passed its limit (in bytes) without ending.
        case headTooLarge(limit: Int)
        /// The answer's body passed its limit (in bytes).
        case bodyTooLarge(limit: Int)
        /// What came back is not an HTTP/1.x answer; its start.
        case notHTTP(String)

        public var description: String {
            switch self {
            case .system(let error): error.description
            case .timedOut(let seconds): "no whole answer within \(seconds) s"
            case .headTooLarge(let limit):
                "the answer's head passed \(Self.size(limit)) without ending; read no further"
            case .bodyTooLarge(let limit): "the answer's body passed \(Self.size(limit)); read no further"
            case .notHTTP(let start): "not an HTTP answer: '\(start)'"
            }
        }

        /// `64 KiB`, `8 MiB`, or bytes.
        static func size(_ bytes: Int) -> String {
            if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
            if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
            return "\(bytes) bytes"
        }
    }

    /// The end of the exchange: each blocking call waits at most what is left of it.
    struct Deadline {
        let end: UInt64
        let seconds: Int

        init(seconds: Int) {
            self.seconds = seconds
            end = MonotonicClock.now() &+ MonotonicClock.nanoseconds(Double(seconds))
        }

        /// Runs the blocking call `body` on `fd` with its send and receive timeouts set to what is left; a call
        /// that runs out of it (`EAGAIN`, `EINPROGRESS` for a connect) is `timedOut`.
        func call<Result: BinaryInteger>(
            _ name: String, on fd: Int32, _ body: () -> Result
        ) throws(Failure) -> Result {
            let now = MonotonicClock.now()
            guard now < end else { throw .timedOut(seconds: seconds) }
            // At least a microsecond: a zero timeout would wait forever.
            let left = max(end - now, 1_000)
            var time = timeval(tv_sec: Int(left / 1_000_000_000), tv_usec: Int(left % 1_000_000_000 / 1_000))
            let size = socklen_t(MemoryLayout<timeval>.size)
            do {
                try Syscall.call("setsockopt(SO_RCVTIMEO)") { setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, size) }
                try Syscall.call("setsockopt(SO_SNDTIMEO)") { setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, size) }
                return try Syscall.call(name, body)
            } catch {
                if [EAGAIN, EWOULDBLOCK, EINPROGRESS, ETIMEDOUT].contains(error.errno) {
                    throw .timedOut(seconds: seconds)
                }
                throw .system(error)
            }
        }
    }

    /// Sends `method target` to `host:port` with `headers` (plus `Host`, `Content-Length` and
    /// `Connection: close`) and the file at `bodyPath` as its body (none when nil), then reads the whole answer.
    /// Everything after the name's resolution (connect, send, the answer's head and body) ends within
    /// `timeoutSeconds`; an answer past `limits` is not read on. A server that answers before it has read the
    /// whole body (a `413`, a `401`) and closes is heard: its answer is returned.
    public static func send(
        method: String, host: String, port: Int, target: String, headers: [HTTPField], bodyPath: String?,
        timeoutSeconds: Int, limits: Limits = Limits()
    ) throws(Failure) -> Answer {
        var file: Int32 = -1
        var length = 0
        if let bodyPath {
            file = open(bodyPath, O_RDONLY)
            guard file >= 0 else { throw .system(SystemError(syscall: "open(\(bodyPath))", errno: errno)) }
            var info = stat()
            guard fstat(file, &info) == 0 else {
                let failure = errno
                close(file)
                throw .system(SystemError(syscall: "fstat(\(bodyPath))", errno: failure))
            }
            length = Int(info.st_size)
        }
        defer { if file >= 0 { close(file) } }

        let info: addrinfo
        let list: UnsafeMutablePointer<addrinfo>?
        do {
            (info, list) = try Socket.address(host: host, port: port, passive: false)
        } catch {
            throw .system(error)
        }
        defer { freeaddrinfo(list) }
        let deadline = Deadline(seconds: timeoutSeconds)
        let fd: Int32
        do {
            fd = try Syscall.call("socket") { socket(info.ai_family, info.ai_socktype, info.ai_protocol) }
        } catch {
            throw .system(error)
        }
        defer { close(fd) }
        do {
            try Socket.suppressSIGPIPE(fd)
        } catch {
            throw .system(error)
        }
        _ = try deadline.call("connect", on: fd) { connect(fd, info.ai_addr, info.ai_addrlen) }

        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(authority)\r\n"
        for field in headers { head += "\(field.name): \(field.value)\r\n" }
        if bodyPath != nil { head += "Content-Length: \(length)\r\n" }
        head += "Connection: close\r\n\r\n"
        do {
            let headBytes = Array(head.utf8)
            try sendAll(fd, headBytes, count: headBytes.count, deadline)
            if file >= 0 { try sendFile(file, to: fd, deadline) }
        } catch {
            // The server may have answered already and closed its side; that answer is the one to report.
            if case .system = error, let early = try? receiveAnswer(fd, deadline, limits), early.status > 0 {
                return early
            }
            throw error
        }
        return try receiveAnswer(fd, deadline, limits)
    }

    /// The file's bytes to `fd`, a mebibyte at a time.
    private static func sendFile(_ file: Int32, to fd: Int32, _ deadline: Deadline) throws(Failure) {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count: Int
            do {
                count = try Syscall.call("read") {
                    buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
                }
            } catch {
                throw .system(error)
            }
            if count == 0 { return }
            try sendAll(fd, buffer, count: count, deadline)
        }
    }

    /// The first `count` bytes of `bytes` to `fd`, from the array itself (a mebibyte of the file is not copied
    /// again for each piece).
    private static func sendAll(_ fd: Int32, _ bytes: [UInt8], count: Int, _ deadline: Deadline) throws(Failure) {
        var sent = 0
        while sent < count {
            sent += try deadline.call("send", on: fd) {
                bytes.withUnsafeBytes { Socket.sendNoSignal(fd, UnsafeRawBufferPointer(rebasing: $0[sent..<count])) }
            }
        }
    }

    /// Reads until the server closes (the request said `Connection: close`), or until a body of the declared
    /// `Content-Length` is whole (a proxy that keeps the connection open anyway), and parses the answer; a head
    /// or a body past `limits` stops the reading.
    private static func receiveAnswer(_ fd: Int32, _ deadline: Deadline, _ limits: Limits) throws(Failure) -> Answer {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var headEnd: Int?
        var whole: Int?
        while whole.map({ bytes.count < $0 }) ?? true {
            let count = try deadline.call("recv", on: fd) {
                buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            }
            if count == 0 { break }
            let searchFrom = max(0, bytes.count - 3)
            bytes += buffer[0..<count]
            if headEnd == nil {
                headEnd = bytes[searchFrom...].firstRange(of: Array("\r\n\r\n".utf8))?.upperBound
                if let headEnd {
                    guard headEnd <= limits.headBytes else { throw .headTooLarge(limit: limits.headBytes) }
                    whole = declaredLength(bytes)
                } else if bytes.count > limits.headBytes {
                    throw .headTooLarge(limit: limits.headBytes)
                }
            }
            if let headEnd, max(whole ?? 0, bytes.count) - headEnd > limits.bodyBytes {
                throw .bodyTooLarge(limit: limits.bodyBytes)
            }
        }
        guard let answer = parse(bytes) else {
            throw .notHTTP(String(decoding: bytes.prefix(80), as: UTF8.self))
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
