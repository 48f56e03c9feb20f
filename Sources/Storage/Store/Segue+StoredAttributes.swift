import StoryboardModel

/// How every store keeps a segue's presentation attributes and its `previewing` flag: one JSON object of
/// strings (`AttributesJSON`), so the flag needs no column of its own.
extension Segue {
    /// The key that records `previewing` in the stored attributes object. `$` cannot start an XML name, so no
    /// attribute read from a storyboard ever has it.
    package static let previewingKey = "$previewing"

    /// `attributes` as stored, with `previewingKey` when the segue has Peek & Pop segues, as JSON text.
    package var storedAttributesJSON: String {
        guard previewing else { return AttributesJSON.encode(attributes) }
        var stored = attributes
        stored[Self.previewingKey] = "YES"
        return AttributesJSON.encode(stored)
    }

    /// The attributes and `previewing` flag of stored JSON text; `segue` names the row in the error.
    package static func attributes(
        stored text: String, segue: String
    ) throws -> (attributes: [String: String], previewing: Bool) {
        var attributes = try AttributesJSON.decode(text, segue: segue)
        let previewing = attributes.removeValue(forKey: previewingKey) != nil
        return (attributes, previewing)
    }
}
