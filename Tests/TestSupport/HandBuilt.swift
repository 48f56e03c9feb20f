/// Tar headers built byte by byte, for what the real `tar` will not write (bad checksums, `..`, devices, ...).
public enum HandBuilt {
    /// A ustar header block; the checksum is computed unless `checksum` is given.
    public static func header(
        _ name: [UInt8], size: Int = 0, type: UInt8 = UInt8(ascii: "0"), link: [UInt8] = [], prefix: [UInt8] = [],
        mode: String = "0000644", checksum: String? = nil
    ) -> [UInt8] {
        var block = [UInt8](repeating: 0, count: 512)
        func put(_ bytes: [UInt8], at offset: Int, width: Int) {
            for (index, byte) in bytes.prefix(width).enumerated() { block[offset + index] = byte }
        }
        put(name, at: 0, width: 100)
        put(Array(mode.utf8), at: 100, width: 8)
        put(Array("0001750".utf8), at: 108, width: 8)
        put(Array("0001750".utf8), at: 116, width: 8)
        put(Array(octal(size, digits: 11).utf8), at: 124, width: 12)
        put(Array(octal(1_700_000_000, digits: 11).utf8), at: 136, width: 12)
        put(Array("        ".utf8), at: 148, width: 8)
        block[156] = type
        put(link, at: 157, width: 100)
        put(Array("ustar\u{0}00".utf8), at: 257, width: 8)
        put(prefix, at: 345, width: 155)
        let sum = block.reduce(0) { $0 + Int($1) }
        put(Array((checksum ?? octal(sum, digits: 6) + "\u{0} ").utf8), at: 148, width: 8)
        return block
    }

    /// `value` in octal, zero-padded to `digits`.
    public static func octal(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 8)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// `content` padded with zeros to whole blocks.
    public static func padded(_ content: [UInt8]) -> [UInt8] {
        content + [UInt8](repeating: 0, count: (512 - content.count % 512) % 512)
    }

    /// One regular file: header, content, padding.
    public static func file(_ name: String, _ content: String) -> [UInt8] {
        let bytes = Array(content.utf8)
        return header(Array(name.utf8), size: bytes.count) + padded(bytes)
    }

    /// A pax extended header (`x`, or `g` for a global one) holding `records`.
    public static func pax(_ records: [(String, [UInt8])], type: UInt8 = UInt8(ascii: "x")) -> [UInt8] {
        var data: [UInt8] = []
        for (key, value) in records {
            let body = Array(" \(key)=".utf8) + value + [0x0A]
            // The length counts its own digits: find the fixed point.
            var length = body.count + 1
            while String(length).count + body.count != length { length = String(length).count + body.count }
            data += Array(String(length).utf8) + body
        }
        return header(Array("PaxHeaders/entry".utf8), size: data.count, type: type) + padded(data)
    }

    /// The two zero blocks that end an archive.
    public static let end = [UInt8](repeating: 0, count: 1024)
}
