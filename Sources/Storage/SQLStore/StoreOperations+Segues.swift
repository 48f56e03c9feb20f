import StoryboardModel

/// What the store does for a segue beyond what every storyboard element gets (`StoreOperations+Elements.swift`).
extension Segue: StoryboardElement {
    package static let noun = "segue"
    package static let statements = ElementStatements(
        all: .selectSegues, one: .selectSegue, insert: .insertSegue, update: .updateSegue, delete: .deleteSegue)

    package func storedValues() -> [SQLValue] {
        columnValues
    }

    /// `invalid` when the source scene is not in the storyboard: checked before writing so the error names the
    /// scene; the foreign key would refuse it anyway. Its destination is not checked (a dangling one is
    /// diagnosed later).
    package func checkBeforeWriting(in operations: StoreOperations, storyboardID: Int64, storyboard: String) throws {
        let exists = try operations.session.queryFirst(.sceneExists, [.integer(storyboardID), .text(source)]) { _ in
            true
        }
        guard exists != nil else {
            throw StoreError.invalid("source scene '\(source)' of segue '\(id)' is not in storyboard '\(storyboard)'")
        }
    }

    package func afterReplacing(_ id: String, in operations: StoreOperations, storyboardID: Int64) {}
}
