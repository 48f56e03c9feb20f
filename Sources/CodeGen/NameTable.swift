import StoryboardModel

/// Valid, unique Swift names for a set of raw strings, through `SwiftIdentifier`'s rules.
enum NameTable {
    /// Names that cannot be used for a type or member whatever the rules say (`_` alone is not a name;
    /// `Type`, `Self` and `self` mean something else after a dot).
    static let unusable: Set<String> = ["_", "Type", "Self", "self", "Protocol", "init", "Any"]

    /// Names for `raws` in `style`, unique among themselves and avoiding `reserved`: a clash gets the
    /// smallest free numeric suffix. Deterministic for any input order (`SwiftIdentifier.uniqueNames`).
    static func names(for raws: [String], _ style: SwiftIdentifier.Case, reserved: Set<String> = [])
        -> [String: String]
    {
        let base = SwiftIdentifier.uniqueNames(for: raws, style)
        let blocked = reserved.union(unusable)
        var taken = Set(base.values.map(bare))
        var result: [String: String] = [:]
        for raw in base.keys.sorted() {
            let name = base[raw] ?? raw
            let plain = bare(name)
            guard blocked.contains(plain) else {
                result[raw] = name
                continue
            }
            var counter = 2
            while taken.contains("\(plain)\(counter)") || blocked.contains("\(plain)\(counter)") { counter += 1 }
            let renamed = "\(plain)\(counter)"
            taken.insert(renamed)
            result[raw] = renamed
        }
        return result
    }

    /// `name` without backticks.
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The order of generated members: by name ignoring case and backticks, then by raw string.
    static func order(_ leftName: String?, _ leftRaw: String, _ rightName: String?, _ rightRaw: String) -> Bool {
        let left = bare(leftName ?? leftRaw)
        let right = bare(rightName ?? rightRaw)
        let leftKey = left.lowercased()
        let rightKey = right.lowercased()
        if leftKey != rightKey { return leftKey < rightKey }
        if left != right { return left < right }
        return leftRaw < rightRaw
    }
}
