/// Strict UTF-8 validation of a document whose bytes may arrive in pieces, run before the XML parser sees
/// a byte.
///
/// Only well-formed UTF-8 as Unicode defines it (The Unicode Standard, section 3.9, table 3-7) passes: no
/// overlong forms, no surrogates (ED A0..BF), nothing past U+10FFFF, no stray continuation byte, no
/// sequence cut short at the end. A sequence split across two pieces is carried over. Lines are counted as
/// the bytes go by, so a failure names its line and (byte) column even when earlier pieces are gone.
struct UTF8Validation {
    /// Where the first ill-formed sequence starts.
    struct Failure: Equatable {
        /// The offset of the sequence's first byte in the piece given to `consume`; negative when the
        /// sequence began in an earlier piece (at most 3 bytes back). 0 for `finish`.
        var index: Int
        /// The 1-based line and byte column of the sequence's first byte in the whole document.
        var line: Int
        var column: Int
        /// The sequence's first byte, or `nil` when the input ended inside a sequence.
        var byte: UInt8?
    }

    /// Continuation bytes still expected by the current sequence.
    private var pending = 0
    /// Bytes of the current sequence seen so far (0 between characters), and its first byte.
    private(set) var openBytes = 0
    private var lead: UInt8 = 0
    /// The range the next continuation byte must fall in (narrower after E0, ED, F0 and F4).
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF
    /// Bytes consumed before the current piece.
    private var consumed = 0
    /// 1-based line of the next byte.
    private var line = 1
    /// Document offset of the first byte of the current line.
    private var lineStart = 0

    /// Checks the next piece. Returns the first byte that is not UTF-8, or `nil` when all of it is (a
    /// sequence open at the end of the piece continues in the next one).
    mutating func consume(_ bytes: UnsafeRawBufferPointer) -> Failure? {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return nil }
        let start = base.assumingMemoryBound(to: UInt8.self)
        var index = 0
        while index < count {
            if pending == 0 {
                // Eight ASCII bytes at a time: the common case of a storyboard.
                while index + 8 <= count {
                    let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 != 0 { break }
                    line &+= Self.newlines(in: word)
                    index &+= 8
                }
                guard index < count else { break }
            }
            let byte = start[index]
            if pending > 0 {
                guard byte >= low, byte <= high else { return failure(at: index &- openBytes, start, lead) }
                pending &-= 1
                openBytes = pending == 0 ? 0 : openBytes &+ 1
                low = 0x80
                high = 0xBF
            } else if byte < 0x80 {
                if byte == 0x0A { line &+= 1 }
            } else {
                switch byte {
                case 0xC2...0xDF: pending = 1
                case 0xE0: (pending, low) = (2, 0xA0)
                case 0xE1...0xEC, 0xEE...0xEF: pending = 2
                case 0xED: (pending, high) = (2, 0x9F)
                case 0xF0: (pending, low) = (3, 0x90)
                case 0xF1...0xF3: pending = 3
                case 0xF4: (pending, high) = (3, 0x8F)
                default: return failure(at: index, start, byte)
                }
                openBytes = 1
                lead = byte
            }
            index &+= 1
        }
        // The line's start only matters for a failure's column: find it once per piece.
        var back = count - 1
        while back >= 0, start[back] != 0x0A { back -= 1 }
        if back >= 0 { lineStart = consumed + back + 1 }
        consumed += count
        return nil
    }

    /// Call at the end of the input: a sequence still open there was cut short.
    func finish() -> Failure? {
        guard pending > 0 else { return nil }
        return Failure(index: 0, line: line, column: consumed - openBytes - lineStart + 1, byte: nil)
    }

    /// A failure of the sequence starting at `index` of the current piece (negative: in an earlier one,
    /// with no line feed in between, since a sequence holds none), its column counted from the line's start.
    private func failure(at index: Int, _ start: UnsafePointer<UInt8>, _ byte: UInt8) -> Failure {
        var back = index - 1
        while back >= 0, start[back] != 0x0A { back -= 1 }
        let column = back >= 0 ? index - back : consumed + index - lineStart + 1
        return Failure(index: index, line: line, column: column, byte: byte)
    }

    /// How many bytes of an all-ASCII `word` are a line feed (exact, no carries between bytes).
    private static func newlines(in word: UInt64) -> Int {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let zeroBytes = ~(((x & low7) &+ low7) | x | low7)
        return zeroBytes.nonzeroBitCount
    }
}
