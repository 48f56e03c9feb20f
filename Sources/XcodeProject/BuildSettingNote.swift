/// Something NavGraph could not take from a project's build settings, and what it did instead: where the
/// setting is (an `.xcconfig` and its line, or the `project.pbxproj`) and why, in words.
public struct BuildSettingNote: Error, Sendable, Equatable {
    /// The file that sets (or should set) the setting: an absolute path.
    public var path: String
    /// The 1-based line in an `.xcconfig`, when known.
    public var line: Int?
    /// What could not be resolved and what was used instead.
    public var message: String

    /// Creates a note.
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
}
