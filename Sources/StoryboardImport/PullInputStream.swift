import Foundation

/// An `InputStream` over a pull closure, for `XMLParser(stream:)`.
///
/// swift-corelibs-foundation's `XMLParser` reads its stream in pieces of the length it asks for and feeds
/// each to libxml2's push parser. Every read is filled to that length (small pulled pieces are joined),
/// so libxml2 sees few large pieces whatever the socket delivered; a read of 0 ends the document.
/// Results match `parse(_:name:)` (the tests compare every fixture and corpus file cut many ways), except
/// that documents over 10 MB parse here while one `Data` of that size meets libxml2's single-buffer
/// limit.
final class PullInputStream: InputStream {
    private var pending: Data
    private var offset = 0
    private var ended: Bool
    private let next: () -> Data?
    /// Asked before each read; `true` ends the stream (the parse has already failed).
    var shouldStop: (() -> Bool)?
    /// Whether the stream ended because `shouldStop` said so, before the input did.
    private(set) var stoppedEarly = false
    private var status: Stream.Status = .notOpen

    init(first: Data, ended: Bool, next: @escaping () -> Data?) {
        self.pending = first
        self.ended = ended
        self.next = next
        super.init(data: Data())
    }

    override func open() { status = .open }

    override func close() { status = .closed }

    override var streamStatus: Stream.Status { status }

    override var streamError: Error? { nil }

    override var hasBytesAvailable: Bool { offset < pending.count || !ended }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if let shouldStop, shouldStop() {
            stoppedEarly = true
            return 0
        }
        var filled = 0
        while filled < length {
            if offset == pending.count {
                guard !ended, let piece = next() else {
                    ended = true
                    break
                }
                pending = piece
                offset = 0
                continue
            }
            let take = min(length - filled, pending.count - offset)
            pending.withUnsafeBytes { raw in
                let source = raw.bindMemory(to: UInt8.self)
                guard let start = source.baseAddress else { return }
                (buffer + filled).update(from: start + offset, count: take)
            }
            offset += take
            filled += take
        }
        if filled == 0 { status = .atEnd }
        return filled
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, length: UnsafeMutablePointer<Int>
    ) -> Bool {
        false
    }
}
