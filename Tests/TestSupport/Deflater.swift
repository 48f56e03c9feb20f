import CZlib

/// A streaming gzip compressor for the tests, so a huge archive (a bomb) is made piece by piece, never held.
public final class Deflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var output = [UInt8](repeating: 0, count: 64 << 10)

    public init(level: Int32 = 9) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = deflateInit2_(
            stream, level, Z_DEFLATED, 16 + MAX_WBITS, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
            Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "deflateInit2 failed: \(status)")
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input`, calling `sink` with each compressed piece; `finish` ends the gzip member.
    public func compress(_ input: [UInt8], finish: Bool = false, _ sink: ([UInt8]) throws -> Void) rethrows {
        try input.withUnsafeBytes { buffer in
            stream.pointee.next_in = UnsafeMutablePointer(
                mutating: buffer.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.pointee.avail_in = uInt(buffer.count)
            while true {
                let produced: Int = output.withUnsafeMutableBytes { out in
                    stream.pointee.next_out = out.baseAddress!.assumingMemoryBound(to: Bytef.self)
                    stream.pointee.avail_out = uInt(out.count)
                    let status = deflate(stream, finish ? Z_FINISH : Z_NO_FLUSH)
                    precondition(
                        status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, "deflate: \(status)")
                    return out.count - Int(stream.pointee.avail_out)
                }
                if produced > 0 { try sink(Array(output[..<produced])) }
                if produced < output.count && stream.pointee.avail_in == 0 { break }
            }
            stream.pointee.next_in = nil
        }
    }
}
