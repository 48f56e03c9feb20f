import Foundation
import StoryboardModel

/// Reads Interface Builder `.xib` XML (as Xcode writes it, iOS, tvOS and macOS) into a `Nib`: its File's Owner
/// and its top-level objects.
///
/// The same streaming reader as `StoryboardParser` (`SAXDocumentReader`): libxml2's SAX2 parser behind the
/// UTF-8 check and `PrologGuard`, with the same limits and the same errors, located by line and column.
public enum NibParser {
    /// Parses nib XML.
    ///
    /// - Parameters:
    ///   - data: the bytes of the `.xib` file.
    ///   - name: the nib name (the file name without `.xib`), used as the model's name and in error messages.
    /// - Returns: the nib with its owner and top-level objects in document order, each with its source line.
    /// - Throws: `ImportError` for empty input, malformed XML (with line and column), a document that is not
    ///   a nib (`notANib`, naming its document type: a storyboard, say), a DTD or entity declaration, or an
    ///   encoding other than UTF-8 (or a byte that is not UTF-8).
    public static func parse(_ data: Data, name: String) throws(ImportError) -> Nib {
        let handler = NibSAXHandler(source: name)
        try SAXDocumentReader.read(data, into: handler)
        return handler.nib()
    }

    /// Parses nib XML pulled piece by piece from `next` (the next bytes, `nil` at the end; empty pieces are
    /// allowed). Results and errors are the same as `parse(_:name:)` on the concatenated bytes.
    public static func parse(name: String, pulling next: () -> Data?) throws(ImportError) -> Nib {
        let handler = NibSAXHandler(source: name)
        try SAXDocumentReader.read(pulling: next, into: handler)
        return handler.nib()
    }

    /// Parses nib XML given as a sequence of pieces; see `parse(name:pulling:)`.
    public static func parse(chunks: some Sequence<Data>, name: String) throws(ImportError) -> Nib {
        var iterator = chunks.makeIterator()
        return try parse(name: name) { iterator.next() }
    }

    /// Reads and parses the nib file at `url`, named after the file (`CellView.xib` → `CellView`); errors are
    /// located at the file's path.
    public static func parse(contentsOf url: URL) throws(ImportError) -> Nib {
        try SAXDocumentReader.readFile(url) { data throws(ImportError) in
            try parse(data, name: StoryboardFiles.nibName(of: url))
        }
    }
}
