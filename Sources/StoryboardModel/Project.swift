/// A project: the set of storyboards of one app (or module).
public struct Project: Codable, Sendable, Equatable, Hashable {
    /// Unique slug, `[A-Za-z0-9][A-Za-z0-9._-]{0,63}`.
    public var name: String
    /// The app's Swift module, when known (codegen leaves imports of it out).
    public var module: String?
    /// The storyboards the app opens at launch, by name, as its Xcode project's `Info.plist` declares them
    /// (`UIMainStoryboardFile`, `UISceneStoryboardFile`...); `nil` when not known, and then a storyboard named
    /// `Main` is taken as the main one.
    public var mainStoryboards: [String]?
    /// The platform the project targets.
    public var platform: Platform
    /// Grows with every write to the project or anything in it; the key of caches and ETags.
    public var revision: Int
    /// ISO 8601 creation time.
    public var createdAt: String
    /// ISO 8601 time of the last write to the project or anything in it.
    public var updatedAt: String

    /// Creates a project value.
    public init(
        name: String, module: String? = nil, mainStoryboards: [String]? = nil, platform: Platform = .ios,
        revision: Int = 1, createdAt: String = "", updatedAt: String = ""
    ) {
        self.name = name
        self.module = module
        self.mainStoryboards = mainStoryboards
        self.platform = platform
        self.revision = revision
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Whether `name` is a valid project slug: `[A-Za-z0-9][A-Za-z0-9._-]{0,63}`.
    public static func isValidName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 64, isAlphanumeric(first) else { return false }
        return bytes.dropFirst().allSatisfy {
            isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
