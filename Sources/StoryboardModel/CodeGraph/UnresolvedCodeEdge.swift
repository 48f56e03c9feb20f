/// A code edge the reader named but the graph cannot place: its source or destination is not one scene or
/// class of the project (docs/model.md, "Code navigation"). Kept, never guessed.
public struct UnresolvedCodeEdge: Codable, Sendable, Hashable {
    /// The edge as the facts give it.
    public var edge: CodeEdge
    /// Why it cannot be placed, in words: what is missing or ambiguous.
    public var reason: String

    /// Creates an entry.
    public init(edge: CodeEdge, reason: String) {
        self.edge = edge
        self.reason = reason
    }
}
