/// The path rules every entry passes before anything sees it: relative, no `..`, no NUL, UTF-8, within the
/// limits; `.` components, repeated and trailing slashes removed so that spellings of one path compare equal.
enum TarPath {
    /// The longest name one component may have: NAME_MAX on Linux and macOS.
    static let maxComponentBytes = 255

    /// Bytes as an archive spells a name, readable in a message: not UTF-8 is replaced, control characters escaped.
    static func display(_ raw: [UInt8]) -> String {
        var out = ""
        for scalar in String(decoding: raw, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The normalised components of `raw`, or the rule it breaks; an empty array means the archive's root (`./`).
    static func components(of raw: [UInt8], limits: TarLimits) throws(TarError) -> [Substring] {
        let shown = display(raw)
        if raw.contains(0) { throw .unsafePath(entry: shown, rule: .nulByte) }
        guard let text = String(validating: raw, as: UTF8.self) else {
            throw .unsafePath(entry: shown, rule: .invalidUTF8)
        }
        if raw.count > limits.maxPathBytes {
            throw .unsafePath(entry: shown, rule: .tooLong(limit: limits.maxPathBytes))
        }
        if raw.first == UInt8(ascii: "/") { throw .unsafePath(entry: shown, rule: .absolute) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.contains("..") { throw .unsafePath(entry: shown, rule: .parentReference) }
        if parts.count > limits.maxPathDepth {
            throw .unsafePath(entry: shown, rule: .tooDeep(limit: limits.maxPathDepth))
        }
        if parts.contains(where: { $0.utf8.count > maxComponentBytes }) {
            throw .unsafePath(entry: shown, rule: .componentTooLong(limit: maxComponentBytes))
        }
        return parts
    }
}

/// Every path an archive has named so far, so a second spelling of one path, a file where a directory was (or
/// the reverse), and an entry below a file are refused. Paths are keyed without case (Swift's `String`
/// equality already ignores Unicode normalisation): a Mac's default file system would make them one file.
struct PathTable {
    private enum Node {
        case file(spelled: String)
        case directory(spelled: String)
        /// A folder only named as the parent of a later entry; an explicit directory entry may still follow.
        case impliedDirectory
    }

    private var nodes: [String: Node] = [:]

    /// Records `parts` (normalised components, spelled `path` in the archive) as `kind`, or throws the conflict
    /// with an earlier entry.
    mutating func insert(_ parts: [Substring], kind: TarEntry.Kind, spelled path: String) throws(TarError) {
        var key = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { key += "/" }
            key += part.lowercased()
            let isLast = index == parts.count - 1
            switch (nodes[key], isLast) {
            case (.file(let spelled), false):
                throw .parentIsFile(entry: path, parent: spelled)
            case (nil, false):
                nodes[key] = .impliedDirectory
            case (.directory, false), (.impliedDirectory, false):
                continue
            case (nil, true):
                nodes[key] = kind == .file ? .file(spelled: path) : .directory(spelled: path)
            case (.impliedDirectory, true):
                // A folder named by earlier entries' paths may get its own entry, but a file may not take its name.
                guard kind == .directory else {
                    throw .duplicate(entry: path, previous: "\(parts.joined(separator: "/"))/")
                }
                nodes[key] = .directory(spelled: path)
            case (.file(let spelled), true), (.directory(let spelled), true):
                throw .duplicate(entry: path, previous: spelled)
            }
        }
    }
}
