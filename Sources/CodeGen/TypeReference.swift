import StoryboardModel

/// A Swift type named in generated code, with the module to import for it.
struct TypeReference: Sendable, Hashable, Comparable {
    /// The type name as written in code.
    var name: String
    /// The module that declares it when an import is needed (`FeatureKit`, `AVKit`), else `nil`.
    var module: String?
    /// Why the type differs from what the storyboard says (an invalid class name, a generic class).
    var note: String?
    /// Whether the type is a class of the app (or another module), not a framework class.
    var isCustom: Bool

    static func < (lhs: TypeReference, rhs: TypeReference) -> Bool {
        (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
    }

    /// The fallback for anything code cannot name exactly.
    static let viewController = TypeReference(name: "UIViewController", module: nil, note: nil, isCustom: false)
}
