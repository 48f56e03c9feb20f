/// One 512-byte header block, read as ustar (POSIX.1-1988), GNU or v7: the fields this reader uses.
struct TarHeader {
    /// The block size of every tar format.
    static let blockSize = 512

    /// `name`, with ustar's `prefix` joined in front when the block is ustar.
    var name: [UInt8]
    var linkName: [UInt8]
    var mode: UInt32
    var size: UInt64
    var modificationTime: Int64
    var typeFlag: UInt8

    /// Whether every byte of `block` is zero (one of the two end-of-archive blocks).
    static func isZero(_ block: [UInt8]) -> Bool { !block.contains(where: { $0 != 0 }) }

    /// Reads `block` (512 bytes, not all zero) found at `offset` of the tar stream.
    init(_ block: [UInt8], offset: UInt64) throws(TarError) {
        // The checksum is the sum of the header's bytes with its own field read as spaces (POSIX ustar); some
        // old writers summed signed bytes, which tar readers still accept.
        guard let stored = Self.number(block[148..<156]) else { throw .badChecksum(offset: offset) }
        var unsigned: Int64 = 0
        var signed: Int64 = 0
        for (index, byte) in block.enumerated() {
            let value = (148..<156).contains(index) ? 0x20 : byte
            unsigned += Int64(value)
            signed += Int64(Int8(bitPattern: value))
        }
        guard stored == UInt64(unsigned) || Int64(stored) == signed else { throw .badChecksum(offset: offset) }

        typeFlag = block[156]
        name = Self.string(block[0..<100])
        linkName = Self.string(block[157..<257])
        // Only POSIX ustar ("ustar\0") has a prefix field; GNU's "ustar  \0" keeps other data there.
        if block[257..<263].elementsEqual("ustar\0".utf8) {
            let prefix = Self.string(block[345..<500])
            if !prefix.isEmpty { name = prefix + [UInt8(ascii: "/")] + name }
        }
        let shown = TarPath.display(name)
        func field(_ range: Range<Int>, _ what: String) throws(TarError) -> UInt64 {
            guard let value = Self.number(block[range]) else {
                throw .badHeader(entry: shown, offset: offset, reason: "its \(what) field is not a number")
            }
            return value
        }
        mode = UInt32(truncatingIfNeeded: try field(100..<108, "mode") & 0o7777)
        size = try field(124..<136, "size")
        modificationTime = Int64(clamping: try field(136..<148, "mtime"))
    }

    /// A NUL-terminated text field.
    private static func string(_ field: ArraySlice<UInt8>) -> [UInt8] {
        Array(field.prefix { $0 != 0 })
    }

    /// A numeric field: octal digits between optional spaces and NULs, or GNU's base-256 (first byte 0x80) for
    /// values octal cannot hold; `nil` for anything else, a negative base-256 value, or an overflow.
    static func number(_ field: ArraySlice<UInt8>) -> UInt64? {
        guard let first = field.first else { return nil }
        if first & 0x80 != 0 {
            guard first == 0x80 else { return nil }
            var value: UInt64 = 0
            for byte in field.dropFirst() {
                guard value >> 56 == 0 else { return nil }
                value = value << 8 | UInt64(byte)
            }
            return value
        }
        let digits = field.drop(while: { $0 == 0x20 || $0 == 0 })
        var value: UInt64 = 0
        var ended = false
        for byte in digits {
            if byte == 0x20 || byte == 0 {
                ended = true
            } else if (0x30...0x37).contains(byte) && !ended {
                guard value >> 61 == 0 else { return nil }
                value = value << 3 | UInt64(byte - 0x30)
            } else {
                return nil
            }
        }
        return value
    }
}
