/// The access level of every generated symbol.
public enum AccessLevel: String, CaseIterable, Sendable, Codable {
    /// No modifier: the symbols are visible inside the app's module only.
    case `internal`
    /// `public` on every generated symbol, for a framework that exposes its scenes.
    case `public`

    /// The modifier written before a declaration, with its trailing space (empty for internal).
    var prefix: String { self == .public ? "public " : "" }
}
