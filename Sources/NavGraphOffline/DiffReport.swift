import NavGraphLog
import StoryboardModel

/// The formats of `navgraph diff` that only the command prints (markdown and the JSON document live with the
/// report in StoryboardModel, shared with the HTTP API).
extension DiffReport {
    /// `text`: one line per change, then the summary.
    func text() -> String {
        var lines: [String] = []
        for section in sections {
            for change in section.changes {
                let place = sections.count > 1 ? "\(section.bundle): " : ""
                lines.append(
                    PlainText.line(
                        "\(change.impact.rawValue): [\(change.subject.rawValue) \(change.kind.rawValue)] \(place)"
                            + change.message))
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `json`: counts, summary and the changes of each bundle.
    func json() throws(CLIError) -> String {
        try JSONText.encode(document)
    }

    /// `github`: one workflow command per change, on the storyboard's file (error, warning, notice); a call added
    /// in code on its line, `newCheckout` turning a checkout-relative path into one as the user reaches it.
    func github(newCheckout: (String) -> String = { $0 }) -> String {
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
                } else if change.subject == .code, change.kind == .added, let place = Self.place(change.new) {
                    properties.append("file=\(GitHubAnnotation.escapeProperty(newCheckout(place.file)))")
                    properties.append("line=\(place.line)")
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

    /// `App/Home.swift:12` split at its last colon.
    private static func place(_ location: String?) -> (file: String, line: Int)? {
        guard let location, let colon = location.lastIndex(of: ":"),
            let line = Int(location[location.index(after: colon)...]), line > 0
        else { return nil }
        return (String(location[..<colon]), line)
    }
}
