/// Reads an old-style (OpenStep) property list: the text format of Xcode's `project.pbxproj`.
///
/// The grammar: a value is a string (unquoted `[A-Za-z0-9_$+/:.-]...`, or quoted with `"` or `'` and
/// backslash escapes), hex data `<0fbd 7778>`, an array `( value, value, )` or a dictionary
/// `{ key = value; }`. Comments `/* ... */` and `// ...` may appear between any two tokens; the file's
/// `// !$*UTF8*$!` header is one. Input is UTF-8.
///
/// Arrays and dictionaries nest at most `maxDepth` deep: a deeper value is an error, never a recursion that
/// exhausts the stack (a `project.pbxproj` from a snapshot or a repository is hostile input).
public struct PropertyListParser {
    /// How deep arrays and dictionaries may nest (Xcode's own files use 4 or 5 levels).
    public static let maxDepth = 256

    let bytes: [UInt8]
    var index = 0
    /// Arrays and dictionaries open around the current position.
    private var depth = 0

    /// Parses `text`'s single top-level value; anything but comments and white space after it is an error.
    public static func parse(_ bytes: some Collection<UInt8>) throws(PropertyListError) -> PropertyListValue {
        var parser = PropertyListParser(bytes: Array(bytes))
        let value = try parser.value()
        try parser.skipTrivia()
        if parser.index < parser.bytes.count { throw parser.error("unexpected text after the top-level value") }
        return value
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func value() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else { throw error("expected a value, found the end of the file") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < Self.maxDepth else {
                throw error("arrays and dictionaries nest deeper than \(Self.maxDepth) levels")
            }
            let opening = bytes[index]
            index += 1
            depth += 1
            defer { depth -= 1 }
            if opening == UInt8(ascii: "{") { return try dictionary() }
            return try array()
        case UInt8(ascii: "<"):
            index += 1
            return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try quotedString())
        default:
            return .string(try unquotedString())
        }
    }

    private mutating func dictionary() throws(PropertyListError) -> PropertyListValue {
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated dictionary: expected '}'") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(entries)
            }
            guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
            try expect("=")
            entries[key] = try value()
            try expect(";")
        }
    }

    private mutating func array() throws(PropertyListError) -> PropertyListValue {
        var elements: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: expected ')'") }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(elements)
            }
            elements.append(try value())
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated array: expected ')'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func data() throws(PropertyListError) -> PropertyListValue {
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unterminated data: expected '>'") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data has an odd number of hex digits") }
                return .data(result)
            }
            guard let nibble = Self.hexValue(byte) else { throw error("expected a hex digit in data") }
            if let first = high {
                result.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(PropertyListError) {
        try skipTrivia()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw error("expected '\(character)'")
        }
        index += 1
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// An error at the current position, with its line and column counted from the start.
    func error(_ message: String) -> PropertyListError {
        Self.error(message, in: bytes, at: index)
    }

    /// An error at byte `index` of `bytes`, with its line and column counted from the start.
    static func error(_ message: String, in bytes: [UInt8], at index: Int) -> PropertyListError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return PropertyListError(message, line: line, column: column)
    }
}
