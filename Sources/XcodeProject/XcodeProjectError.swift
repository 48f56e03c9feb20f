/// Why an `.xcodeproj` could not be read: the file and what is wrong with it.
public struct XcodeProjectError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `project.pbxproj` path.
    public var path: String
    /// What is wrong, in words.
    public var message: String
    /// The 1-based line, when the text itself is malformed.
    public var line: Int?

    /// Creates an error value.
    public init(path: String, message: String, line: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
    }

    /// `App.xcodeproj/project.pbxproj:12: expected ';'`.
    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
    }
}
