/// One kept revision of a project, as `GET /v1/projects/{p}/revisions` lists it.
public struct RevisionEntry: Codable, Sendable, Equatable {
    /// The project revision the write made.
    public var revision: Int
    /// When, ISO 8601 in UTC.
    public var time: String
    /// What the write did, in one line ("replaced storyboard 'Main'").
    public var summary: String

    /// Creates an entry.
    public init(revision: Int, time: String, summary: String) {
        self.revision = revision
        self.time = time
        self.summary = summary
    }
}
