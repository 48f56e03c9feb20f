/// The JSON form of a segue: every field as named, `nil` fields left out, and `previewing` written only when
/// set (so segues without Peek & Pop read exactly as before) and read as `false` when absent.
extension Segue: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, source, destination, kind, identifier, relationship, customClass, customModule, unwindAction
        case destinationCreationSelector, attributes, previewing, line
    }

    /// Reads a segue; `previewing` defaults to `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            source: try container.decode(String.self, forKey: .source),
            destination: try container.decodeIfPresent(String.self, forKey: .destination),
            kind: try container.decode(String.self, forKey: .kind),
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
            relationship: try container.decodeIfPresent(String.self, forKey: .relationship),
            customClass: try container.decodeIfPresent(String.self, forKey: .customClass),
            customModule: try container.decodeIfPresent(String.self, forKey: .customModule),
            unwindAction: try container.decodeIfPresent(String.self, forKey: .unwindAction),
            destinationCreationSelector: try container.decodeIfPresent(
                String.self, forKey: .destinationCreationSelector),
            attributes: try container.decode([String: String].self, forKey: .attributes),
            previewing: try container.decodeIfPresent(Bool.self, forKey: .previewing) ?? false,
            line: try container.decodeIfPresent(Int.self, forKey: .line))
    }

    /// Writes a segue; `previewing` only when it is `true`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(source, forKey: .source)
        try container.encodeIfPresent(destination, forKey: .destination)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(identifier, forKey: .identifier)
        try container.encodeIfPresent(relationship, forKey: .relationship)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encodeIfPresent(unwindAction, forKey: .unwindAction)
        try container.encodeIfPresent(destinationCreationSelector, forKey: .destinationCreationSelector)
        try container.encode(attributes, forKey: .attributes)
        if previewing { try container.encode(true, forKey: .previewing) }
        try container.encodeIfPresent(line, forKey: .line)
    }
}
