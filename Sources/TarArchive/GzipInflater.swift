import CZlib

/// A push-style gzip decompressor over zlib: feed it compressed chunks and it hands out the inflated bytes in
/// pieces of at most `pieceSize`, never more than `outputLimit` in all (the check runs as it inflates, so a
/// bomb stops at the limit, not after). Concatenated gzip members (RFC 1952 section 2.2) are read as one stream.
final class GzipInflater {
    /// The largest piece handed out at once: the one output buffer.
    static let pieceSize = 64 << 10

    /// The z_stream lives at a fixed address: zlib keeps a pointer back to it and checks it on every call.
    private let stream: UnsafeMutablePointer<z_stream>
    private let output: UnsafeMutableRawBufferPointer
    private let outputLimit: UInt64
    /// Bytes handed out so far.
    private(set) var produced: UInt64 = 0
    /// Whether the last member read so far ended (its trailer checked); more input starts a new member.
    private(set) var memberEnded = false

    /// Bytes the inflater holds for output (zlib's own window and state come on top, fixed in size).
    var bufferedBytes: Int { output.count }

    /// Raised when the inflated bytes would pass `outputLimit`.
    struct LimitReached: Error {}

    init(outputLimit: UInt64) throws(TarError) {
        self.outputLimit = outputLimit
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        output = .allocate(byteCount: Self.pieceSize, alignment: 16)
        // 16 + MAX_WBITS: a gzip header and trailer around the deflate data (zlib.h, inflateInit2).
        let status = inflateInit2_(stream, 16 + MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        // Every property is set, so a throw from here runs `deinit`, which frees the stream and the buffer
        // (`inflateEnd` refuses a stream that never started); freeing them here as well would free them twice.
        guard status == Z_OK else { throw .corruptGzip(reason: "zlib could not start (\(status))") }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
        output.deallocate()
    }

    /// Inflates `input`, calling `body` with each piece; `body` answers false to stop (the rest is ignored).
    /// Throws `LimitReached` past the limit, or `TarError.corruptGzip`, or what `body` throws.
    func inflate(_ input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> Bool) throws {
        guard let base = input.baseAddress, input.count > 0 else { return }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
        stream.pointee.avail_in = uInt(input.count)
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        while true {
            if memberEnded {
                guard stream.pointee.avail_in > 0 else { return }
                inflateReset(stream)
                memberEnded = false
            }
            // Room for one byte past the limit, so passing it is seen without inflating further.
            let left = outputLimit - produced
            let room = left < UInt64(output.count) ? left + 1 : UInt64(output.count)
            stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
            stream.pointee.avail_out = uInt(room)
            let status = CZlib.inflate(stream, Z_NO_FLUSH)
            let count = Int(room) - Int(stream.pointee.avail_out)
            var damage: TarError?
            switch status {
            case Z_OK, Z_BUF_ERROR: break
            case Z_STREAM_END: memberEnded = true
            default:
                let message = stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
                damage = .corruptGzip(reason: message)
            }
            // What was inflated before a limit or damage is handed out first: when the tar stream ends in it, the
            // rest does not matter, however the input was split into chunks.
            if produced + UInt64(count) > outputLimit {
                let fits = Int(outputLimit - produced)
                produced = outputLimit
                if fits > 0, try !body(UnsafeRawBufferPointer(rebasing: output[0..<fits])) { return }
                throw LimitReached()
            }
            produced += UInt64(count)
            if count > 0, try !body(UnsafeRawBufferPointer(rebasing: output[0..<count])) { return }
            if let damage { throw damage }
            // Done with this input once zlib neither filled the buffer nor has a new member to start.
            if stream.pointee.avail_out > 0 && !memberEnded { return }
            if status == Z_BUF_ERROR && count == 0 { return }
        }
    }
}
