/// Why an archive was refused: each case names the entry (as the archive spells it) and the rule or limit, so a
/// caller can turn it into a client error whose detail says what to change.
public enum TarError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path rule failed (absolute, `..`, NUL, not UTF-8, too long, too deep, names nothing).
    case unsafePath(entry: String, rule: PathRule)
    /// A symbolic or hard link, a device, a FIFO, a contiguous or sparse file, or a type this reader does not know.
    case unsupportedType(entry: String, type: RefusedType)
    /// Two entries name one path (after normalisation), or a file and a directory share a name.
    case duplicate(entry: String, previous: String)
    /// An entry lies under a path an earlier entry made a regular file.
    case parentIsFile(entry: String, parent: String)
    /// More entries than `TarLimits.maxEntries`.
    case tooManyEntries(entry: String, limit: Int)
    /// One file is larger than `TarLimits.maxFileBytes`.
    case fileTooLarge(entry: String, size: UInt64, limit: UInt64)
    /// The archive, uncompressed, passes `TarLimits.maxExpandedBytes` (a gzip bomb stops here).
    case expandedTooLarge(entry: String?, limit: UInt64)
    /// A pax or GNU long-name header larger than `TarLimits.maxHeaderBytes`.
    case headerTooLarge(entry: String?, size: UInt64, limit: Int)
    /// A header block whose checksum does not match its bytes (not a tar archive, or a damaged one).
    case badChecksum(offset: UInt64)
    /// A header that cannot be read: a bad number, a bad pax record, a lone zero block.
    case badHeader(entry: String?, offset: UInt64, reason: String)
    /// The archive ended inside an entry (`received` of `expected` bytes) or before its end-of-archive blocks.
    case truncated(entry: String?, received: UInt64, expected: UInt64)
    /// The gzip stream is damaged, or it ended before its last member did.
    case corruptGzip(reason: String)
    /// Writing an extracted entry failed (the disk, permissions, an unusable destination).
    case write(entry: String?, reason: String)

    /// The path rules of `TarPath`.
    public enum PathRule: Equatable, Sendable {
        case absolute
        case parentReference
        case empty
        case nulByte
        case invalidUTF8
        case tooLong(limit: Int)
        case tooDeep(limit: Int)
        case componentTooLong(limit: Int)
    }

    /// The entry types an archive may hold that are never extracted.
    public enum RefusedType: Equatable, Sendable {
        case symbolicLink(target: String)
        case hardLink(target: String)
        case characterDevice
        case blockDevice
        case fifo
        case contiguous
        case sparse
        case other(flag: UInt8)
    }

    public var description: String {
        switch self {
        case .unsafePath(let entry, let rule):
            return "entry '\(entry)': \(rule.sentence)"
        case .unsupportedType(let entry, let type):
            return "entry '\(entry)': \(type.sentence); only regular files and directories are accepted"
        case .duplicate(let entry, let previous):
            if entry == previous { return "entry '\(entry)' appears twice in the archive" }
            return "entry '\(entry)' names the same path as '\(previous)' (paths are compared after removing "
                + "'.' and extra slashes, and without case, as a Mac's file system does)"
        case .parentIsFile(let entry, let parent):
            return "entry '\(entry)': its folder '\(parent)' is a regular file earlier in the archive"
        case .tooManyEntries(let entry, let limit):
            return "entry '\(entry)' passes the limit of \(grouped(UInt64(limit))) entries in one archive"
        case .fileTooLarge(let entry, let size, let limit):
            return "entry '\(entry)' is \(bytes(size)), more than the \(bytes(limit)) limit for one file"
        case .expandedTooLarge(let entry, let limit):
            let place = entry.map { " in entry '\($0)'" } ?? ""
            return "expanded size passes the \(bytes(limit)) limit\(place)"
        case .headerTooLarge(let entry, let size, let limit):
            let place = entry.map { " before entry '\($0)'" } ?? ""
            return "an extended header\(place) is \(bytes(size)), more than the \(bytes(UInt64(limit))) limit"
        case .badChecksum(let offset):
            return "the header at byte \(grouped(offset)) has a wrong checksum: not a tar archive, or a damaged one"
        case .badHeader(let entry, let offset, let reason):
            let place = entry.map { "entry '\($0)'" } ?? "the header at byte \(grouped(offset))"
            return "\(place): \(reason)"
        case .truncated(let entry, let received, let expected):
            guard let entry else {
                if expected > 0 {
                    return
                        "archive truncated inside a header block (\(grouped(received)) of \(grouped(expected)) bytes)"
                }
                return "archive truncated: it ends before its two end-of-archive blocks"
            }
            return "archive truncated in entry '\(entry)' (\(grouped(received)) of \(grouped(expected)) bytes)"
        case .corruptGzip(let reason):
            return "the gzip stream is corrupt: \(reason)"
        case .write(let entry, let reason):
            guard let entry else { return "cannot extract: \(reason)" }
            return "cannot extract entry '\(entry)': \(reason)"
        }
    }
}

extension TarError.PathRule {
    fileprivate var sentence: String {
        switch self {
        case .absolute: return "a path must be relative, not start with '/'"
        case .parentReference: return "a path may not contain '..'"
        case .empty: return "the path names nothing (it is empty or only '.' and '/')"
        case .nulByte: return "a path may not contain a NUL byte"
        case .invalidUTF8: return "the path is not valid UTF-8"
        case .tooLong(let limit): return "the path is longer than \(grouped(UInt64(limit))) bytes"
        case .tooDeep(let limit): return "the path is deeper than \(limit) folders"
        case .componentTooLong(let limit): return "one name in the path is longer than \(limit) bytes"
        }
    }
}

extension TarError.RefusedType {
    fileprivate var sentence: String {
        switch self {
        case .symbolicLink(let target): return "a symbolic link (to '\(target)')"
        case .hardLink(let target): return "a hard link (to '\(target)')"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .fifo: return "a FIFO"
        case .contiguous: return "a contiguous file"
        case .sparse: return "a sparse file"
        case .other(let flag): return "an entry of unknown type \(typeName(flag))"
        }
    }

    private func typeName(_ flag: UInt8) -> String {
        (0x21...0x7E).contains(flag) ? "'\(Character(Unicode.Scalar(flag)))'" : "byte \(flag)"
    }
}

/// `9216` as "9,216": digits grouped the same way in every locale, for messages.
func grouped(_ value: UInt64) -> String {
    let digits = Array(String(value))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}

/// A size as a person reads it: whole MiB or KiB when exact, else bytes.
func bytes(_ value: UInt64) -> String {
    if value >= 1 << 20 && value % (1 << 20) == 0 { return "\(grouped(value >> 20)) MiB" }
    if value >= 1 << 10 && value % (1 << 10) == 0 { return "\(grouped(value >> 10)) KiB" }
    return "\(grouped(value)) bytes"
}
