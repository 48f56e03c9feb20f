/// The JSON form of a scene: every field as named, `nil` fields left out, and `cells` written only when the
/// scene has some (so scenes without table or collection views read exactly as before) and read as empty
/// when absent.
extension Scene: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, customClass, customModule, inheritsModuleFromTarget, storyboardIdentifier, title, userLabel
        case referencedStoryboard, referencedIdentifier, bundleIdentifier, line, cells, notificationCategory
        case menuItem
    }

    /// Reads a scene; `cells` defaults to none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(String.self, forKey: .kind),
            customClass: try container.decodeIfPresent(String.self, forKey: .customClass),
            customModule: try container.decodeIfPresent(String.self, forKey: .customModule),
            inheritsModuleFromTarget: try container.decode(Bool.self, forKey: .inheritsModuleFromTarget),
            storyboardIdentifier: try container.decodeIfPresent(String.self, forKey: .storyboardIdentifier),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            userLabel: try container.decodeIfPresent(String.self, forKey: .userLabel),
            referencedStoryboard: try container.decodeIfPresent(String.self, forKey: .referencedStoryboard),
            referencedIdentifier: try container.decodeIfPresent(String.self, forKey: .referencedIdentifier),
            bundleIdentifier: try container.decodeIfPresent(String.self, forKey: .bundleIdentifier),
            line: try container.decodeIfPresent(Int.self, forKey: .line),
            cells: try container.decodeIfPresent([PrototypeCell].self, forKey: .cells) ?? [],
            notificationCategory: try container.decodeIfPresent(String.self, forKey: .notificationCategory),
            menuItem: try container.decodeIfPresent(String.self, forKey: .menuItem))
    }

    /// Writes a scene; `cells` only when there are some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(customClass, forKey: .customClass)
        try container.encodeIfPresent(customModule, forKey: .customModule)
        try container.encode(inheritsModuleFromTarget, forKey: .inheritsModuleFromTarget)
        try container.encodeIfPresent(storyboardIdentifier, forKey: .storyboardIdentifier)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(userLabel, forKey: .userLabel)
        try container.encodeIfPresent(referencedStoryboard, forKey: .referencedStoryboard)
        try container.encodeIfPresent(referencedIdentifier, forKey: .referencedIdentifier)
        try container.encodeIfPresent(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encodeIfPresent(line, forKey: .line)
        if !cells.isEmpty { try container.encode(cells, forKey: .cells) }
        try container.encodeIfPresent(notificationCategory, forKey: .notificationCategory)
        try container.encodeIfPresent(menuItem, forKey: .menuItem)
    }
}
