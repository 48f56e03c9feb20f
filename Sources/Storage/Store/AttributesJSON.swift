import Foundation

/// Segue presentation attributes as stored: a JSON object of strings, keys sorted so equal dictionaries are
/// stored as equal text.
enum AttributesJSON {
    /// The JSON text of `attributes`.
    static func encode(_ attributes: [String: String]) throws -> String {
        // Most segues carry no attributes: skip the encoder for them.
        if attributes.isEmpty { return "{}" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(attributes), as: UTF8.self)
    }

    /// The dictionary stored as `text`; `segue` names the row in the error when the text is not an object of
    /// strings (only possible if the file was edited by hand: the column is checked with `json_valid`).
    static func decode(_ text: String, segue: String) throws -> [String: String] {
        if text == "{}" { return [:] }
        do {
            return try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        } catch {
            throw StoreError.invalid("attributes of segue '\(segue)' in the database are not a JSON object of strings")
        }
    }
}
