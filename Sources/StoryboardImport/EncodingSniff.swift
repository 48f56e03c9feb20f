/// Recognises a document that is not UTF-8 from its first bytes, before any parser guesses its encoding.
///
/// The patterns are those of XML 1.0, appendix F.1 (byte order marks, and `<?xml` as each encoding spells
/// it): an XML parser switches to UTF-16, UTF-32 or EBCDIC on seeing them, and would then read markup
/// (an internal entity, say) that a byte-level check of the UTF-8 spelling never saw.
enum EncodingSniff {
    /// The encoding the first bytes of `bytes` announce when it is not UTF-8, else `nil`.
    static func nonUTF8Encoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let count = bytes.count
        func starts(_ pattern: [UInt8]) -> Bool {
            count >= pattern.count && pattern.indices.allSatisfy { bytes[$0] == pattern[$0] }
        }
        // Byte order marks; UTF-32LE's starts like UTF-16LE's, so it is tested first.
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE (with a byte order mark)" }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE (with a byte order mark)" }
        if starts([0xFE, 0xFF]) { return "UTF-16BE (with a byte order mark)" }
        if starts([0xFF, 0xFE]) { return "UTF-16LE (with a byte order mark)" }
        // `<` (or any ASCII character) spelled in a wider encoding, without a byte order mark.
        if starts([0x00, 0x00, 0x00]) { return "UTF-32BE" }
        if count >= 4, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0 { return "UTF-32LE" }
        if starts([0x00]) { return "UTF-16BE" }
        if count >= 2, bytes[1] == 0 { return "UTF-16LE" }
        // `<?xm` in EBCDIC.
        if starts([0x4C, 0x6F, 0xA7, 0x94]) { return "EBCDIC" }
        // NUL bytes among the first ones: a wide encoding, whatever the first character.
        if bytes.prefix(8).contains(0) { return "UTF-16 or UTF-32" }
        return nil
    }
}
