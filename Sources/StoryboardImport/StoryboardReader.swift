import StoryboardModel

#if canImport(Darwin)
import libxml2  // the SDK's own module on Apple platforms; CLibXML2 (pkg-config) elsewhere, as Package.swift says
#else
import CLibXML2
#endif

/// One storyboard document read through libxml2's own SAX2 push parser: pieces of bytes in, a storyboard
/// or the first error out. Both `StoryboardParser` entry points (a whole `Data`, a stream) feed one, so
/// their results cannot drift apart.
///
/// Every piece is checked to be UTF-8 (`UTF8Validation`) before libxml2 sees a byte of it; bytes up to the
/// first bad one are still parsed, so an XML error before it is reported first, as a whole-file read would.
/// The parser never substitutes an entity (no `XML_PARSE_NOENT`), never loads a DTD or anything from the
/// network (no `XML_PARSE_DTDLOAD`, `XML_PARSE_NONET` on) and ignores the declared encoding
/// (`XML_PARSE_IGNORE_ENC`; `PrologGuard` has refused anything but UTF-8). Without `XML_PARSE_HUGE`, libxml2
/// keeps its limits (names up to 50,000 bytes, attribute values up to 10 MB); the handler bounds nesting
/// at 256 levels. Any DTD
/// declaration that got past `PrologGuard` stops the parse (see `StoryboardReader+Callbacks.swift`).
///
/// The parser context has this one owner and is freed in `deinit`. Not thread-safe: one reader per parse.
final class StoryboardReader {
    /// The storyboard being read, and the first error.
    let handler: StoryboardSAXHandler
    private(set) var context: xmlParserCtxtPtr?
    private var validation = UTF8Validation()
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

    /// Creates a reader for the storyboard `source` (its name, for the model and for errors).
    init(source: String) {
        Self.libraryReady
        handler = StoryboardSAXHandler(source: source)
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
            handler.fail(StoryboardParser.utf8Error(failure, source: handler.source))
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

    /// Ends the input: the storyboard, or the first error met.
    func finish() throws(ImportError) -> Storyboard {
        guard let context else {
            throw ImportError(.malformedXML, "the XML parser could not be started", source: handler.source)
        }
        if handler.error == nil, let failure = validation.finish() {
            handler.fail(StoryboardParser.utf8Error(failure, source: handler.source))
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
        return Storyboard(
            name: handler.source, platform: handler.platform, targetRuntime: handler.targetRuntime,
            toolsVersion: handler.toolsVersion, initialScene: handler.initialScene,
            scenes: Self.marking(handler.scenes, openedFrom: handler.menuEntries), segues: handler.segues)
    }

    /// `scenes` with the main menu's item recorded on each scene a menu segue opens (the first item, when
    /// several open one scene).
    private static func marking(
        _ scenes: [Scene], openedFrom menuEntries: [(destination: String, menuItem: String)]
    ) -> [Scene] {
        guard !menuEntries.isEmpty else { return scenes }
        var marked = scenes
        let positions = Dictionary(scenes.indices.map { (scenes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in menuEntries {
            guard let position = positions[entry.destination], marked[position].menuItem == nil else { continue }
            marked[position].menuItem = entry.menuItem
        }
        return marked
    }

    /// Stops the parser after the handler recorded an error (called from libxml2's callbacks).
    func stopIfFailed(_ context: xmlParserCtxtPtr) {
        if handler.error != nil { xmlStopParser(context) }
    }
}
