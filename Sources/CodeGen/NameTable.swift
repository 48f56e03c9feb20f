import StoryboardModel

/// Valid, unique Swift names for a set of raw strings (`SwiftIdentifier.generatedNames`), in member order.
enum NameTable {
    /// Names for `raws` in `style`, unique and clear of `reserved`: `SwiftIdentifier.generatedNames`, the
    /// rule diagnostics report renames by.
    static func names(
        for raws: [String], _ style: SwiftIdentifier.Case, reserved: Set<String> = []
    )
        -> [String: String]
    {
        SwiftIdentifier.generatedNames(for: raws, style, reserved: reserved)
    }

    /// `name` without backticks: how a member is written after a dot.
    static func bare(_ name: String) -> String { SwiftIdentifier.withoutBackticks(name) }

    /// Whether the member `name` is spelled with exactly the bytes of `raw`, so an enum case's implicit raw
    /// value is `raw`. Bytes, not `==`: a storyboard ID in NFD equals its NFC case name as Swift compares
    /// strings, but UIKit would not find it by the NFC bytes.
    static func isSpelledAs(_ name: String, _ raw: String) -> Bool { bare(name).utf8.elementsEqual(raw.utf8) }

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
