import Foundation

/// Pretty, sorted JSON text ending in a newline, for what commands print.
enum JSONText {
    /// `value` encoded with sorted keys, indented, slashes left alone, and a final newline.
    static func encode(_ value: some Encodable) throws(CLIError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            // Foundation pretty-prints an empty array as "[\n\n]".
            return (text.allSatisfy { $0 == "[" || $0 == "]" || $0.isWhitespace } ? "[]" : text) + "\n"
        } catch {
            throw CLIError.software("cannot encode the report as JSON: \(error)")
        }
    }

    /// A `JSONSerialization` tree (dictionaries, arrays, strings, numbers) as the same kind of text.
    static func serialize(_ object: Any) throws(CLIError) -> String {
        do {
            let data = try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self) + "\n"
        } catch {
            throw CLIError.software("cannot encode the report as JSON: \(error)")
        }
    }
}
