import Foundation
import StoryboardModel

/// Parsing a storyboard whose bytes arrive in pieces (an upload read from the socket), without first
/// holding the whole document.
extension StoryboardParser {
    /// Parses storyboard XML pulled piece by piece from `next`, which returns the next bytes, or `nil` at the
    /// end of the input. Results and errors are the same as `parse(_:name:)` on the concatenated bytes.
    ///
    /// The prolog (everything before the root element) is collected first and checked by the same guard as
    /// `parse(_:name:)`, so a DTD or entity declaration is refused before the XML parser sees a byte.
    /// A caller whose source fails (a client that disconnects) returns `nil` and reports its own error.
    ///
    /// - Parameters:
    ///   - name: the storyboard name, used as the model's name and in error messages.
    ///   - next: the next piece of the document (empty pieces are allowed), `nil` at the end.
    /// - Throws: `ImportError`, as `parse(_:name:)`.
    public static func parse(name: String, pulling next: () -> Data?) throws(ImportError) -> Storyboard {
        let handler = StoryboardSAXHandler(source: name)
        try SAXDocumentReader.read(pulling: next, into: handler)
        return handler.storyboard()
    }

    /// Parses storyboard XML given as a sequence of pieces; see `parse(name:pulling:)`.
    public static func parse(chunks: some Sequence<Data>, name: String) throws(ImportError) -> Storyboard {
        var iterator = chunks.makeIterator()
        return try parse(name: name) { iterator.next() }
    }
}
