import StoryboardModel

/// What `navgraph diff` prints: the diff of each bundle found in either checkout.
struct DiffReport: Encodable {
    /// One bundle's diff, with where its storyboards are on disk for annotations.
    struct Section: Encodable {
        var bundle: String
        var changes: [NavigationChange]
        /// Storyboard name → file as displayed (the new checkout's, else the old one's).
        var files: [String: String]

        enum CodingKeys: String, CodingKey { case bundle, changes }
    }

    var sections: [Section]

    /// Every change of every bundle.
    var all: [NavigationChange] { sections.flatMap(\.changes) }

    /// Whether anything breaking was found (exit 1).
    var isBreaking: Bool { all.contains { $0.impact == .breaking } }

    /// The one-line summary over every bundle.
    var summary: String { NavigationDiff(changes: all).summary }

    /// `text`: one line per change, then the summary.
    func text() -> String {
        var lines: [String] = []
        for section in sections {
            for change in section.changes {
                let place = sections.count > 1 ? "\(section.bundle): " : ""
                lines.append(
                    "\(change.impact.rawValue): [\(change.subject.rawValue) \(change.kind.rawValue)] \(place)"
                        + change.message)
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `json`: counts, summary and the changes of each bundle.
    func json() throws(CLIError) -> String {
        struct Document: Encodable {
            var summary: String
            var breaking: Int
            var behaviour: Int
            var cosmetic: Int
            var bundles: [Section]
        }
        let total = NavigationDiff(changes: all)
        return try JSONText.encode(
            Document(
                summary: summary, breaking: total.count(.breaking), behaviour: total.count(.behaviour),
                cosmetic: total.count(.cosmetic), bundles: sections))
    }

    /// `github`: one workflow command per change, on the storyboard's file (error, warning, notice).
    func github() -> String {
        var lines: [String] = []
        for section in sections {
            for change in section.changes {
                let command: String
                switch change.impact {
                case .breaking: command = "error"
                case .behaviour: command = "warning"
                case .cosmetic: command = "notice"
                }
                var properties: [String] = []
                if let file = section.files[change.storyboard] {
                    properties.append("file=\(GitHubAnnotation.escapeProperty(file))")
                }
                let title =
                    "navgraph diff: \(change.impact.rawValue) \(change.subject.rawValue) \(change.kind.rawValue)"
                properties.append("title=\(GitHubAnnotation.escapeProperty(title))")
                lines.append(
                    "::\(command) \(properties.joined(separator: ","))::\(GitHubAnnotation.escapeData(change.message))")
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
