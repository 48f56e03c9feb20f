import StoryboardModel

/// Valid, unique Swift names for a set of raw strings, through `SwiftIdentifier`'s rules.
enum NameTable {
    /// Names that cannot be used for a type or member whatever the rules say (`_` alone is not a name;
    /// `Type`, `Self` and `self` mean something else after a dot).
    static let unusable: Set<String> = ["_", "Type", "Self", "self", "Protocol", "init", "Any"]

    /// Names for `raws` in `style`, unique among themselves and avoiding `reserved`: a clash gets the
    /// smallest free numeric suffix. Deterministic for any input order (`SwiftIdentifier.uniqueNames`).
    static func names(
        for raws: [String], _ style: SwiftIdentifier.Case, reserved: Set<String> = []
    )
        -> [String: String]
    {
        let base = allNamed(raws, style) ? named(raws) : SwiftIdentifier.uniqueNames(for: raws, style)
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

    /// Whether every raw string is already its own name in `style` (ASCII letters, digits and `_`, starting
    /// with a letter of the style's case): then `SwiftIdentifier.bareName` returns it unchanged and
    /// `uniqueNames` keeps each one, so the table is known without running the rules character by character.
    static func allNamed(_ raws: [String], _ style: SwiftIdentifier.Case) -> Bool {
        raws.allSatisfy { raw in
            guard let first = raw.utf8.first else { return false }
            let startsRight =
                style == .lowerCamel ? (first >= 0x61 && first <= 0x7A) : (first >= 0x41 && first <= 0x5A)
            return startsRight
                && raw.utf8.allSatisfy { byte in
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == 0x5F
                }
        }
    }

    /// The table `uniqueNames` gives for raw strings that are all their own names: each keeps itself,
    /// keywords in backticks.
    static func named(_ raws: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for raw in raws { result[raw] = SwiftIdentifier.keywords.contains(raw) ? "`\(raw)`" : raw }
        return result
    }

    /// `name` without backticks: how a member is written after a dot, where keywords other than the
    /// `unusable` ones need none (SE-0071).
    static func bare(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `items` in the order of generated members: by name ignoring case and backticks, then by name, then
    /// by raw string. Each item's key is worked out once, not at every comparison.
    static func ordered<Item>(_ items: [Item], raw: (Item) -> String, names: [String: String]) -> [Item] {
        let keyed = items.map { item -> (lower: String, name: String, raw: String, item: Item) in
            let rawValue = raw(item)
            let name = bare(names[rawValue] ?? rawValue)
            return (name.lowercased(), name, rawValue, item)
        }
        return keyed.sorted { left, right in
            if left.lower != right.lower { return left.lower < right.lower }
            if left.name != right.name { return left.name < right.name }
            return left.raw < right.raw
        }.map(\.item)
    }
}
