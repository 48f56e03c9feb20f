#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// One Interface Builder document read through libxml2's own SAX2 push parser: pieces of bytes in, the
/// handler's model or the first error out. Every entry point of `StoryboardParser` and `NibParser` (a whole
/// `Data`, a stream) feeds one, so their results cannot drift apart, and both documents share every guard.
///
/// Every piece is checked to be UTF-8 (`UTF8Validation`) before libxml2 sees a byte of it; bytes up to the
/// first bad one are still parsed, so an XML error before it is reported first, as a whole-file read would.
/// The parser never substitutes an entity (no `XML_PARSE_NOENT`), never loads a DTD or anything from the
/// network (no `XML_PARSE_DTDLOAD`, `XML_PARSE_NONET` on) and ignores the declared encoding
/// (`XML_PARSE_IGNORE_ENC`; `PrologGuard` has refused anything but UTF-8). Without `XML_PARSE_HUGE`, libxml2
/// keeps its limits (names up to 50,000 bytes, attribute values up to 10 MB); the reader bounds nesting
/// at 256 levels. Any DTD declaration that got past `PrologGuard` stops the parse (see
/// `SAXDocumentReader+Callbacks.swift`).
///
/// The parser context has this one owner and is freed in `deinit`. Not thread-safe: one reader per parse.
final class SAXDocumentReader {
    /// The document being read, and the first error.
    let handler: any SAXDocumentHandler
    private(set) var context: xmlParserCtxtPtr?
    private var validation = UTF8Validation()
    /// The depth of the element being read; the root is 1.
    private var depth = 0
    private var atStart = true
    /// The start of a character cut by the end of the last piece, parsed once the next piece completes it.
    private var carry: [UInt8] = []

    /// libxml2 refuses more than 10 MB of input pending at once without `XML_PARSE_HUGE` ("Huge input
    /// lookup"); pieces are handed over at most this long.
    static let sliceBytes = 1 << 18

    private static let options: Int32 = {
        let flags = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOCDATA.rawValue
        return Int32(bitPattern: flags)
    }()

    /// libxml2 wants its globals set up once, before parsers run on several threads.
    private static let libraryReady: Void = xmlInitParser()

    /// The deepest nesting read. libxml2 enforces the same bound (256) only when it builds a tree, never for
    /// SAX; Xcode's documents stay far below it, and a bound keeps the parser's name stack small.
    static let maxDepth = 256

    /// Creates a reader that hands `handler` the elements of the document.
    init(_ handler: any SAXDocumentHandler) {
        Self.libraryReady
        self.handler = handler
        var callbacks = Self.callbacks()
        // The handler table is copied into the context; `self` comes back as each callback's first argument.
        context = xmlCreatePushParserCtxt(&callbacks, Unmanaged.passUnretained(self).toOpaque(), nil, 0, nil)
        if let context { xmlCtxtUseOptions(context, Self.options) }
    }

    deinit {
        if let context { xmlFreeParserCtxt(context) }
    }

    /// Checks and parses the next piece. Returns `false` once the document has failed: later pieces would
    /// change nothing.
    ///
    /// Bytes reach the parser up to the first ill-formed sequence; a character cut by the end of the piece
    /// is held back (`carry`) until the next piece completes it, so libxml2 never sees half a character.
    @discardableResult
    func feed(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard handler.error == nil, let base = bytes.baseAddress, !bytes.isEmpty else { return handler.error == nil }
        let count = bytes.count
        if let failure = validation.consume(bytes) {
            // A negative index: the bad sequence began in `carry`, which is then not parsed.
            if failure.index >= 0 {
                parse(carry)
                parse(UnsafeRawBufferPointer(start: base, count: failure.index))
            }
            carry.removeAll()
            handler.fail(Self.utf8Error(failure, in: handler))
            return false
        }
        let open = validation.openBytes
        if open > count {
            carry.append(contentsOf: bytes)
            return true
        }
        parse(carry)
        carry.removeAll(keepingCapacity: true)
        parse(UnsafeRawBufferPointer(start: base, count: count - open))
        carry.append(contentsOf: UnsafeRawBufferPointer(start: base + (count - open), count: open))
        return handler.error == nil
    }

    private func parse(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { parse($0) }
    }

    /// Hands checked bytes to libxml2, in slices of at most `sliceBytes`.
    private func parse(_ bytes: UnsafeRawBufferPointer) {
        guard let context, var start = bytes.baseAddress, !bytes.isEmpty else { return }
        var count = bytes.count
        // A UTF-8 byte order mark is allowed (PrologGuard) and not markup: it never reaches the parser.
        if atStart, count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start += 3
            count -= 3
        }
        atStart = false
        var offset = 0
        while offset < count, handler.error == nil {
            let length = min(Self.sliceBytes, count - offset)
            xmlParseChunk(context, (start + offset).assumingMemoryBound(to: CChar.self), Int32(length), 0)
            offset += length
        }
    }

    /// Ends the input: throws the first error met; the handler holds the document when none was.
    func finish() throws(ImportError) {
        guard let context else {
            throw ImportError(.malformedXML, "the XML parser could not be started", source: handler.source)
        }
        if handler.error == nil, let failure = validation.finish() {
            handler.fail(Self.utf8Error(failure, in: handler))
        }
        if handler.error == nil { xmlParseChunk(context, nil, 0, 1) }
        if let error = handler.error { throw error }
        if context.pointee.wellFormed == 0 {
            let position = SAXPosition(context: context)
            throw ImportError(
                .malformedXML, "malformed XML: the parser stopped without saying why", source: handler.source,
                line: position.line, column: position.column)
        }
        guard handler.sawRoot else {
            throw ImportError(.empty, "the input has no root element", source: handler.source)
        }
    }

    /// A start tag from libxml2: refused past `maxDepth`, else handed to the handler.
    func startElement(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        depth &+= 1
        guard depth <= Self.maxDepth else {
            handler.fail(.malformedXML, "malformed XML: elements nest deeper than \(Self.maxDepth) levels", position)
            return
        }
        handler.startElement(name, attributes, position)
    }

    /// An end tag from libxml2.
    func endElement() {
        depth &-= 1
        handler.endElement()
    }

    /// Stops the parser after the handler recorded an error (called from libxml2's callbacks).
    func stopIfFailed(_ context: xmlParserCtxtPtr) {
        if handler.error != nil { xmlStopParser(context) }
    }
}
