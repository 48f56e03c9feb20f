import Foundation

/// The two ways bytes reach a reader, shared by every document: a whole `Data`, or pieces pulled from a
/// stream (an upload read from the socket) without first holding the whole document.
extension SAXDocumentReader {
    /// Checks the prolog of `data` (`PrologGuard`), then parses it into `handler`.
    /// - Throws: `ImportError`, the first problem met.
    static func read(_ data: Data, into handler: any SAXDocumentHandler) throws(ImportError) {
        try PrologGuard.check(data, source: handler.source, document: handler.documentKind)
        let reader = SAXDocumentReader(handler)
        // The reader hands libxml2 the bytes in slices, so a file of any size reads like a stream.
        _ = data.withUnsafeBytes { reader.feed($0) }
        try reader.finish()
    }

    /// Parses the document pulled piece by piece from `next` (the next bytes, `nil` at the end; empty pieces are
    /// allowed) into `handler`. Results and errors are the same as `read(_:into:)` on the concatenated bytes.
    ///
    /// The prolog (everything before the root element) is collected first and checked by the same guard, so a
    /// DTD or entity declaration is refused before the XML parser sees a byte. A caller whose source fails (a
    /// client that disconnects) returns `nil` and reports its own error.
    static func read(pulling next: () -> Data?, into handler: any SAXDocumentHandler) throws(ImportError) {
        var prolog = Data()
        var ended = false
        // Scanning again only once the bytes have doubled keeps the work linear however small the pieces.
        var nextScan = 256
        while true {
            guard let piece = next() else {
                ended = true
                break
            }
            prolog.append(piece)
            if prolog.count >= nextScan {
                if PrologScan.isComplete(prolog) { break }
                nextScan = prolog.count * 2
            }
        }
        try PrologGuard.check(prolog, source: handler.source, document: handler.documentKind)
        let reader = SAXDocumentReader(handler)
        // Each piece goes to the parser as it arrives; none is kept. Reading stops at the first error.
        var going = prolog.withUnsafeBytes { reader.feed($0) }
        while going, !ended {
            guard let piece = next() else { break }
            going = piece.withUnsafeBytes { reader.feed($0) }
        }
        try reader.finish()
    }

    /// Reads the file at `url` and hands its bytes to `parse`; a failure to read is `.unreadable`, and every
    /// error is located at the file's path.
    static func readFile<Document>(
        _ url: URL, _ parse: (Data) throws(ImportError) -> Document
    ) throws(ImportError) -> Document {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(
                .unreadable, "cannot read \(url.path): \(FileErrorText.reason(error, reading: url.path))",
                source: url.path)
        }
        do throws(ImportError) {
            return try parse(data)
        } catch {
            var located = error
            located.source = url.path
            throw located
        }
    }
}
