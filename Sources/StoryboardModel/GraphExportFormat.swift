/// The text formats the whole graph can be exported in.
public enum GraphExportFormat: String, Codable, Sendable, Hashable, CaseIterable {
    /// `GraphDocument` as JSON.
    case json
    /// Graphviz DOT: storyboards as clusters.
    case dot
    /// A Mermaid flowchart: storyboards as subgraphs.
    case mermaid

    /// The media type to serve the format with.
    public var mediaType: String {
        switch self {
        case .json: return "application/json"
        case .dot: return "text/vnd.graphviz"
        case .mermaid: return "text/vnd.mermaid"
        }
    }
}
