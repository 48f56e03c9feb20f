/// The records of a pax extended header (POSIX.1-2001 `pax`, "extended header"): `"%d %s=%s\n"`, the length
/// counting the whole record. Only the keys this reader acts on are kept.
struct PaxRecords {
    var path: [UInt8]?
    var linkPath: [UInt8]?
    var size: UInt64?
    var modificationTime: Int64?
    var comment: String?
    /// A `GNU.sparse.*` key: the entry is a sparse file stored in one of GNU's pax sparse formats.
    var isSparse = false

    /// Parses `data`; `place` names the entry or header in an error.
    init(_ data: [UInt8], entry: String?, offset: UInt64) throws(TarError) {
        func bad(_ reason: String) -> TarError {
            .badHeader(entry: entry, offset: offset, reason: "its pax extended header is malformed (\(reason))")
        }
        var start = 0
        while start < data.count {
            // Some writers pad the header's data with NULs after the last record.
            if data[start...].allSatisfy({ $0 == 0 }) { break }
            guard let space = data[start...].prefix(21).firstIndex(of: 0x20),
                let length = Int(String(decoding: data[start..<space], as: UTF8.self)), length > 0,
                data[start..<space].allSatisfy({ (0x30...0x39).contains($0) }),
                length <= data.count - start, space + 1 < start + length
            else { throw bad("a record length") }
            let record = data[(space + 1)..<(start + length)]
            guard record.last == 0x0A, let equals = record.firstIndex(of: UInt8(ascii: "=")) else {
                throw bad("a record without '=' or its newline")
            }
            let key = String(decoding: record[record.startIndex..<equals], as: UTF8.self)
            let value = Array(record[(equals + 1)..<(record.endIndex - 1)])
            try apply(key: key, value: value, bad)
            start += length
        }
    }

    private mutating func apply(key: String, value: [UInt8], _ bad: (String) -> TarError) throws(TarError) {
        switch key {
        case "path": path = value
        case "linkpath": linkPath = value
        case "size":
            guard let number = UInt64(String(decoding: value, as: UTF8.self)) else { throw bad("size") }
            size = number
        case "mtime":
            // Seconds, optionally negative and with a fraction: only whole seconds are kept.
            let text = String(decoding: value, as: UTF8.self)
            let whole = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let seconds = Int64(whole) else { throw bad("mtime") }
            modificationTime = seconds
        case "comment": comment = String(decoding: value, as: UTF8.self)
        default:
            if key.hasPrefix("GNU.sparse.") { isSparse = true }
        }
    }
}
