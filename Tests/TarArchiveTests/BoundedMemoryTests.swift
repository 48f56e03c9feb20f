import Testing

@testable import TarArchive

/// A 200 MB entry streams through the reader while it holds one block (and, for gzip, one output buffer):
/// measured by the readers' own buffer sizes, not by timing or RSS.
struct BoundedMemoryTests {
    static let entrySize = 200_000_000
    static let chunk = [UInt8](repeating: 0x61, count: 64 << 10)
    static let limits = TarLimits(maxFileBytes: 256 << 20)

    /// The archive in pieces: header, 200 MB of content, padding and the end, never whole.
    static func pieces(_ body: ([UInt8], _ isLast: Bool) throws(TarError) -> Void) throws(TarError) {
        try body(HandBuilt.header(Array("Big.storyboard".utf8), size: entrySize), false)
        var left = entrySize
        while left > 0 {
            let count = min(left, chunk.count)
            try body(count == chunk.count ? chunk : Array(chunk[..<count]), false)
            left -= count
        }
        try body([UInt8](repeating: 0, count: (512 - entrySize % 512) % 512) + HandBuilt.end, true)
    }

    @Test func aPlainTarHoldsOneBlock() throws {
        let reader = TarReader(limits: Self.limits)
        let collector = Collector(keepsContent: false)
        try Self.pieces { piece, _ throws(TarError) in try reader.consume(piece, handler: collector) }
        let summary = try reader.finish()
        #expect(summary.selectedBytes == UInt64(Self.entrySize))
        #expect(collector.contentBytes == UInt64(Self.entrySize))
        // Content is handed on from the caller's chunk, never copied into the reader.
        #expect(collector.largestPiece <= Self.chunk.count)
        #expect(reader.peakBufferedBytes >= 512)
        #expect(reader.peakBufferedBytes <= 1_024)
    }

    @Test func aGzipTarHoldsOneBlockAndOneOutputBuffer() throws {
        let reader = ArchiveReader(limits: Self.limits)
        let collector = Collector(keepsContent: false)
        let deflater = Deflater(level: 1)
        try Self.pieces { piece, isLast throws(TarError) in
            var error: TarError?
            deflater.compress(piece, finish: isLast) { compressed in
                guard error == nil else { return }
                do throws(TarError) { try reader.consume(compressed, handler: collector) } catch let thrown {
                    error = thrown
                }
            }
            if let error { throw error }
        }
        let summary = try reader.finish(handler: collector)
        #expect(summary.selectedBytes == UInt64(Self.entrySize))
        #expect(reader.isGzip == true)
        #expect(reader.peakBufferedBytes <= 1_024 + GzipInflater.pieceSize)
    }

    @Test func anExtendedHeaderIsReleasedOnceRead() throws {
        let path = String(repeating: "p", count: 200) + "/" + String(repeating: "q", count: 200)
        let archive = HandBuilt.pax([("path", Array(path.utf8))]) + HandBuilt.file("x", "y") + HandBuilt.end
        let reader = TarReader()
        let collector = Collector()
        try reader.consume(archive, handler: collector)
        _ = try reader.finish()
        #expect(collector.paths == [path])
        #expect(reader.peakBufferedBytes > 512 + 400)
        #expect(reader.bufferedBytes <= 1_024)
    }
}
