import Storage

/// The lines `push` and `import` print for the project attributes a snapshot changed, one each, old -> new:
/// `module changed: OldApp -> NewApp`, `main storyboards changed: Main -> Intro`, `platform changed: ios -> tvos`.
enum AttributeChangeLines {
    /// The attributes in the order they are printed, as the snapshot route's JSON names them.
    static let order = ["module", "mainStoryboards", "platform"]

    /// The lines for what the store answered (`navgraph import`).
    static func lines(_ changes: [ProjectAttributeChange]) -> [String] {
        changes.map { change in
            switch change {
            case .module(let old, let new): line(change.name, old: old, new: new)
            case .mainStoryboards(let old, let new): line(change.name, old: old, new: new)
            case .platform(let old, let new): line(change.name, old: old.rawValue, new: new.rawValue)
            }
        }
    }

    /// The lines for the `attributes` object of the snapshot route's answer (`navgraph push`); none when absent.
    static func lines(json: Any?) -> [String] {
        guard let object = json as? [String: Any] else { return [] }
        return order.compactMap { name in
            (object[name] as? [String: Any]).map { line(name, old: $0["old"], new: $0["new"]) }
        }
    }

    private static func line(_ name: String, old: Any?, new: Any?) -> String {
        let label = name == "mainStoryboards" ? "main storyboards" : name
        return "\(label) changed: \(text(old, of: name)) -> \(text(new, of: name))"
    }

    /// A value as printed: the text, the names joined; no module is `(none)`, main storyboards not known
    /// `(not known)` and an empty list of them `(none)`.
    private static func text(_ value: Any?, of name: String) -> String {
        switch value {
        case let text as String: return text
        case let names as [String]: return names.isEmpty ? "(none)" : names.joined(separator: ", ")
        default: return name == "mainStoryboards" ? "(not known)" : "(none)"
        }
    }
}
