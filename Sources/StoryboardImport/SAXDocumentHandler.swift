/// What `SAXDocumentReader` drives: the handler that reads one kind of Interface Builder document (a storyboard,
/// a nib) from libxml2's start and end tags. The reader owns everything both share: UTF-8 checks, the prolog
/// guard, the nesting bound, DTD refusal and libxml2's errors.
protocol SAXDocumentHandler: AnyObject {
    /// The document name, for the model and for errors.
    var source: String { get }
    /// Which document the handler reads, for error messages.
    var documentKind: DocumentType.Kind { get }
    /// The first error met; parsing stops at it.
    var error: ImportError? { get }
    /// Whether the root element was read.
    var sawRoot: Bool { get }
    /// A start tag: `name` with its `attributes`, read up to `position`.
    func startElement(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition)
    /// An end tag (or the end of an empty-element tag).
    func endElement()
    /// Records the first error at a position already known; later ones are dropped.
    func fail(_ error: ImportError)
}

extension SAXDocumentHandler {
    /// Records the first error, at `position`; the reader stops the parser when it sees one.
    func fail(_ kind: ImportError.Kind, _ message: String, _ position: SAXPosition) {
        fail(ImportError(kind, message, source: source, line: position.line, column: position.column))
    }

    /// Checks the root element against the document the handler reads; records the error and returns `false`
    /// when it is another (a `.xib` given as a storyboard, a storyboard as a nib, another root).
    func acceptsRoot(_ elementName: String, type: String?, _ position: SAXPosition) -> Bool {
        guard let (kind, message) = DocumentType.refusal(root: elementName, type: type, expected: documentKind) else {
            return true
        }
        fail(kind, message, position)
        return false
    }
}
