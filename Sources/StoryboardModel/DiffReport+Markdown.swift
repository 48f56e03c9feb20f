extension DiffReport {
    /// `markdown`, for a pull-request comment: a summary line, then one table per impact, most serious first.
    public func markdown() -> String {
        var lines = ["**NavGraph navigation diff:** \(summary)"]
        let several = sections.count > 1
        for impact in NavigationChange.Impact.allCases {
            let rows = sections.flatMap { section in
                section.changes.filter { $0.impact == impact }.map { (section, $0) }
            }
            guard !rows.isEmpty else { continue }
            lines += ["", "### \(Self.heading(impact)) (\(rows.count))", ""]
            lines.append(several ? "| Bundle | Storyboard | What | Change |" : "| Storyboard | What | Change |")
            lines.append(several ? "| --- | --- | --- | --- |" : "| --- | --- | --- |")
            for (section, change) in rows {
                var cells = [change.storyboard.isEmpty ? "—" : change.storyboard]
                cells.append("\(change.subject.rawValue) \(change.kind.rawValue)")
                cells.append(change.message)
                if several { cells.insert(section.bundle, at: 0) }
                lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func heading(_ impact: NavigationChange.Impact) -> String {
        switch impact {
        case .breaking: "Breaking"
        case .behaviour: "Behaviour"
        case .cosmetic: "Cosmetic"
        }
    }

    /// A table cell: see `MarkdownText`.
    static func cell(_ text: String) -> String { MarkdownText.cell(text) }
}
