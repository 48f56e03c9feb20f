/// A closed set of names a JSON document gives (a code navigation fact's `kind`): a name not in the set is
/// refused naming every one, where the synthesized decoder names only the Swift type ("Cannot initialize Kind
/// from invalid String value").
public protocol NamedChoice: CaseIterable, RawRepresentable, Decodable where RawValue == String {}

extension NamedChoice {
    /// Reads one of the names; any other is `DecodingError.dataCorrupted` naming them all.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Self(rawValue: text) else {
            let shown = text.count > 64 ? text.prefix(64) + "..." : Substring(text)
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "must be one of \(Self.allCases.map(\.rawValue).joined(separator: ", ")), not '\(shown)'")
        }
        self = value
    }
}
