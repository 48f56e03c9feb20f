/// One kept revision of a project, as `GET /v1/projects/{p}/revisions` lists it.
public struct RevisionEntry: Codable, Sendable, Equatable {
    /// The project revision the write made.
    public var revision: Int
    /// When, ISO 8601 in UTC.
    public var time: String
    /// What the write did, in one line ("replaced storyboard 'Main'").
    public var summary: String
    /// The labels naming this revision (commit SHAs, say), sorted; empty when none.
    public var labels: [String]

    /// Creates an entry.
    public init(revision: Int, time: String, summary: String, labels: [String] = []) {
        self.revision = revision
        self.time = time
        self.summary = summary
        self.labels = labels
    }
}

extension RevisionEntry {
    private enum CodingKeys: String, CodingKey {
        case revision, time, summary, labels
    }

    /// Reads an entry; `labels` may be missing (archives and answers from before labels).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        revision = try container.decode(Int.self, forKey: .revision)
        time = try container.decode(String.self, forKey: .time)
        summary = try container.decode(String.self, forKey: .summary)
        labels = try container.decodeIfPresent([String].self, forKey: .labels) ?? []
    }

    /// Writes an entry; `labels` only when there are some, so unlabelled history reads as it always did.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(revision, forKey: .revision)
        try container.encode(time, forKey: .time)
        try container.encode(summary, forKey: .summary)
        if !labels.isEmpty { try container.encode(labels, forKey: .labels) }
    }
}
