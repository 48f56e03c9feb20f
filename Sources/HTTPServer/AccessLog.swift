#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
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

    /// Records `METHOD path status bytes microseconds`, the path given as the bytes sent. The line is
    /// formatted in scratch memory and appended at once: one copy into the batch, not one per piece.
    mutating func record(
        method: HTTPMethod, path: UnsafeRawBufferPointer, status: Int, bytes: Int, started: UInt64, now: UInt64
    ) {
        guard enabled else { return }
        if buffer.isEmpty { oldestLine = now }
        var token = method.rawValue
        token.withUTF8 { token in
            // Three numbers of at most 20 digits, four separators and "us\n".
            let length = token.count + path.count + 3 * 20 + 7
            withUnsafeTemporaryAllocation(byteCount: length, alignment: 1) { line in
                var used = 0
                func put(_ bytes: UnsafeRawBufferPointer) {
                    if let base = bytes.baseAddress, !bytes.isEmpty {
                        line.baseAddress!.advanced(by: used).copyMemory(from: base, byteCount: bytes.count)
                    }
                    used += bytes.count
                }
                func put(_ byte: UInt8) {
                    line[used] = byte
                    used += 1
                }
                func put(decimal value: Int) {
                    var rest = max(0, value)
                    let start = used
                    repeat {
                        put(UInt8(ascii: "0") + UInt8(rest % 10))
                        rest /= 10
                    } while rest > 0
                    var (low, high) = (start, used - 1)
                    while low < high {
                        line.swapAt(low, high)
                        low += 1
                        high -= 1
                    }
                }
                put(UnsafeRawBufferPointer(token))
                put(ASCII.space)
                put(path)
                put(ASCII.space)
                put(decimal: status)
                put(ASCII.space)
                put(decimal: bytes)
                put(ASCII.space)
                put(decimal: Int((now &- started) / 1000))
                put(UInt8(ascii: "u"))
                put(UInt8(ascii: "s"))
                put(ASCII.lf)
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[..<used]))
            }
        }
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
