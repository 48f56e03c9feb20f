import NavGraphLog
import StoryboardModel

/// GitHub Actions workflow commands (`::error file=...,line=...,title=...::message`) that annotate a
/// pull request's files.
///
/// Escaping follows the Actions toolkit's `command.ts`: in the message, `%`, CR and LF become `%25`,
/// `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`.
enum GitHubAnnotation {
    /// One command line (without its newline) for `finding`.
    static func line(for finding: CheckFinding) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        var properties = ["file=\(escapeProperty(finding.path))"]
        if let line = finding.line { properties.append("line=\(line)") }
        if let column = finding.column { properties.append("col=\(column)") }
        properties.append("title=\(escapeProperty(finding.code))")
        return
            "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message + finding.bundleSuffix))"
    }

    /// `%`, CR and LF escaped, scalar by scalar (so CR LF, one `Character` in Swift, becomes `%0D%0A`).
    static func escapeData(_ text: String) -> String {
        escape(text, extra: [])
    }

    /// `escapeData` plus `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: [":", ","])
    }

    private static func escape(_ text: String, extra: Set<Unicode.Scalar>) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where extra.contains(scalar): result += "%3A"
            case "," where extra.contains(scalar): result += "%2C"
            default:
                // Other controls and bidirectional overrides: shown, never obeyed (see `PlainText`).
                if PlainText.isControl(scalar) {
                    result += PlainText.line(String(scalar))
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
