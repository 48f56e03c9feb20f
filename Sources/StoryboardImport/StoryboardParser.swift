import Foundation
import StoryboardModel

/// Reads Interface Builder `.storyboard` XML (as Xcode writes it) into a `Storyboard`.
///
/// The document is streamed through libxml2's own SAX2 parser (`SAXDocumentReader`): no tree of the file is
/// ever built, and only UTF-8 is read, checked byte by byte before the parser sees it. DTDs and entities are
/// refused before parsing starts (see `PrologGuard`), so external entities are never resolved and
/// expansion bombs are rejected in time proportional to the prolog; no entity is ever substituted.
public enum StoryboardParser {
    /// Parses storyboard XML.
    ///
    /// - Parameters:
    ///   - data: the bytes of the `.storyboard` file.
    ///   - name: the storyboard name (the file name without `.storyboard`), used as the model's name and
    ///     in error messages.
    /// - Returns: the storyboard with its scenes and segues in document order, each with its source line.
    /// - Throws: `ImportError` for empty input, malformed XML (with line and column), a document that is not
    ///   a storyboard, a DTD or entity declaration, or an encoding other than UTF-8 (or a byte that is not
    ///   UTF-8).
    public static func parse(_ data: Data, name: String) throws(ImportError) -> Storyboard {
        let handler = StoryboardSAXHandler(source: name)
        try SAXDocumentReader.read(data, into: handler)
        return handler.storyboard()
    }

    /// Reads and parses the storyboard file at `url`, named after the file (`Main.storyboard` → `Main`).
    public static func parse(contentsOf url: URL) throws(ImportError) -> Storyboard {
        let name = StoryboardFiles.storyboardName(of: url)
        return try SAXDocumentReader.readFile(url) { data throws(ImportError) in try parse(data, name: name) }
    }
}
