import Foundation
import StoryboardModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads Interface Builder `.storyboard` XML (as Xcode writes it) into a `Storyboard`.
///
/// The document is streamed through `XMLParser` (SAX): no tree of the file is ever built. DTDs and
/// entities are refused before parsing starts (see `PrologGuard`), so external entities are never
/// resolved and expansion bombs are rejected in time proportional to the prolog.
public enum StoryboardParser {
    /// Parses storyboard XML.
    ///
    /// - Parameters:
    ///   - data: the bytes of the `.storyboard` file.
    ///   - name: the storyboard name (the file name without `.storyboard`), used as the model's name and
    ///     in error messages.
    /// - Returns: the storyboard with its scenes and segues in document order, each with its source line.
    /// - Throws: `ImportError` for empty input, malformed XML (with line and column), a document that is not
    ///   a storyboard, a DTD or entity declaration, or an encoding other than UTF-8.
    public static func parse(_ data: Data, name: String) throws(ImportError) -> Storyboard {
        // libxml2 refuses a single input buffer past about 10 MB ("XML error 1" at the end); large files go
        // through the streaming path in 1 MiB pieces, which gives the same result for any size.
        if data.count > largeDocumentBytes {
            let pieceSize = 1 << 20
            let pieces = stride(from: 0, to: data.count, by: pieceSize).lazy.map {
                data.subdata(in: $0..<min($0 + pieceSize, data.count))
            }
            return try parse(chunks: pieces, name: name)
        }
        try PrologGuard.check(data, source: name)
        return try run(XMLParser(data: data), name: name)
    }

    /// Runs `parser` with a fresh SAX handler and turns its outcome into a storyboard or an `ImportError`.
    /// `stoppedEarly` says whether the input was cut short (a stream ended at the first error), which never
    /// yields a storyboard. The one place both entry points share, so their results cannot drift apart.
    static func run(
        _ parser: XMLParser, name: String, prepare: (XMLParser, StoryboardSAXHandler) -> Void = { _, _ in },
        stoppedEarly: () -> Bool = { false }
    ) throws(ImportError) -> Storyboard {
        let handler = StoryboardSAXHandler(source: name)
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = handler
        prepare(parser, handler)
        let finished = parser.parse()
        if let error = handler.error { throw error }
        if !finished || stoppedEarly() {
            throw ImportError(
                .malformedXML, "malformed XML: \(describe(parser.parserError))", source: name,
                line: parser.lineNumber, column: parser.columnNumber)
        }
        guard handler.sawRoot else {
            throw ImportError(.empty, "the input has no root element", source: name)
        }
        return Storyboard(
            name: name, platform: handler.platform, targetRuntime: handler.targetRuntime,
            toolsVersion: handler.toolsVersion, initialScene: handler.initialScene, scenes: handler.scenes,
            segues: handler.segues)
    }

    /// Above this size `parse(_:name:)` streams the bytes (see there).
    static let largeDocumentBytes = 8_000_000

    /// Reads and parses the storyboard file at `url`, named after the file (`Main.storyboard` → `Main`).
    public static func parse(contentsOf url: URL) throws(ImportError) -> Storyboard {
        let name = StoryboardFiles.storyboardName(of: url)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportError(.unreadable, "cannot read \(url.path): \(error.localizedDescription)", source: url.path)
        }
        do throws(ImportError) {
            return try parse(data, name: name)
        } catch {
            var located = error
            located.source = url.path
            throw located
        }
    }

    /// A short description of an `XMLParser` error, in words where libxml2's error code is a common one.
    static func describe(_ error: Error?) -> String {
        guard let error else { return "the parser stopped without saying why" }
        let code = (error as NSError).code
        return XMLErrorText.text(forLibXML2Code: code) ?? "XML error \(code)"
    }
}
