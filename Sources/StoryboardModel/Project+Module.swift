extension Project {
    /// The longest module name, in UTF-8 bytes: a file name's limit, as for storyboard names.
    public static let maxModuleBytes = 255

    /// What is wrong with `module` as a project's Swift module name, or `nil`: the one rule for every way a
    /// module arrives (`POST`/`PATCH` of a project, a snapshot's Xcode target, `navgraph import --module`).
    public static func problem(withModule module: String) -> String? {
        if module.utf8.count > maxModuleBytes {
            return "must be at most \(maxModuleBytes) bytes of UTF-8 (this one is \(module.utf8.count))"
        }
        return SwiftIdentifier.isValidIdentifier(module) ? nil : "must be a valid Swift module name"
    }
}
