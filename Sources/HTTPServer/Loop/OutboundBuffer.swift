import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes a connection still has to write, in order. Small pieces are copied into one reused array
/// (one `write` per batch of pipelined responses); large bodies are queued by reference, not copied.
struct OutboundBuffer {
    /// Bodies at least this large are queued as they are instead of copied.
    static let copyThreshold = 64 * 1024

    private enum Segment {
        case bytes([UInt8])
        case data(Data)

        var count: Int {
            switch self {
            case .bytes(let bytes): return bytes.count
            case .data(let data): return data.count
            }
        }
    }

    /// Earlier pieces, written before `tail`.
    private var segments: [Segment] = []
    /// How much of the first piece (or of `tail`, when there are none) is already written.
    private var offset = 0
    /// Bytes accumulated after every segment; reused between responses.
    var tail: [UInt8] = []

    /// Whether nothing is waiting to be written.
    var isEmpty: Bool { segments.isEmpty && tail.count == offset }

    /// Bytes still to write.
    var pendingBytes: Int {
        if segments.isEmpty { return tail.count - offset }
        return segments.reduce(0) { $0 + $1.count } - offset + tail.count
    }

    /// Appends `data`, by reference when large.
    mutating func append(_ data: Data) {
        if data.count < Self.copyThreshold {
            tail.append(contentsOf: data)
            return
        }
        if !tail.isEmpty {
            if segments.isEmpty && offset > 0 {
                tail.removeFirst(offset)
                offset = 0
            }
            segments.append(.bytes(tail))
            tail = []
        }
        segments.append(.data(data))
    }

    /// Appends `bytes` with `patch` copied over them at `offset` (a preassembled answer and its current
    /// `Date` line): one growth check and two copies instead of an append per piece.
    mutating func appendPatched(_ bytes: [UInt8], at offset: Int, with patch: [UInt8]) {
        precondition(offset + patch.count <= bytes.count)
        let start = tail.count
        tail.append(contentsOf: bytes)
        tail.withUnsafeMutableBytes { tail in
            patch.withUnsafeBytes { patch in
                tail.baseAddress!.advanced(by: start + offset).copyMemory(
                    from: patch.baseAddress!, byteCount: patch.count)
            }
        }
    }

    /// `appendPatched`, but sent to `fd` at once from `bytes` and `patch` themselves (one gathering `sendmsg`,
    /// no copy) when nothing is queued before them; only what the socket does not take is queued. A failed
    /// send queues everything, and the next `write` meets the failure again and reports it.
    mutating func sendPatched(_ bytes: [UInt8], at offset: Int, with patch: [UInt8], to fd: Int32) {
        precondition(offset + patch.count <= bytes.count)
        guard segments.isEmpty, tail.isEmpty else {
            appendPatched(bytes, at: offset, with: patch)
            return
        }
        var sent: Int?
        do {
            sent = try Syscall.nonBlocking("sendmsg") {
                bytes.withUnsafeBytes { whole in
                    patch.withUnsafeBytes { patch in
                        let base = UnsafeMutableRawPointer(mutating: whole.baseAddress!)
                        let after = offset + patch.count
                        var pieces = (
                            iovec(iov_base: base, iov_len: offset),
                            iovec(
                                iov_base: UnsafeMutableRawPointer(mutating: patch.baseAddress!), iov_len: patch.count),
                            iovec(iov_base: base + after, iov_len: whole.count - after)
                        )
                        return withUnsafeMutablePointer(to: &pieces) { tuple in
                            tuple.withMemoryRebound(to: iovec.self, capacity: 3) {
                                Socket.sendNoSignal(fd, pieces: $0, count: 3)
                            }
                        }
                    }
                }
            }
        } catch {
            // Queued below: `write` sends it again and throws this error to its caller, which closes.
            sent = nil
        }
        let done = sent ?? 0
        if done == bytes.count { return }
        appendPatched(bytes, at: offset, with: patch)
        self.offset = done
    }

    /// Writes as much as the socket takes. Returns `true` when everything was written, `false` when the
    /// socket is full (wait for writability).
    mutating func write(to fd: Int32) throws(SystemError) -> Bool {
        // An answer sent at once (`sendPatched`) left nothing queued.
        if segments.isEmpty && tail.isEmpty { return true }
        while let first = segments.first {
            let written: Int?
            switch first {
            case .bytes(let bytes):
                written = try Self.write(fd) { send in
                    bytes.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
                }
            case .data(let data):
                written = try Self.write(fd) { send in
                    data.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
                }
            }
            guard let written else { return false }
            offset += written
            if offset == first.count {
                segments.removeFirst()
                offset = 0
            } else {
                return false
            }
        }
        while offset < tail.count {
            let written = try Self.write(fd) { send in
                tail.withUnsafeBytes { send(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            }
            guard let written else { return false }
            offset += written
        }
        // Keep the array for the next response unless a big answer grew it: thousands of idle
        // connections must not each hold a large buffer.
        if tail.capacity > 16 * 1024 {
            tail = []
        } else {
            tail.removeAll(keepingCapacity: true)
        }
        offset = 0
        return true
    }

    /// Drops everything not yet written.
    mutating func reset() {
        segments = []
        tail = []
        offset = 0
    }

    /// Runs `body` with a function that sends bytes on `fd`, through `Syscall` (EINTR, errno).
    @inline(__always)
    private static func write(
        _ fd: Int32, _ body: ((UnsafeRawBufferPointer) -> Int) -> Int
    ) throws(SystemError) -> Int? {
        // A peer that went away is an error to handle, not a SIGPIPE.
        return try Syscall.nonBlocking("send") { body { bytes in Socket.sendNoSignal(fd, bytes) } }
    }
}
