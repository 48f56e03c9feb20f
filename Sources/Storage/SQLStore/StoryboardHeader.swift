import StoryboardModel

/// A row of `storyboards` without its scenes and segues: the storyboard's row id and its header fields.
struct StoryboardHeader {
    /// The row id, the key of its scenes and segues.
    let id: Int64
    /// The storyboard with empty `scenes` and `segues`.
    let storyboard: Storyboard

    /// Reads the storyboard columns (id, name, platform, target_runtime, tools_version, initial_scene, revision).
    init(row: any SQLRow) throws {
        id = Int64(try row.int(0))
        let name = try row.text(1)
        var platform: Platform?
        if let text = row.optionalText(2) {
            guard let known = Platform(rawValue: text) else {
                throw StoreError.invalid("storyboard '\(name)' has unknown platform '\(text)' in the database")
            }
            platform = known
        }
        storyboard = Storyboard(
            name: name, platform: platform, targetRuntime: row.optionalText(3), toolsVersion: row.optionalText(4),
            initialScene: row.optionalText(5), revision: try row.int(6))
    }
}
