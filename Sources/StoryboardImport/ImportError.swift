/// Why a storyboard could not be imported: what failed, in which input, and where.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The class of failure, stable for callers that map it to an exit code or an HTTP status.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The input has no bytes (or only whitespace).
        case empty
        /// The bytes are not well-formed XML.
        case malformedXML
        /// Well-formed XML, but not an Interface Builder storyboard (a `.xib`, or another root element).
        case notAStoryboard
        /// Well-formed XML, but not an Interface Builder `.xib` (a storyboard, or another root element).
        case notANib
        /// The document carries a DTD (`<!DOCTYPE`) or an entity declaration; storyboards never do, and
        /// resolving either would open the door to external-entity reads and expansion bombs.
        case forbiddenDTD
        /// The document is not UTF-8: it declares another encoding, starts like UTF-16, UTF-32 or EBCDIC (with
        /// or without a byte order mark), or holds a byte that is not UTF-8.
        case unsupportedEncoding
        /// A path given for import does not exist.
        case fileNotFound
        /// A file or folder exists but could not be read.
        case unreadable
    }

    /// The class of failure.
    public var kind: Kind
    /// What failed, in words, naming the offending input.
    public var message: String
    /// The storyboard name or file path the error is about, when known.
    public var source: String?
    /// The 1-based line of the failure, when known.
    public var line: Int?
    /// The 1-based column of the failure, when known.
    public var column: Int?

    /// Creates an error value.
    public init(_ kind: Kind, _ message: String, source: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.source = source
        self.line = line
        self.column = column
    }

    /// `Name.storyboard:12:5: malformed XML: ...`, the shape compilers use, so editors can jump to it.
    public var description: String {
        var location = source ?? "<input>"
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(message)"
    }
}
