import Foundation

/// A push-style tar reader: feed it the archive's bytes as they arrive, in chunks of any size, and `finish()`.
/// It delivers accepted entries and their content to a handler, holding one 512-byte block and, only while one
/// is read, a pax or GNU long-name header (at most `TarLimits.maxHeaderBytes`) — never a file or the archive.
///
/// Reads ustar, POSIX pax (`x` per-file `path`, `size`, `mtime`, `linkpath`; `g` global `comment`), GNU long
/// names (`L`, `K`) and v7 headers. Every rule of `TarLimits` and `TarPath` is checked at the entry's header,
/// before any of its content is delivered. After an error every later call throws that error again.
public final class TarReader {
    /// The limits in force.
    public let limits: TarLimits
    private let filter: TarFilter?

    private enum State {
        case header
        /// One end-of-archive zero block was read; the next block must be the second.
        case zeroSeen
        case content(remaining: UInt64, deliver: Bool)
        case padding(remaining: Int)
        case extendedHeader(flag: UInt8, remaining: Int)
        case done
    }

    /// What pax `x` and GNU `L`/`K` headers say about the next entry.
    private struct Pending {
        var pax: PaxRecords?
        var longName: [UInt8]?
        var longLink: [UInt8]?
    }

    private var block = [UInt8](repeating: 0, count: TarHeader.blockSize)
    private var filled = 0
    private var extended: [UInt8] = []
    private var state = State.header
    private var pending = Pending()
    private var offset: UInt64 = 0
    private var table = PathTable()
    private var current: TarEntry?
    /// The current entry as the archive spells it, for messages.
    private var currentName: String?
    private var failure: TarError?
    private var summary = TarSummary(
        entries: 0, selectedFiles: 0, skippedFiles: 0, directories: 0, selectedBytes: 0, expandedBytes: 0)

    /// Bytes the reader holds now: its block buffer and any extended header being read.
    public var bufferedBytes: Int { block.capacity + extended.capacity }
    /// The most `bufferedBytes` has been since the reader was made.
    public private(set) var peakBufferedBytes = 0
    /// The pax global header's `comment`, once one was read (`git archive` puts the commit's SHA there).
    public var globalComment: String? { summary.globalComment }
    /// Whether both end-of-archive blocks were read (later bytes are ignored).
    public var reachedEnd: Bool {
        if case .done = state { return true }
        return false
    }
    /// The entry being read, as the archive spells it (for a message about a failure outside the reader).
    public var entryInProgress: String? { currentName }

    /// A reader enforcing `limits`; with a `filter`, only the files it selects get their content delivered.
    public init(limits: TarLimits = TarLimits(), filter: TarFilter? = nil) {
        self.limits = limits
        self.filter = filter
        peakBufferedBytes = bufferedBytes
    }

    /// Reads the next bytes of the archive, delivering what they complete to `handler`.
    public func consume(_ bytes: UnsafeRawBufferPointer, handler: any TarEntryHandler) throws(TarError) {
        if let failure { throw failure }
        do {
            try read(bytes, handler)
        } catch {
            failure = error
            throw error
        }
    }

