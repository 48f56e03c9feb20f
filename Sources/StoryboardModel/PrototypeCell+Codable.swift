/// The JSON form of a prototype cell: every field as named, `nil` fields left out, the two flags read as
/// `false` when absent; `segues` is left out when empty and read as empty when absent (cells stored before
/// it existed).
extension PrototypeCell: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, reuseIdentifier, customClass, customModule, inheritsModuleFromTarget, supplementaryKind
        case containerID, isStatic, line, segues
    }

    /// Reads a cell; `inheritsModuleFromTarget` and `isStatic` default to `false`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for key in [CodingKeys.id, .containerID] where try container.decode(String.self, forKey: key).isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "a cell's \(key.stringValue) may not be empty")
        }
        // A source line counts from 1: a body that says otherwise is refused, not stored.
        let line = try container.decodeIfPresent(Int.self, forKey: .line)
        if let line, line < 1 {
            throw DecodingError.dataCorruptedError(
                forKey: .line, in: container, debugDescription: "a cell's line counts from 1, got \(line)")
        }
        let segues = try container.decodeIfPresent([String].self, forKey: .segues) ?? []
        if segues.contains(where: \.isEmpty) {
            throw DecodingError.dataCorruptedError(
                forKey: .segues, in: container, debugDescription: "a cell's segue ids may not be empty")
        }
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(Kind.self, forKey: .kind),
            reuseIdentifier: try container.decodeIfPresent(String.self, forKey: .reuseIdentifier),
            customClass: try container.decodeIfPresent(String.self, forKey: .customClass),
            customModule: try container.decodeIfPresent(String.self, forKey: .customModule),
            inheritsModuleFromTarget: try container.decodeIfPresent(Bool.self, forKey: .inheritsModuleFromTarget)
                ?? false,
            supplementaryKind: try container.decodeIfPresent(SupplementaryKind.self, forKey: .supplementaryKind),
            containerID: try container.decode(String.self, forKey: .containerID),
            isStatic: try container.decodeIfPresent(Bool.self, forKey: .isStatic) ?? false,
            line: line,
            segues: segues)
    }

    /// Writes a cell.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(reuseIdentifier, forKey: .reuseIdentifier)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encode(inheritsModuleFromTarget, forKey: .inheritsModuleFromTarget)
        try container.encodeIfPresent(supplementaryKind, forKey: .supplementaryKind)
        try container.encode(containerID, forKey: .containerID)
        try container.encode(isStatic, forKey: .isStatic)
        try container.encodeIfPresent(line, forKey: .line)
        if !segues.isEmpty { try container.encode(segues, forKey: .segues) }
    }
}
