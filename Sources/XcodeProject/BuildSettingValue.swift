/// One assignment of a build setting: its text as written and where it was written.
struct BuildSettingValue: Sendable, Equatable {
    /// The value, `$(...)` references unexpanded.
    var text: String
    /// The `.xcconfig` or `project.pbxproj` that assigns it.
    var path: String
    /// The 1-based line in an `.xcconfig`.
    var line: Int?
}
