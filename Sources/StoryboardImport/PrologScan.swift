import Foundation

/// Finds where a document's prolog ends, so a streamed document can be held back until `PrologGuard`
/// has seen all of it.
///
/// The prolog is complete once something other than whitespace, an XML declaration, a processing
/// instruction or a comment starts (the root element, a `<!DOCTYPE`, or stray text): whatever it is,
/// `PrologGuard` then decides on the bytes it has, exactly as it would on the whole document.
enum PrologScan {
    /// Whether `bytes` hold the whole prolog and the first byte after it.
    static func isComplete(_ data: Data) -> Bool {
        data.withUnsafeBytes { isComplete($0.bindMemory(to: UInt8.self)) }
    }

    private static func isComplete(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // A UTF-8 byte order mark (EF BB BF) may come first; it needs all three bytes to be recognised.
        if bytes.count < 3 { return false }
        if bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { index = 3 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "<") else { return true }
            guard index + 1 < bytes.count else { return false }
            switch bytes[index + 1] {
            case UInt8(ascii: "?"):
                guard let end = find([0x3F, 0x3E], in: bytes, from: index + 2) else { return false }
                index = end + 2
            case UInt8(ascii: "!"):
                // `<!--` opens a comment; any other `<!` is a declaration the guard refuses.
                guard index + 4 <= bytes.count else { return false }
                guard bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") else {
                    return true
                }
                guard let end = find([0x2D, 0x2D, 0x3E], in: bytes, from: index + 4) else { return false }
                index = end + 3
            default:
                return true
            }
        }
        return false
    }

    private static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + needle.count <= bytes.count else { return nil }
        for index in start...(bytes.count - needle.count)
        where bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
