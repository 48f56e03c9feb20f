import StoryboardModel

/// What the store does for a scene beyond what every storyboard element gets (`StoreOperations+Elements.swift`).
extension Scene: StoryboardElement {
    package static let noun = "scene"
    package static let statements = ElementStatements(
        all: .selectScenes, one: .selectScene, insert: .insertScene, update: .updateScene, delete: .deleteScene)

    package func storedValues() throws -> [SQLValue] {
        try columnValues()
    }

    package func checkBeforeWriting(in operations: StoreOperations, storyboardID: Int64, storyboard: String) {}

    /// A renamed scene: its segues follow it (`segues.source`, through ON UPDATE CASCADE), and segue
    /// destinations and the initial scene pointing at the old id are updated.
    package func afterReplacing(_ id: String, in operations: StoreOperations, storyboardID: Int64) throws {
        guard self.id != id else { return }
        let rename: [SQLValue] = [.text(self.id), .integer(storyboardID), .text(id)]
        try operations.session.run(.renameDestination, rename)
        try operations.session.run(.renameInitialScene, rename)
    }
}