    /// Reads `bytes` (an array or a slice of one).
    public func consume(_ bytes: some ContiguousBytes, handler: any TarEntryHandler) throws(TarError) {
        let outcome: Result<Void, TarError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(TarError) in try consume(buffer, handler: handler) }
        }
        try outcome.get()
    }

    /// The archive has no more bytes: the summary, or `truncated` when it ended before its end-of-archive blocks.
    public func finish() throws(TarError) -> TarSummary {
        if let failure { throw failure }
        let error: TarError
        switch state {
        case .done:
            return summary
        case .content(let remaining, _):
            let size = current?.size ?? 0
            error = .truncated(entry: currentName, received: size - remaining, expected: size)
        case .header where filled > 0, .zeroSeen where filled > 0:
            error = .truncated(entry: nil, received: UInt64(filled), expected: UInt64(TarHeader.blockSize))
        default:
            error = .truncated(entry: nil, received: 0, expected: 0)
        }
        failure = error
        throw error
    }

    private func read(_ bytes: UnsafeRawBufferPointer, _ handler: any TarEntryHandler) throws(TarError) {
        var index = 0
        while index < bytes.count {
            let available = bytes.count - index
            switch state {
            case .done:
                return
            case .header, .zeroSeen:
                let taken = min(available, TarHeader.blockSize - filled)
                block.withUnsafeMutableBytes { target in
                    target.baseAddress!.advanced(by: filled).copyMemory(
                        from: bytes.baseAddress!.advanced(by: index), byteCount: taken)
                }
                filled += taken
                index += taken
                if filled == TarHeader.blockSize {
                    filled = 0
                    try headerBlock(handler)
                }
            case .content(let remaining, let deliver):
                let taken = Int(min(UInt64(available), remaining))
                if deliver, let current {
                    try handler.tarContent(
                        UnsafeRawBufferPointer(rebasing: bytes[index..<(index + taken)]), of: current)
                }
                index += taken
                offset += UInt64(taken)
                if remaining == UInt64(taken) {
                    try endEntry(handler)
                } else {
                    state = .content(remaining: remaining - UInt64(taken), deliver: deliver)
                }
            case .padding(let remaining):
                let taken = min(available, remaining)
                index += taken
                offset += UInt64(taken)
                state = taken == remaining ? .header : .padding(remaining: remaining - taken)
            case .extendedHeader(let flag, let remaining):
                let taken = min(available, remaining)
                extended.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[index..<(index + taken)]))
                peakBufferedBytes = max(peakBufferedBytes, bufferedBytes)
                index += taken
                offset += UInt64(taken)
                if taken == remaining {
                    try endExtendedHeader(flag)
                } else {
                    state = .extendedHeader(flag: flag, remaining: remaining - taken)
                }
            }
        }
    }

    /// Bytes of padding after `size` bytes of data, up to the next block.
    private static func padding(_ size: UInt64) -> Int {
        Int((UInt64(TarHeader.blockSize) - size % UInt64(TarHeader.blockSize)) % UInt64(TarHeader.blockSize))
    }

    private func headerBlock(_ handler: any TarEntryHandler) throws(TarError) {
        let at = offset
        offset += UInt64(TarHeader.blockSize)
        if TarHeader.isZero(block) {
            if case .zeroSeen = state {
                if pending.pax != nil || pending.longName != nil || pending.longLink != nil {
                    throw .badHeader(entry: nil, offset: at, reason: "an extended header is followed by no entry")
                }
                summary.expandedBytes = offset
                state = .done
            } else {
                state = .zeroSeen
            }
            return
        }
        if case .zeroSeen = state {
            throw .badHeader(entry: nil, offset: at, reason: "a lone zero block is followed by more headers")
        }
        if offset > limits.maxExpandedBytes {
            throw .expandedTooLarge(entry: currentName, limit: limits.maxExpandedBytes)
        }
        let header = try TarHeader(block, offset: at)
        switch header.typeFlag {
        case UInt8(ascii: "x"), UInt8(ascii: "g"), UInt8(ascii: "L"), UInt8(ascii: "K"):
            guard header.size <= UInt64(limits.maxHeaderBytes) else {
                throw .headerTooLarge(entry: nil, size: header.size, limit: limits.maxHeaderBytes)
            }
            try checkExpanded(header.size, entry: currentName)
            extended = []
            extended.reserveCapacity(Int(header.size))
            peakBufferedBytes = max(peakBufferedBytes, bufferedBytes)
            state = .extendedHeader(flag: header.typeFlag, remaining: Int(header.size))
            if header.size == 0 { try endExtendedHeader(header.typeFlag) }
        default:
            try beginEntry(header, at: at, handler)
        }
    }

    private func checkExpanded(_ size: UInt64, entry: String?) throws(TarError) {
        let (end, overflow) = offset.addingReportingOverflow(size + UInt64(Self.padding(size)))
        if overflow || end > limits.maxExpandedBytes {
            throw .expandedTooLarge(entry: entry, limit: limits.maxExpandedBytes)
        }
    }

    private func endExtendedHeader(_ flag: UInt8) throws(TarError) {
        let at = offset - UInt64(extended.count)
        switch flag {
        case UInt8(ascii: "x"): pending.pax = try PaxRecords(extended, entry: nil, offset: at)
        case UInt8(ascii: "g"):
            let global = try PaxRecords(extended, entry: nil, offset: at)
            if let comment = global.comment { summary.globalComment = comment }
        case UInt8(ascii: "L"): pending.longName = Self.trimmingNULs(extended)
        default: pending.longLink = Self.trimmingNULs(extended)
        }
        let padding = Self.padding(UInt64(extended.count))
        extended = []
        state = padding > 0 ? .padding(remaining: padding) : .header
    }

    /// A GNU long name's data ends in NUL; a NUL before its end is kept, so the path rules refuse it.
    private static func trimmingNULs(_ data: [UInt8]) -> [UInt8] {
        var data = data
        while data.last == 0 { data.removeLast() }
        return data
    }

    private func beginEntry(_ header: TarHeader, at: UInt64, _ handler: any TarEntryHandler) throws(TarError) {
        let name = pending.pax?.path ?? pending.longName ?? header.name
        let size = pending.pax?.size ?? header.size
        let link = pending.pax?.linkPath ?? pending.longLink ?? header.linkName
        let sparse = pending.pax?.isSparse ?? false
        let modificationTime = pending.pax?.modificationTime ?? header.modificationTime
        pending = Pending()
        let shown = TarPath.display(name)
        currentName = shown
        summary.entries += 1
        if summary.entries > limits.maxEntries { throw .tooManyEntries(entry: shown, limit: limits.maxEntries) }

        let parts = try TarPath.components(of: name, limits: limits)
        let kind = try Self.kind(header.typeFlag, name: name, shown: shown, link: link, sparse: sparse)
        if kind == .directory && size != 0 {
            throw .badHeader(entry: shown, offset: at, reason: "a directory entry may not have content")
        }
        if size > limits.maxFileBytes { throw .fileTooLarge(entry: shown, size: size, limit: limits.maxFileBytes) }
        try checkExpanded(size, entry: shown)
        // `tar -C folder .` begins with the folder itself, `./`: nothing to create or deliver.
        if parts.isEmpty {
            guard kind == .directory else { throw .unsafePath(entry: shown, rule: .empty) }
            state = .header
            return
        }
        try table.insert(parts, kind: kind, spelled: shown)

        let path = parts.joined(separator: "/")
        let selected = kind == .file && (filter?.selects(path) ?? true)
        let entry = TarEntry(
            path: path, kind: kind, size: size, mode: header.mode, modificationTime: modificationTime,
            isSelected: selected)
        switch (kind, selected) {
        case (.directory, _): summary.directories += 1
        case (.file, true):
            summary.selectedFiles += 1
            summary.selectedBytes += size
        case (.file, false): summary.skippedFiles += 1
        }
        current = entry
        try handler.tarEntry(entry)
        if size == 0 {
            try endEntry(handler)
        } else {
            state = .content(remaining: size, deliver: selected)
        }
    }

    private func endEntry(_ handler: any TarEntryHandler) throws(TarError) {
        guard let entry = current else { return }
        try handler.tarEndOfEntry(entry)
        current = nil
        let padding = Self.padding(entry.size)
        state = padding > 0 ? .padding(remaining: padding) : .header
    }

    /// The accepted kind of a header's type flag, or the refusal naming the entry.
    private static func kind(
        _ flag: UInt8, name: [UInt8], shown: String, link: [UInt8], sparse: Bool
    ) throws(TarError) -> TarEntry.Kind {
        let refused: TarError.RefusedType
        switch flag {
        case UInt8(ascii: "0"), 0:
            if sparse { refused = .sparse; break }
            // Before ustar, a directory was a regular-file entry whose name ends in '/'.
            return name.last == UInt8(ascii: "/") ? .directory : .file
        case UInt8(ascii: "5"): return .directory
        case UInt8(ascii: "1"): refused = .hardLink(target: TarPath.display(link))
        case UInt8(ascii: "2"): refused = .symbolicLink(target: TarPath.display(link))
        case UInt8(ascii: "3"): refused = .characterDevice
        case UInt8(ascii: "4"): refused = .blockDevice
        case UInt8(ascii: "6"): refused = .fifo
        case UInt8(ascii: "7"): refused = .contiguous
        case UInt8(ascii: "S"): refused = .sparse
        default: refused = .other(flag: flag)
        }
        throw .unsupportedType(entry: shown, type: refused)
    }
}
