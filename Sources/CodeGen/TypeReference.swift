import StoryboardModel

/// A Swift type named in generated code, with the module to import for it.
struct TypeReference: Sendable, Hashable, Comparable {
    /// The type name as written in code: a custom class of another module than the app's is qualified
    /// with it (`ExtraModule.ValidatePasswordViewController`), so an app class of the same name cannot
    /// capture it.
    var name: String
    /// The class name alone, as `String(describing:)` prints it and storyboards name it.
    var className: String
    /// The module that declares it when an import is needed (`FeatureKit`, `AVKit`), else `nil`.
    var module: String?
    /// Why the type differs from what the storyboard says (an invalid class name, a generic class).
    var note: String?
    /// Whether the type is a class of the app (or another module), not a framework class.
    var isCustom: Bool

    /// A type named `className`, qualified with `module` when it is a custom class of another module.
    init(className: String, module: String?, note: String?, isCustom: Bool) {
        self.className = className
        self.name = isCustom ? module.map { "\($0).\(className)" } ?? className : className
        self.module = module
        self.note = note
        self.isCustom = isCustom
    }

    static func < (lhs: TypeReference, rhs: TypeReference) -> Bool {
        (lhs.name, lhs.module ?? "") < (rhs.name, rhs.module ?? "")
    }
}
