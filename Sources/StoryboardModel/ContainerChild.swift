/// One child of a container in a resolution: the scene (followed through references) and the part it plays,
/// from the relationship segue that holds it. Its JSON is the scene summary's members with `role`,
/// `relationship` and, for ordered children, `index` beside them.
public struct ContainerChild: Sendable, Hashable {
    /// The part a child plays in its container.
    public enum Role: String, Codable, Sendable, Hashable, CaseIterable {
        /// A split view controller's primary column (`masterViewController`).
        case primary
        /// A triple-column split view controller's middle column (`supplementaryViewController`).
        case supplementary
        /// A split view controller's secondary column (`detailViewController`).
        case secondary
        /// The controller a column-style split view controller shows in a compact width
        /// (`compactViewController`).
        case compact
        /// A tab of a tab bar controller (`viewControllers`) or an AppKit tab view controller (`tabItems`);
        /// `index` is its tab.
        case tab
        /// An item of an AppKit split view controller (`splitItems`); `index` is its place, leading first.
        case splitItem
        /// A navigation controller's root view controller (`rootViewController`).
        case root
        /// Any other relationship, named in `relationship`.
        case other

        /// The role of a child held by `relationship`, as IB writes it on the relationship segue.
        public init(relationship: String?) {
            switch relationship {
            case "masterViewController", "primaryViewController": self = .primary
            case "supplementaryViewController": self = .supplementary
            case "detailViewController", "secondaryViewController": self = .secondary
            case "compactViewController": self = .compact
            case "viewControllers", "tabItems": self = .tab
            case "splitItems": self = .splitItem
            case "rootViewController": self = .root
            default: self = .other
            }
        }

        /// Whether children of this role are a list whose order means something (tabs, split items).
        public var isOrdered: Bool { self == .tab || self == .splitItem }
    }

    /// The child scene.
    public var scene: SceneSummary
    /// Its part in the container.
    public var role: Role
    /// The relationship as IB writes it (`viewControllers`, `masterViewController`, ...).
    public var relationship: String
    /// For tabs and split items: the 0-based position among the container's children of that role.
    public var index: Int?

    /// Creates a child.
    public init(scene: SceneSummary, role: Role, relationship: String, index: Int? = nil) {
        self.scene = scene
        self.role = role
        self.relationship = relationship
        self.index = index
    }
}

extension ContainerChild: Codable {
    private enum CodingKeys: String, CodingKey {
        case role, relationship, index
    }

    /// Reads the scene summary's members and the role beside them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            scene: try SceneSummary(from: decoder), role: try container.decode(Role.self, forKey: .role),
            relationship: try container.decode(String.self, forKey: .relationship),
            index: try container.decodeIfPresent(Int.self, forKey: .index))
    }

    /// Writes the scene summary's members and the role beside them, in one object.
    public func encode(to encoder: any Encoder) throws {
        try scene.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(role, forKey: .role)
        try container.encode(relationship, forKey: .relationship)
        try container.encodeIfPresent(index, forKey: .index)
    }
}
