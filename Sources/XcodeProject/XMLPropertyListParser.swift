/// Reads an XML property list (`<plist><dict><key>…</key><string>…</string></dict></plist>`), the format of
/// an app's `Info.plist`, into the values `PropertyListParser` gives: strings, arrays and dictionaries.
/// `<integer>`, `<real>`, `<date>` and `<data>` become their text, `<true/>` and `<false/>` the strings
/// `true` and `false`.
///
/// The input is hostile (a snapshot, a repository): arrays and dictionaries nest at most
/// `PropertyListParser.maxDepth` deep, with no recursion past it; a document type's internal subset (where
/// entities would be declared) is refused; only the five predefined entities and character references are
/// replaced, so no text grows beyond the input.
struct XMLPropertyListParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    static func parse(_ bytes: some Collection<UInt8>) throws(PropertyListError) -> PropertyListValue {
        var parser = XMLPropertyListParser(bytes: Array(bytes))
        try parser.skipProlog()
        guard let open = try parser.tag(), open.name == "plist", !open.closing else {
            throw parser.error("expected <plist>")
        }
        if open.empty { return .dictionary([:]) }
        guard let value = try parser.value() else { throw parser.error("expected a value inside <plist>") }
        guard let close = try parser.tag(), close.name == "plist", close.closing else {
            throw parser.error("expected </plist>")
        }
        try parser.skipMisc()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after </plist>") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A start, end or empty-element tag.
    private struct Tag {
        var name: String
        var closing: Bool
        var empty: Bool
    }

    /// The next value, or `nil` when the next tag closes the enclosing element (left unread).
    private mutating func value() throws(PropertyListError) -> PropertyListValue? {
        let start = index
        guard let tag = try tag() else { throw error("expected an element, found the end of the file") }
        if tag.closing {
            index = start
            return nil
        }
        switch tag.name {
        case "dict", "array":
            guard depth < PropertyListParser.maxDepth else {
                throw error("arrays and dictionaries nest deeper than \(PropertyListParser.maxDepth) levels")
            }
            if tag.empty { return tag.name == "dict" ? .dictionary([:]) : .array([]) }
            depth += 1
            defer { depth -= 1 }
            return tag.name == "dict" ? try dictionary() : try array()
        case "true", "false":
            if !tag.empty { try close(tag.name) }
            return .string(tag.name)
        case "string", "key", "integer", "real", "date", "data":
            return .string(tag.empty ? "" : try text(closing: tag.name))
        default:
            throw error("unknown element <\(tag.name)>")
        }
    }

    private mutating func dictionary() throws(PropertyListError) -> PropertyListValue {
        var entries: [String: PropertyListValue] = [:]
        while true {
            let start = index
            guard let tag = try tag() else { throw error("unterminated <dict>") }
            if tag.closing {
                guard tag.name == "dict" else { throw error("expected </dict>, found </\(tag.name)>") }
                return .dictionary(entries)
            }
            guard tag.name == "key" else { throw error("expected <key> in a <dict>, found <\(tag.name)>") }
            index = start
            guard case .string(let key)? = try value() else { throw error("expected <key>") }
            guard let entry = try value() else { throw error("a <key> without a value") }
            entries[key] = entry
        }
    }

    private mutating func array() throws(PropertyListError) -> PropertyListValue {
        var elements: [PropertyListValue] = []
        while let element = try value() { elements.append(element) }
        try close("array")
        return .array(elements)
    }

    private mutating func close(_ name: String) throws(PropertyListError) {
        guard let tag = try tag(), tag.closing, tag.name == name else { throw error("expected </\(name)>") }
    }

    /// The character data up to `</name>`, entities replaced, CDATA sections kept as written.
    private mutating func text(closing name: String) throws(PropertyListError) -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            if starts(with: "<![CDATA[") {
                index += 9
                guard let end = find("]]>") else { throw error("unterminated CDATA section") }
                result += bytes[index..<end]
                index = end + 3
            } else if starts(with: "<!--") {
                try skipComment()
            } else if bytes[index] == UInt8(ascii: "<") {
                try close(name)
                return String(decoding: result, as: UTF8.self)
            } else if bytes[index] == UInt8(ascii: "&") {
                result += try entity()
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        throw error("unterminated <\(name)>")
    }

    private static let entities: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// `&amp;`, `&#38;`, `&#x26;`: the bytes they stand for.
    private mutating func entity() throws(PropertyListError) -> [UInt8] {
        guard let end = find(";", within: 12) else { throw error("unterminated entity") }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        } else if let known = Self.entities[name] {
            scalar = known.unicodeScalars.first
        }
        guard let scalar else { throw error("unknown entity &\(name);") }
        index = end + 1
        return Array(String(Character(scalar)).utf8)
    }

    /// The next tag after white space and comments, or `nil` at the end of the input.
    private mutating func tag() throws(PropertyListError) -> Tag? {
        try skipMisc()
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "<") else { throw error("expected an element, found text") }
        guard let end = find(">") else { throw error("unterminated tag") }
        var inner = bytes[(index + 1)..<end]
        index = end + 1
        let closing = inner.first == UInt8(ascii: "/")
        if closing { inner = inner.dropFirst() }
        let empty = inner.last == UInt8(ascii: "/")
        if empty { inner = inner.dropLast() }
        let name = inner.prefix { !Self.isSpace($0) }
        guard !name.isEmpty, !(closing && empty) else { throw error("malformed tag") }
        return Tag(name: String(decoding: name, as: UTF8.self), closing: closing, empty: empty)
    }

    /// The XML declaration, comments and the document type before `<plist>`.
    private mutating func skipProlog() throws(PropertyListError) {
        if starts(with: "\u{FEFF}") { index += 3 }
        while true {
            try skipMisc()
            if starts(with: "<?") {
                guard let end = find("?>") else { throw error("unterminated <?...?>") }
                index = end + 2
            } else if starts(with: "<!DOCTYPE") {
                guard let end = find(">") else { throw error("unterminated <!DOCTYPE>") }
                guard !bytes[index..<end].contains(UInt8(ascii: "[")) else {
                    throw error("a document type with an internal subset is not read")
                }
                index = end + 1
            } else {
                return
            }
        }
    }

    /// White space and comments.
    private mutating func skipMisc() throws(PropertyListError) {
        while index < bytes.count {
            if Self.isSpace(bytes[index]) {
                index += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        guard let end = find("-->") else { throw error("unterminated comment") }
        index = end + 3
    }

    private func starts(with text: String) -> Bool {
        let prefix = Array(text.utf8)
        return bytes.count - index >= prefix.count && bytes[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    /// The position of the next `text` from the current one, looking at most `within` bytes ahead.
    private func find(_ text: String, within: Int = Int.max) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        var position = index
        let last = min(bytes.count - needle.count, within > bytes.count ? bytes.count : index + within)
        while position <= last {
            if bytes[position] == needle[0] && bytes[position..<(position + needle.count)].elementsEqual(needle) {
                return position
            }
            position += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListParser.error(message, in: bytes, at: index)
    }
}
