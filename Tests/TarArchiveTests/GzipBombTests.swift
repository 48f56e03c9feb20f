import Testing

@testable import TarArchive

/// Gzip bombs: the expanded-size limit is checked while inflating, so a bomb stops at the limit, not after.
struct GzipBombTests {
    static let zeros = [UInt8](repeating: 0, count: 1 << 20)

    /// 1 GiB of zeros, compressed as it is made (about 1 MB); only the compressed bytes are held.
    static func compressedZeros(_ total: Int) -> [UInt8] {
        let deflater = Deflater()
        var compressed: [UInt8] = []
        for index in 0..<(total / zeros.count) {
            deflater.compress(zeros, finish: index == total / zeros.count - 1) { compressed += $0 }
        }
        return compressed
    }

    @Test func theInflaterStopsExactlyAtItsLimit() throws {
        let bomb = Self.compressedZeros(1 << 30)
        #expect(bomb.count < 2 << 20)
        let limit: UInt64 = 512 << 20
        let inflater = try GzipInflater(outputLimit: limit)
        var inflated: UInt64 = 0
        var largest = 0
        var stopped = false
        do {
            try bomb.withUnsafeBytes { buffer in
                try inflater.inflate(buffer) { piece in
                    inflated += UInt64(piece.count)
                    largest = max(largest, piece.count)
                    return true
                }
            }
        } catch is GzipInflater.LimitReached {
            stopped = true
        }
        #expect(stopped)
        #expect(inflated == limit)
        #expect(largest <= GzipInflater.pieceSize)
    }

    /// Sixteen 64 MiB files of zeros (1 GiB, each within the per-file limit): the entry whose header would take
    /// the archive past 512 MiB is refused, and none of its content is delivered.
    @Test func aTarBombIsRefusedAtTheEntryThatPassesTheLimit() throws {
        let fileSize = 64 << 20
        let deflater = Deflater(level: 6)
        var compressed: [UInt8] = []
        for index in 0..<16 {
            let name = "zeros-\(index < 10 ? "0" : "")\(index).bin"
            deflater.compress(HandBuilt.header(Array(name.utf8), size: fileSize)) { compressed += $0 }
            for _ in 0..<(fileSize / Self.zeros.count) { deflater.compress(Self.zeros) { compressed += $0 } }
        }
        deflater.compress(HandBuilt.end, finish: true) { compressed += $0 }
        #expect(compressed.count < 4 << 20)

        // The first entry k whose end, (k + 1) * (header + content), passes 512 MiB.
        let perEntry = 512 + fileSize
        let refused = (0..<16).first { ($0 + 1) * perEntry > 512 << 20 }!
        let reader = ArchiveReader()
        let collector = Collector(keepsContent: false)
        var error: TarError?
        var start = 0
        do {
            while start < compressed.count {
                try reader.consume(compressed[start..<min(start + 65_536, compressed.count)], handler: collector)
                start += 65_536
            }
            _ = try reader.finish(handler: collector)
        } catch let thrown {
            error = thrown
        }
        #expect(error == .expandedTooLarge(entry: "zeros-0\(refused).bin", limit: 512 << 20))
        #expect(error?.description == "expanded size passes the 512 MiB limit in entry 'zeros-0\(refused).bin'")
        #expect(collector.contentBytes == UInt64(refused * fileSize))
        #expect(collector.entries.count == refused)
    }

    @Test func corruptGzipIsReported() throws {
        var good: [UInt8] = []
        let deflater = Deflater()
        deflater.compress(HandBuilt.file("a", String(repeating: "a", count: 4_000)) + HandBuilt.end, finish: true) {
            good += $0
        }
        #expect(try read(good).1.selectedFiles == 1)
        var corrupt = good
        corrupt[corrupt.count / 2] ^= 0xFF
        corrupt[corrupt.count / 2 + 1] ^= 0x55
        guard case .corruptGzip = failure(corrupt) else {
            Issue.record("a damaged gzip stream was not reported as corrupt: \(String(describing: failure(corrupt)))")
            return
        }
        // Forced gzip (Content-Encoding: gzip) on bytes that are not gzip.
        #expect(throws: TarError.self) { try read(HandBuilt.end, compression: .gzip) }
    }

    @Test(arguments: chunkSizes)
    func aGzipStreamCutShortNamesTheEntry(chunk: Int) {
        var compressed: [UInt8] = []
        let deflater = Deflater(level: 0)
        deflater.compress(
            HandBuilt.file("Main.storyboard", String(repeating: "m", count: 9_216)) + HandBuilt.end, finish: true
        ) {
            compressed += $0
        }
        // Stored (level 0) blocks: the first 4,000 bytes of gzip hold the header and most of a 9,216-byte file.
        guard
            case .truncated(entry: "Main.storyboard", _, expected: 9_216) = failure(
                Array(compressed[..<4_000]), chunk: chunk)
        else {
            Issue.record(
                "not truncated in Main.storyboard: \(String(describing: failure(Array(compressed[..<4_000]))))")
            return
        }
    }

    /// Damage after the tar stream's end (here the gzip trailer's CRC) is never read, whether zlib meets it in the
    /// same call that inflated the end blocks (one chunk) or later (small chunks): the outcome does not depend on
    /// how the upload was split.
    @Test(arguments: chunkSizes)
    func damageAfterTheEndOfTheTarStreamIsIgnoredHoweverItIsSplit(chunk: Int) throws {
        var compressed: [UInt8] = []
        Deflater().compress(HandBuilt.file("a", "x") + HandBuilt.end, finish: true) { compressed += $0 }
        compressed[compressed.count - 8] ^= 0xFF
        let (collector, summary) = try read(compressed, chunk: chunk)
        #expect(collector.contents == ["a": [0x78]])
        #expect(summary.expandedBytes == 2_048)
    }
}
