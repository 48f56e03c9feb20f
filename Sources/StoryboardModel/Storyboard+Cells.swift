/// The prototype cells of a storyboard as code sees them: what can be dequeued, and the member names
/// codegen gives their reuse identifiers (one rule for codegen and diagnostics).
extension Storyboard {
    /// Every cell of every scene that code dequeues by reuse identifier (not static, identifier set), with
    /// its scene, scenes in document order and cells in document order.
    public var dequeuedCells: [(scene: Scene, cell: PrototypeCell)] {
        scenes.flatMap { scene in scene.cells.filter(\.isDequeued).map { (scene, $0) } }
    }

    /// The reuse identifiers of `dequeuedCells`, sorted, each once.
    public var reuseIdentifiers: [String] {
        Array(Set(dequeuedCells.compactMap(\.cell.usableReuseIdentifier))).sorted()
    }

    /// The lower camel case member name of each reuse identifier: `SwiftIdentifier.generatedNames` over the
    /// storyboard's reuse identifiers, unique among themselves.
    public var reuseIdentifierNames: [String: String] {
        SwiftIdentifier.generatedNames(for: reuseIdentifiers, .lowerCamel)
    }
}
