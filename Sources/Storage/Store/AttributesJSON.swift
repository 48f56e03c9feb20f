import Foundation

/// Segue presentation attributes as stored: a JSON object of strings (RFC 8259), keys sorted so equal
/// dictionaries are stored as equal text.
///
/// Written by hand because Foundation's coders cost more than the rest of a 5,000-segue import together;
/// reading falls back to `JSONDecoder` for any text the fast reader does not handle, so it accepts all JSON.
package enum AttributesJSON {
    /// The JSON text of `attributes`.
    package static func encode(_ attributes: [String: String]) -> String {
        if attributes.isEmpty { return "{}" }
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, key) in attributes.keys.sorted().enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            appendString(attributes[key] ?? "", to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The dictionary stored as `text`; `segue` names the row in the error when the text is not an object of
    /// strings (only possible if the file was edited by hand: the column is checked with `json_valid`).
    package static func decode(_ text: String, segue: String) throws -> [String: String] {
        if text == "{}" { return [:] }
        var reader = FastReader(text)
        if let fast = reader.readObject() { return fast }
        do {
            return try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        } catch {
            throw StoreError.invalid("attributes of segue '\(segue)' in the database are not a JSON object of strings")
        }
    }

    /// RFC 8259 section 7: `"` and `\` escaped, control characters as `\uXXXX`; everything else as UTF-8.
    private static func appendString(_ string: String, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// Reads what `AttributesJSON.encode` writes (an object of strings with `\"`, `\\` and `\u00XX` escapes, no
/// whitespace); returns `nil` for anything else so the caller can use the full decoder.
private struct FastReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func readObject() -> [String: String]? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var result: [String: String] = [:]
        while true {
            guard let key = readString(), take(UInt8(ascii: ":")), let value = readString() else { return nil }
            result[key] = value
            if take(UInt8(ascii: ",")) { continue }
            guard take(UInt8(ascii: "}")), position == bytes.count else { return nil }
            return result
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                if escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") {
                    out.append(escaped)
                } else if escaped == UInt8(ascii: "u"), let control = readControlEscape() {
                    out.append(control)
                } else {
                    return nil
                }
            default:
                out.append(byte)
            }
        }
        return nil
    }

    /// `00XX` after `\u`, for a control character; anything else is left to the full decoder.
    private mutating func readControlEscape() -> UInt8? {
        guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "0"),
            bytes[position + 1] == UInt8(ascii: "0"),
            let value = UInt8(String(decoding: bytes[(position + 2)..<(position + 4)], as: UTF8.self), radix: 16),
            value < 0x20
        else { return nil }
        position += 4
        return value
    }
}
