import FuzzSupport
import TarArchive

/// The snapshot upload's archive reader on arbitrary bytes (plain tar, or gzip when they start 1f 8b). Beyond
/// not crashing or hanging: every delivered path obeys the path rules, every finished file got exactly its
/// size in content, the buffers stay within one block, one extended header and one inflate buffer, and the
/// same bytes split into other chunks give the same entries and the same error.
@_cdecl("FuzzTar_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = fuzzInput(data, count)
        // Small limits, so a bomb or a huge declared size is refused in microseconds.
        let limits = TarLimits(
            maxEntries: 64, maxFileBytes: 256 << 10, maxExpandedBytes: 1 << 20, maxPathBytes: 300, maxPathDepth: 8,
            maxHeaderBytes: 4 << 10)
        let whole = readAll(input, chunk: max(1, input.count), limits: limits)
        let split = 1 + (input.count * 31 + Int(input.first ?? 0)) % 700
        let chunked = readAll(input, chunk: split, limits: limits)
        require(whole == chunked, "chunks of \(split) bytes read differently:\n\(whole)\n\(chunked)")
        return 0
    }
}

/// What one reading saw: the entries, the content bytes per ended entry, and the error or the summary.
private struct Outcome: Equatable, CustomStringConvertible {
    var entries: [TarEntry] = []
    var delivered: [UInt64] = []
    var result: String = ""

    var description: String { "\(entries.map(\.path)) \(delivered) \(result)" }
}

private final class Checker: TarEntryHandler {
    var outcome = Outcome()
    private var received: UInt64 = 0

    func tarEntry(_ entry: TarEntry) throws(TarError) {
        let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
        require(!entry.path.isEmpty && !entry.path.hasPrefix("/"), "an unsafe path: \(entry.path.debugDescription)")
        require(
            !parts.contains("..") && !parts.contains(".") && !parts.contains(""), "path \(entry.path.debugDescription)")
        require(!entry.path.utf8.contains(0), "a NUL in \(entry.path.debugDescription)")
        require(entry.kind == .file || entry.size == 0, "a directory with content: \(entry)")
        outcome.entries.append(entry)
        received = 0
    }

    func tarContent(_ bytes: UnsafeRawBufferPointer, of entry: TarEntry) throws(TarError) {
        require(entry.isSelected, "content for a skipped entry")
        received += UInt64(bytes.count)
        require(received <= entry.size, "more content than the entry's size: \(entry)")
    }

    func tarEndOfEntry(_ entry: TarEntry) throws(TarError) {
        require(received == entry.size, "\(received) bytes for an entry of \(entry.size)")
        outcome.delivered.append(received)
    }
}

private func readAll(_ input: UnsafeRawBufferPointer, chunk: Int, limits: TarLimits) -> Outcome {
    let reader = ArchiveReader(limits: limits)
    let checker = Checker()
    do {
        var start = 0
        while start < input.count {
            let end = min(start + chunk, input.count)
            try reader.consume(UnsafeRawBufferPointer(rebasing: input[start..<end]), handler: checker)
            start = end
        }
        let summary = try reader.finish(handler: checker)
        require(summary.entries >= checker.outcome.entries.count, "a summary short of the entries: \(summary)")
        checker.outcome.result = "\(summary)"
    } catch {
        checker.outcome.result = "\(error)"
    }
    // A block, an extended header and one inflate buffer, with room for the allocator's rounding.
    let bound = 2 * 512 + 2 * limits.maxHeaderBytes + (64 << 10)
    require(reader.peakBufferedBytes <= bound, "\(reader.peakBufferedBytes) bytes buffered")
    return checker.outcome
}

/// Stops with `message` when `condition` fails; unlike `precondition`, the message survives `-O`.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
