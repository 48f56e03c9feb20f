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

    /// Whether `bytes` equal the lower-case ASCII `name`, ignoring case.
    static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<bytes.count where lower(bytes[index]) != expected[index] { return false }
        return true
    }
}
