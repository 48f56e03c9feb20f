#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One event loop's access log: lines are gathered in a buffer and written to standard error in
/// batches, so logging costs a memory copy per request instead of a system call.
struct AccessLog {
    /// Flush once this many bytes are waiting.
    static let flushBytes = 16 * 1024
    /// Flush at least this often (nanoseconds) while lines are waiting.
    static let flushInterval: UInt64 = 200_000_000

    let enabled: Bool
    /// Where lines go: standard error, or a test's pipe.
    private let output: Int32
    private var buffer: [UInt8] = []
    private var oldestLine: UInt64 = 0

    init(enabled: Bool, output: Int32 = STDERR_FILENO) {
        self.enabled = enabled
        self.output = output
        if enabled { buffer.reserveCapacity(Self.flushBytes * 2) }
    }

    /// Whether lines are waiting to be written.
    var hasPendingLines: Bool { !buffer.isEmpty }

    /// Records `METHOD path status bytes microseconds`.
    mutating func record(method: HTTPMethod, path: String, status: Int, bytes: Int, started: UInt64, now: UInt64) {
        var path = path
        path.withUTF8 { path in
            record(
                method: method, path: UnsafeRawBufferPointer(path), status: status, bytes: bytes, started: started,
                now: now)
        }
    }

    /// Records `METHOD path status bytes microseconds`, the path given as the bytes sent.
    mutating func record(
        method: HTTPMethod, path: UnsafeRawBufferPointer, status: Int, bytes: Int, started: UInt64, now: UInt64
    ) {
        guard enabled else { return }
        if buffer.isEmpty { oldestLine = now }
        buffer.append(contentsOf: method.rawValue.utf8)
        buffer.append(ASCII.space)
        buffer.append(contentsOf: path)
        buffer.append(ASCII.space)
        HTTPResponse.appendDecimal(status, to: &buffer)
        buffer.append(ASCII.space)
        HTTPResponse.appendDecimal(bytes, to: &buffer)
        buffer.append(ASCII.space)
        HTTPResponse.appendDecimal(Int((now &- started) / 1000), to: &buffer)
        buffer.append(contentsOf: "us\n".utf8)
        if buffer.count >= Self.flushBytes { flush() }
    }

    /// Writes the waiting lines if the oldest has waited long enough.
    mutating func flushIfDue(now: UInt64) {
        if !buffer.isEmpty && now &- oldestLine >= Self.flushInterval { flush() }
    }

    /// Writes every waiting line to standard error.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(output, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                // A closed or broken stderr must not stop the server; the log lines are dropped.
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
