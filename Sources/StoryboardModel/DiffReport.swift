/// A navigation diff as it is reported, by `navgraph diff` and by `GET /v1/projects/{p}/diff`: the changes
/// of each bundle (a project is one bundle), with the counts and summary over all of them.
public struct DiffReport: Encodable, Sendable {
    /// One bundle's diff, with where its storyboards are on disk for annotations.
    public struct Section: Encodable, Sendable {
        /// The bundle (or project) name.
        public var bundle: String
        /// Its changes, most serious first.
        public var changes: [NavigationChange]
        /// Storyboard name → file as displayed (the new checkout's, else the old one's); not encoded.
        public var files: [String: String]

        enum CodingKeys: String, CodingKey { case bundle, changes }

        /// Creates a section.
        public init(bundle: String, changes: [NavigationChange], files: [String: String] = [:]) {
            self.bundle = bundle
            self.changes = changes
            self.files = files
        }
    }

    /// The JSON document: counts, summary and the changes of each bundle.
    public struct Document: Encodable, Sendable {
        /// The one-line summary.
        public var summary: String
        /// Breaking changes.
        public var breaking: Int
        /// Changes of behaviour.
        public var behaviour: Int
        /// Cosmetic changes.
        public var cosmetic: Int
        /// Every bundle's changes.
        public var bundles: [Section]
    }

    /// The sections, one per bundle.
    public var sections: [Section]

    /// Creates a report of `sections`.
    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Every change of every bundle.
    public var all: [NavigationChange] { sections.flatMap(\.changes) }

    /// Whether anything breaking was found (`navgraph diff` exits 1).
    public var isBreaking: Bool { all.contains { $0.impact == .breaking } }

    /// The one-line summary over every bundle.
    public var summary: String { NavigationDiff.summary(sections.lazy.flatMap(\.changes)) }

    /// What `--format json` prints and the diff endpoint answers.
    public var document: Document {
        var counts: [NavigationChange.Impact: Int] = [:]
        for section in sections {
            for change in section.changes { counts[change.impact, default: 0] += 1 }
        }
        return Document(
            summary: summary, breaking: counts[.breaking] ?? 0, behaviour: counts[.behaviour] ?? 0,
            cosmetic: counts[.cosmetic] ?? 0, bundles: sections)
    }
}
