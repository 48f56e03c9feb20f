/// Bytes HTTP's grammar names.
enum ASCII {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")

    /// `tchar` of RFC 9110 section 5.6.2 (`!#$%&'*+-.^_`|~`, digits, letters) as a bit set over the bytes
    /// 0-63 and 64-127: a test is a shift, not a chain of comparisons.
    private static let tokenLow: UInt64 = 0x03ff_6cfa_0000_0000
    private static let tokenHigh: UInt64 = 0x57ff_ffff_c7ff_fffe

    /// `tchar` of RFC 9110 section 5.6.2: the characters of a token (method, field name).
    @inline(__always)
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        let word = byte < 64 ? tokenLow : (byte < 128 ? tokenHigh : 0)
        return (word >> UInt64(byte & 63)) & 1 != 0
    }

    /// Whether `bytes` are all `tchar` (a method or field name; emptiness is the caller's check).
    static func isToken(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes where !isTokenCharacter(byte) { return false }
        return true
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is below `limit` (at most 128), eight bytes at once.
    @inline(__always)
    private static func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highs != 0
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    private static func hasByte(_ byte: UInt64, in word: UInt64) -> Bool {
        hasByte(below: 1, in: word ^ (ones &* byte))
    }

    /// How many bytes from `start` are ASCII letters, digits or `-` (the `tchar` of almost every field
    /// name), counted eight at a time while eight bytes remain before `limit`: the run may stop short of
    /// the last few such bytes, which the caller's byte loop then reads.
    @inline(__always)
    static func commonTokenRun(_ bytes: UnsafeRawBufferPointer, from start: Int, limit: Int) -> Int {
        var index = start
        while index + 8 <= limit {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let other = ~commonTokenBytes(word) & highs
            if other != 0 { return index + other.trailingZeroBitCount / 8 - start }
            index += 8
        }
        return index - start
    }

    /// The high bit of each byte of `word` that is an ASCII letter, digit or `-`, exact up to the first
    /// byte that is not (a byte of 128 or more is never one; the carries its sums may make reach only the
    /// bytes after it).
    @inline(__always)
    static func commonTokenBytes(_ word: UInt64) -> UInt64 {
        // A byte b below 128 plus (128 - low) has its high bit set when b >= low; plus (127 - high), clear
        // when b <= high; neither sum carries into the next byte.
        let folded = word | (ones &* 0x20)
        let letter = (folded &+ ones &* (0x80 - 0x61)) & ~(folded &+ ones &* (0x7F - 0x7A))
        let digit = (word &+ ones &* (0x80 - 0x30)) & ~(word &+ ones &* (0x7F - 0x39))
        // A byte equal to `-` is 0 after the xor, the only one whose low seven bits plus 127 stay below 128.
        let dash = ~(((word ^ (ones &* 0x2D)) & (ones &* 0x7F)) &+ ones &* 0x7F)
        return (letter | digit | dash) & ~word & highs
    }

    /// How many bytes from `start` may be in a field value (visible characters, spaces, tabs, obs-text;
    /// RFC 9110 section 5.5), eight at a time while eight bytes remain before `limit`, then one by one.
    @inline(__always)
    static func fieldValueRun(_ bytes: UnsafeRawBufferPointer, from start: Int, limit: Int) -> Int {
        var index = start
        while index + 8 <= limit {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let other = nonValueBytes(word)
            if other != 0 { return index + other.trailingZeroBitCount / 8 - start }
            index += 8
        }
        while index < limit, isFieldValueByte(bytes[index]) { index += 1 }
        return index - start
    }

    /// Whether `byte` may be in a field value.
    @inline(__always)
    static func isFieldValueByte(_ byte: UInt8) -> Bool { byte == tab || (byte >= 0x20 && byte != 0x7F) }

    /// The high bit of each byte of `word` that a field value cannot hold: a control other than tab, or DEL.
    /// Exact for every byte: the sums are of seven-bit bytes and never carry.
    @inline(__always)
    static func nonValueBytes(_ word: UInt64) -> UInt64 {
        let low = word & (ones &* 0x7F)
        let control = ~(low &+ ones &* 0x60)
        let tab = ~((low ^ (ones &* 0x09)) &+ ones &* 0x7F)
        let delete = ~((low ^ (ones &* 0x7F)) &+ ones &* 0x7F)
        return ((control & ~tab) | delete) & ~word & highs
    }

    /// How many bytes from `start` may be in a URI (visible ASCII: `!` to `~`), eight at a time while eight
    /// bytes remain before `limit`, then one by one.
    @inline(__always)
    static func uriRun(_ bytes: UnsafeRawBufferPointer, from start: Int, limit: Int) -> Int {
        var index = start
        while index + 8 <= limit {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let low = word & (ones &* 0x7F)
            // `!` or above, and `~` or below, among the seven-bit bytes (no sum carries).
            let visible = (low &+ ones &* (0x80 - 0x21)) & ~(low &+ ones &* (0x7F - 0x7E)) & ~word & highs
            let other = ~visible & highs
            if other != 0 { return index + other.trailingZeroBitCount / 8 - start }
            index += 8
        }
        while index < limit, bytes[index] > 0x20, bytes[index] < 0x7F { index += 1 }
        return index - start
    }

    /// Whether every byte passes `isValid`, looking eight at a time and byte by byte only at a word
    /// `suspect` flags (it must flag every word holding a byte that fails).
    @inline(__always)
    private static func all(
        _ bytes: UnsafeRawBufferPointer, suspect: (UInt64) -> Bool, _ isValid: (UInt8) -> Bool
    ) -> Bool {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if suspect(word) {
                for index in offset..<(offset + 8) where !isValid(bytes[index]) { return false }
            }
            offset += 8
        }
        while offset < bytes.count {
            if !isValid(bytes[offset]) { return false }
            offset += 1
        }
        return true
    }

    /// RFC 9110 section 5.5: a field value is visible characters, spaces, tabs and obs-text (not the
    /// other controls, nor DEL).
    static func isFieldValue(_ bytes: UnsafeRawBufferPointer) -> Bool {
        all(bytes, suspect: { hasByte(below: 0x20, in: $0) || hasByte(0x7F, in: $0) }) {
            $0 == tab || ($0 >= 0x20 && $0 != 0x7F)
        }
    }

    /// RFC 3986: a URI is visible ASCII (no spaces, controls, DEL or bytes past 127).
    static func isURI(_ bytes: UnsafeRawBufferPointer) -> Bool {
        all(bytes, suspect: { hasByte(below: 0x21, in: $0) || hasByte(0x7F, in: $0) || $0 & highs != 0 }) {
            $0 > 0x20 && $0 < 0x7F
        }
    }

    /// Lower-cases an ASCII letter.
    @inline(__always)
    static func lower(_ byte: UInt8) -> UInt8 {
        (byte >= 65 && byte <= 90) ? byte + 32 : byte
    }

    /// Whether the four bytes of `name` are `host` in any case, compared as one word: a byte with bit 5 set
    /// is a given lower-case letter only when it was that letter in either case.
    @inline(__always)
    static func isHost(_ name: UnsafeRawBufferPointer) -> Bool {
        name.count == 4 && UInt32(littleEndian: name.loadUnaligned(as: UInt32.self)) | 0x2020_2020 == 0x7473_6F68
    }

    /// Whether `bytes` equal the lower-case ASCII `name`, ignoring case.
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<bytes.count where lower(bytes[index]) != expected[index] { return false }
        return true
    }

    /// Whether `bytes` are exactly `text`.
    static func equals(_ bytes: UnsafeRawBufferPointer, _ text: StaticString) -> Bool {
        guard bytes.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for index in 0..<bytes.count where bytes[index] != expected[index] { return false }
        return true
    }
}
