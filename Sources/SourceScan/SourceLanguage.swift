/// The language of a source file, which decides its comment and string rules.
public enum SourceLanguage: Sendable, Equatable {
    /// Swift: nested block comments, `\(...)` interpolation, raw `#"..."#` and multi-line `"""` strings.
    case swift
    /// Objective-C (and C, C++): flat block comments, `@"..."` and `"..."` strings, character literals.
    case objectiveC

    /// The language of a file with extension `pathExtension`, or `nil` when it is not source code.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }
}
