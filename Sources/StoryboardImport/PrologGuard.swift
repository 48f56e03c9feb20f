import Foundation

/// Checks the bytes before a document's root element, before any XML parser sees them.
///
/// Xcode writes every storyboard and nib as UTF-8 with an XML declaration, comments at most, and no document type
/// declaration. Anything else in the prolog is refused here, which keeps libxml2's DTD and entity machinery
/// (external entities, expansion bombs) out of reach whatever options the parser was built with.
enum PrologGuard {
    /// Throws `empty`, `unsupportedEncoding` or `forbiddenDTD` when the prolog of `data` is not acceptable.
    /// `document` names the document in messages ("only UTF-8 nibs are accepted").
    static func check(
        _ data: Data, source: String, document: DocumentType.Kind = .storyboard
    ) throws(ImportError) {
        let outcome: ImportError? = data.withUnsafeBytes { raw in
            scan(raw.bindMemory(to: UInt8.self), source: source, noun: document.noun)
        }
        if let outcome { throw outcome }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, source: String, noun: String) -> ImportError? {
        var index = 0
        let count = bytes.count
        // A UTF-8 byte order mark is harmless; any other encoding would hide the markup from a byte scan.
        if let encoding = EncodingSniff.nonUTF8Encoding(bytes) {
            return ImportError(
                .unsupportedEncoding, "only UTF-8 \(noun)s are accepted; this file looks like \(encoding)",
                source: source, line: 1, column: 1)
        }
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
                continue
            }
            // Text in the prolog is malformed XML: leave the parser to report it with its position.
            guard byte == ascii("<"), index + 1 < count else { return nil }
            let next = bytes[index + 1]
            if next == ascii("?") {
                guard let end = find(bytes, "?>", from: index + 2) else { return nil }
                if index == 0 || (index == 3 && bytes[0] == 0xEF),
                    let encoding = declaredEncoding(bytes, from: index, to: end),
                    !["utf-8", "utf8"].contains(encoding.lowercased())
                {
                    return ImportError(
                        .unsupportedEncoding,
                        "only UTF-8 \(noun)s are accepted; this file declares encoding \"\(encoding)\"",
                        source: source, line: 1, column: 1)
                }
                index = end + 2
            } else if next == ascii("!") {
                if startsWith(bytes, "<!--", at: index) {
                    guard let end = find(bytes, "-->", from: index + 4) else { return nil }
                    index = end + 3
                    continue
                }
                let (line, column) = position(of: index, in: bytes)
                return ImportError(
                    .forbiddenDTD,
                    "a document type declaration (<!DOCTYPE or <!ENTITY) is not allowed in a \(noun); "
                        + "DTDs and entities are never resolved", source: source, line: line, column: column)
            } else {
                // The root element starts: the prolog is over.
                return nil
            }
        }
        guard index >= count, !containsMarkup(bytes) else { return nil }
        // Nothing but white space (after a byte order mark) is left here: say so, not "empty", for a body of
        // 60 MiB of spaces.
        let blank = bytes.count - (bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        return blank == 0
            ? ImportError(.empty, "the input is empty", source: source)
            : ImportError(
                .empty, "the input is \(blank) bytes of white space only, with no XML root element", source: source)
    }

    /// The value of the `encoding` pseudo-attribute of the XML declaration between `start` and `end`.
    private static func declaredEncoding(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        guard let keyword = find(bytes, "encoding", from: start), keyword < end else { return nil }
        var index = keyword + 8
        while index < end, bytes[index] != ascii("\""), bytes[index] != ascii("'") { index += 1 }
        guard index < end else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<valueEnd]), as: UTF8.self)
    }

    /// Whether any `<` occurs at all (an input of only whitespace counts as empty).
    private static func containsMarkup(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains(ascii("<"))
    }

    /// The 1-based line and column of byte `offset`.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == ascii("\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private static func find(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, from start: Int) -> Int? {
        let length = needle.utf8CodeUnitCount
        guard length > 0, bytes.count >= length, start <= bytes.count - length else { return nil }
        for index in start...(bytes.count - length) where startsWith(bytes, needle, at: index) {
            return index
        }
        return nil
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString, at index: Int) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        let pattern = needle.utf8Start
        for offset in 0..<length where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func ascii(_ scalar: Unicode.Scalar) -> UInt8 { UInt8(ascii: scalar) }
}
