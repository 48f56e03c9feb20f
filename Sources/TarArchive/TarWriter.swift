import Foundation

/// Writes a tar archive as it goes (POSIX ustar, IEEE Std 1003.1-2001 `pax` format): each file is a 512-byte
/// header, its bytes, and zeros to the next block; the archive ends with two zero blocks. A path that does not
/// fit the header's 100-byte name (and 155-byte prefix) gets a pax extended header (`x`) carrying it. For
/// `navgraph push`: the reader beside it (`TarReader`) reads what this writes.
public struct TarWriter {
    /// Where the archive's bytes go, in order.
    private let output: (Data) throws -> Void
    private var finished = false

    /// A writer handing each piece of the archive to `output`.
    public init(output: @escaping (Data) throws -> Void) {
        self.output = output
    }

    /// Adds the regular file `path` (relative, `/`-separated) holding `data`.
    public mutating func addFile(path: String, data: Data, modificationTime: Int64 = 0) throws(TarError) {
        try addFile(path: path, size: UInt64(data.count), modificationTime: modificationTime) { emit in
            try emit(data)
        }
    }

    /// Adds the regular file `path` with the bytes of the file at `url`, read in 64 KiB pieces (never whole).
    public mutating func addFile(path: String, contentsOf url: URL, modificationTime: Int64 = 0) throws(TarError) {
        let size: UInt64
        let handle: FileHandle
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            // Foundation's sentence for a file of a mode that forbids reading says nothing of the mode.
            let reason =
                FileManager.default.isReadableFile(atPath: url.path) ? error.localizedDescription : "permission denied"
            throw .write(entry: path, reason: "cannot read \(url.path): \(reason)")
        }
        // Closing a file opened only for reading loses nothing whatever it answers.
        defer { try? handle.close() }
        try addFile(path: path, size: size, modificationTime: modificationTime) { emit in
            var left = size
            while left > 0 {
                guard let piece = try handle.read(upToCount: Int(min(left, 64 << 10))), !piece.isEmpty else {
                    throw TarError.write(entry: path, reason: "\(url.path) became shorter while it was archived")
                }
                try emit(piece.prefix(Int(left)))
                left -= UInt64(min(UInt64(piece.count), left))
            }
        }
    }

    /// Ends the archive with its two zero blocks; nothing may be added after.
    public mutating func finish() throws(TarError) {
        guard !finished else { return }
        finished = true
        try send(Data(count: 2 * Self.block))
    }

    // MARK: Headers

    private static let block = 512

    private mutating func addFile(
        path: String, size: UInt64, modificationTime: Int64, content: ((Data) throws -> Void) throws -> Void
    ) throws(TarError) {
        guard !finished else { throw .write(entry: path, reason: "the archive was already finished") }
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            throw .write(entry: path, reason: "an archived path must be relative and must not contain '..'")
        }
        guard size < 0o77777777777 else { throw .write(entry: path, reason: "the file is 8 GiB or more") }
        let (name, prefix) = Self.split(path)
        if name == nil {
            // RFC-less but standard: pax `path` records are "<length> path=<value>\n", the length counting itself.
            try send(
                Self.header(
                    name: "PaxHeaders/entry", prefix: "", size: UInt64(Self.paxRecord("path", path).count),
                    type: UInt8(ascii: "x"), time: modificationTime))
            try sendPadded(Self.paxRecord("path", path))
        }
        try send(
            Self.header(
                name: name ?? String(decoding: path.utf8.suffix(99), as: UTF8.self), prefix: name == nil ? "" : prefix,
                size: size, type: UInt8(ascii: "0"), time: modificationTime))
        var written: UInt64 = 0
        do {
            try content { piece in
                written += UInt64(piece.count)
                try output(piece)
            }
        } catch let error as TarError {
            throw error
        } catch {
            throw .write(entry: path, reason: "\(error)")
        }
        guard written == size else {
            throw .write(entry: path, reason: "wrote \(written) bytes of the \(size) its header announced")
        }
        let padding = (Self.block - Int(size % UInt64(Self.block))) % Self.block
        if padding > 0 { try send(Data(count: padding)) }
    }

    /// `path` as ustar's name (at most 100 bytes) and prefix (at most 155, split at a `/`); `nil` name when it
    /// cannot be split so (a pax header carries it).
    private static func split(_ path: String) -> (name: String?, prefix: String) {
        let bytes = Array(path.utf8)
        if bytes.count <= 100 { return (path, "") }
        for index in bytes.indices.reversed() where bytes[index] == UInt8(ascii: "/") {
            let prefix = bytes[..<index]
            let name = bytes[(index + 1)...]
            if prefix.count <= 155 && name.count <= 100 && !name.isEmpty {
                return (String(decoding: name, as: UTF8.self), String(decoding: prefix, as: UTF8.self))
            }
        }
        return (nil, "")
    }

    private static func paxRecord(_ key: String, _ value: String) -> Data {
        let body = " \(key)=\(value)\n"
        var length = body.utf8.count + 1
        while String(length).utf8.count + body.utf8.count != length {
            length = String(length).utf8.count + body.utf8.count
        }
        return Data((String(length) + body).utf8)
    }

    /// One ustar header block (POSIX.1-2001 `ustar` layout, numbers in octal, checksum over the block with its
    /// own field read as spaces).
    private static func header(name: String, prefix: String, size: UInt64, type: UInt8, time: Int64) -> Data {
        var block = [UInt8](repeating: 0, count: Self.block)
        func put(_ text: String, at offset: Int, width: Int) {
            for (index, byte) in text.utf8.prefix(width).enumerated() { block[offset + index] = byte }
        }
        func octal(_ value: UInt64, at offset: Int, width: Int) {
            put(
                String(String(value, radix: 8).suffix(width - 1)).leftPadded(to: width - 1), at: offset,
                width: width - 1)
        }
        put(name, at: 0, width: 100)
        octal(0o644, at: 100, width: 8)
        octal(0, at: 108, width: 8)
        octal(0, at: 116, width: 8)
        octal(size, at: 124, width: 12)
        octal(UInt64(max(0, time)), at: 136, width: 12)
        block[156] = type
        put("ustar\u{0}00", at: 257, width: 8)
        put(prefix, at: 345, width: 155)
        for index in 148..<156 { block[index] = UInt8(ascii: " ") }
        let sum = block.reduce(0) { $0 + UInt64($1) }
        put(String(String(sum, radix: 8)).leftPadded(to: 6), at: 148, width: 6)
        block[154] = 0
        block[155] = UInt8(ascii: " ")
        return Data(block)
    }

    private func send(_ data: Data) throws(TarError) {
        do {
            try output(data)
        } catch let error as TarError {
            throw error
        } catch {
            throw .write(entry: nil, reason: "\(error)")
        }
    }

    private func sendPadded(_ data: Data) throws(TarError) {
        try send(data)
        let padding = (Self.block - data.count % Self.block) % Self.block
        if padding > 0 { try send(Data(count: padding)) }
    }
}

extension String {
    /// The text with `0`s in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
