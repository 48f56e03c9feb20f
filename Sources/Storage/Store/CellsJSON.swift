import Foundation
import StoryboardModel

/// A scene's prototype cells as stored: the JSON array of the scene model's `cells` (`PrototypeCell`'s
/// Codable form), `[]` for the many scenes without table or collection views, which cost no coder.
package enum CellsJSON {
    /// The JSON text of `cells`; `scene` names the scene in the error should they not encode (then nothing
    /// is written: storing `[]` instead would lose the cells without a word).
    package static func encode(_ cells: [PrototypeCell], scene: String) throws(StoreError) -> String {
        guard !cells.isEmpty else { return "[]" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(cells), as: UTF8.self)
        } catch {
            throw .invalid("cells of scene '\(scene)' cannot be stored as JSON: \(error)")
        }
    }

    /// The cells stored as `text`; `scene` names the row in the error when the text is not an array of cells
    /// (only possible if the database was edited by hand: the column is checked to be a JSON array).
    package static func decode(_ text: String, scene: String) throws -> [PrototypeCell] {
        if text == "[]" { return [] }
        do {
            return try JSONDecoder().decode([PrototypeCell].self, from: Data(text.utf8))
        } catch {
            throw StoreError.invalid("cells of scene '\(scene)' in the database are not a JSON array of cells")
        }
    }
}
