/// A JSON string that must name one case of `Value` (a body's `platform`): anything else is refused naming
/// every accepted value, where Foundation's own refusal names only the Swift type.
struct Choice<Value: CaseIterable & RawRepresentable & Sendable>: Decodable, Sendable where Value.RawValue == String {
    var value: Value

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = Value(rawValue: text) else {
            // A hostile value is quoted in part: the detail stays readable whatever was sent.
            let shown = text.count > Self.shownLength ? text.prefix(Self.shownLength) + "..." : Substring(text)
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be one of \(Self.accepted), not '\(shown)'")
        }
        self.value = value
    }

    /// The accepted values, in their declared order.
    static var accepted: String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }

    private static var shownLength: Int { 64 }
}
