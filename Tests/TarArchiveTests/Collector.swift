import Foundation
import TarArchive

/// A handler that keeps what a reader delivered: the entries in order and each selected file's content.
final class Collector: TarEntryHandler {
    private(set) var entries: [TarEntry] = []
    private(set) var contents: [String: [UInt8]] = [:]
    /// Content bytes delivered, counted even when `keepsContent` is off.
    private(set) var contentBytes: UInt64 = 0
    private(set) var ended: [String] = []
    /// The largest single content piece delivered.
    private(set) var largestPiece = 0
    private let keepsContent: Bool

    init(keepsContent: Bool = true) {
        self.keepsContent = keepsContent
    }

    func tarEntry(_ entry: TarEntry) throws(TarError) {
        entries.append(entry)
        if keepsContent && entry.isSelected { contents[entry.path] = [] }
    }

    func tarContent(_ bytes: UnsafeRawBufferPointer, of entry: TarEntry) throws(TarError) {
        contentBytes += UInt64(bytes.count)
        largestPiece = max(largestPiece, bytes.count)
        if keepsContent { contents[entry.path, default: []].append(contentsOf: bytes) }
    }

    func tarEndOfEntry(_ entry: TarEntry) throws(TarError) {
        ended.append(entry.path)
    }

    /// The paths of the entries, in archive order.
    var paths: [String] { entries.map(\.path) }
}

/// Reads `archive` through an `ArchiveReader` in chunks of `chunk` bytes.
func read(
    _ archive: [UInt8], chunk: Int = 64 << 10, limits: TarLimits = TarLimits(), filter: TarFilter? = nil,
    compression: ArchiveReader.Compression = .detect
) throws(TarError) -> (Collector, TarSummary) {
    let reader = ArchiveReader(limits: limits, filter: filter, compression: compression)
    let collector = Collector()
    var start = 0
    while start < archive.count {
        let end = min(start + chunk, archive.count)
        try reader.consume(archive[start..<end], handler: collector)
        start = end
    }
    return (collector, try reader.finish(handler: collector))
}

/// The error reading `archive` throws (in chunks of `chunk` bytes), or `nil` when it reads cleanly.
func failure(
    _ archive: [UInt8], chunk: Int = 64 << 10, limits: TarLimits = TarLimits(), filter: TarFilter? = nil
) -> TarError? {
    do {
        _ = try read(archive, chunk: chunk, limits: limits, filter: filter)
        return nil
    } catch {
        return error
    }
}

/// The chunk sizes every reading test feeds, to show a block, a header or a file may be split anywhere.
let chunkSizes = [1, 7, 512, 64 << 10]
