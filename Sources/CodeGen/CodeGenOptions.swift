/// How to generate: access level, the app's own module and the project revision for the header.
public struct CodeGenOptions: Sendable, Equatable {
    /// The access level of every generated symbol.
    public var access: AccessLevel
    /// The app's own module: classes whose `customModule` equals it need no import. Defaults to the
    /// project's module when `nil`.
    public var module: String?
    /// The project revision named in the header, when given (so the output says what it was made from).
    public var projectRevision: Int?

    /// Creates options; the defaults give internal symbols and no revision in the header.
    public init(access: AccessLevel = .internal, module: String? = nil, projectRevision: Int? = nil) {
        self.access = access
        self.module = module
        self.projectRevision = projectRevision
    }
}
