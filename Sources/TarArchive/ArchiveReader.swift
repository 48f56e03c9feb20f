import Foundation

/// The front door for an uploaded archive: a tar stream, plain or gzip-compressed, fed in chunks as they arrive.
/// Gzip is recognised by its magic bytes (or forced, for a `Content-Encoding: gzip` body); the decompressed size
/// counts against `TarLimits.maxExpandedBytes` while it inflates.
public final class ArchiveReader {
    /// How the bytes are compressed.
    public enum Compression: Equatable, Sendable {
        /// Gzip when the stream starts with its magic bytes 1f 8b (RFC 1952 section 2.3.1), else plain tar.
        case detect
        case gzip
        case none
    }

    private let tar: TarReader
    private var compression: Compression
    private var inflater: GzipInflater?
    /// The first byte, held until the second shows whether the stream is gzip.
    private var sniffed: UInt8?
    private var failure: TarError?

    /// Bytes held now: the tar reader's buffers and the inflater's output buffer.
    public var bufferedBytes: Int { tar.bufferedBytes + (inflater?.bufferedBytes ?? 0) }
    /// The most `bufferedBytes` has been.
    public private(set) var peakBufferedBytes: Int
    /// The pax global header's `comment` (`git archive`: the commit's SHA), once read.
    public var globalComment: String? { tar.globalComment }
    /// Whether the stream was gzip (`nil` until its first two bytes arrived).
    public var isGzip: Bool? {
        switch compression {
        case .detect: return nil
        case .gzip: return true
        case .none: return false
        }
    }

    /// A reader enforcing `limits`; with a `filter`, only the files it selects get their content delivered.
    public init(limits: TarLimits = TarLimits(), filter: TarFilter? = nil, compression: Compression = .detect) {
        tar = TarReader(limits: limits, filter: filter)
        self.compression = compression
        peakBufferedBytes = tar.bufferedBytes
    }

    /// Reads the next bytes of the upload, delivering the entries they complete to `handler`. After an error
    /// every later call throws that error again.
    public func consume(_ bytes: UnsafeRawBufferPointer, handler: any TarEntryHandler) throws(TarError) {
        if let failure { throw failure }
        do {
            try start(bytes, handler)
        } catch {
            failure = error
            throw error
        }
    }

    private func start(_ bytes: UnsafeRawBufferPointer, _ handler: any TarEntryHandler) throws(TarError) {
        guard bytes.count > 0 else { return }
        if compression == .detect {
            guard let first = sniffed else {
                sniffed = bytes[0]
                if bytes.count > 1 { try start(UnsafeRawBufferPointer(rebasing: bytes[1...]), handler) }
                return
            }
            compression = first == 0x1F && bytes[0] == 0x8B ? .gzip : .none
            sniffed = nil
            try withUnsafeBytes(of: first) { byte throws(TarError) in try pass(byte, handler) }
        }
        try pass(bytes, handler)
    }

    /// Reads `bytes` (an array, `Data`, or a slice of either).
    public func consume(_ bytes: some ContiguousBytes, handler: any TarEntryHandler) throws(TarError) {
        let outcome: Result<Void, TarError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(TarError) in try consume(buffer, handler: handler) }
        }
        try outcome.get()
    }

    /// The upload ended: the summary, or why the archive is incomplete.
    public func finish(handler: any TarEntryHandler) throws(TarError) -> TarSummary {
        if let failure { throw failure }
        if let first = sniffed {
            compression = .none
            sniffed = nil
            try withUnsafeBytes(of: first) { byte throws(TarError) in try pass(byte, handler) }
        }
        // A gzip stream cut short is a tar stream cut short: the tar reader names the entry it ended in. Once the
        // tar stream has ended, the rest of the gzip stream is neither read nor checked.
        return try tar.finish()
    }

    private func pass(_ bytes: UnsafeRawBufferPointer, _ handler: any TarEntryHandler) throws(TarError) {
        defer { peakBufferedBytes = max(peakBufferedBytes, tar.peakBufferedBytes + (inflater?.bufferedBytes ?? 0)) }
        guard compression == .gzip else { return try tar.consume(bytes, handler: handler) }
        if inflater == nil { inflater = try GzipInflater(outputLimit: tar.limits.maxExpandedBytes) }
        // Once the tar stream has ended, what follows is ignored without inflating it.
        guard let inflater, !tar.reachedEnd else { return }
        do {
            try inflater.inflate(bytes) { piece in
                try tar.consume(piece, handler: handler)
                return !tar.reachedEnd
            }
        } catch let error as TarError {
            throw error
        } catch {
            throw .expandedTooLarge(entry: tar.entryInProgress, limit: tar.limits.maxExpandedBytes)
        }
    }
}
