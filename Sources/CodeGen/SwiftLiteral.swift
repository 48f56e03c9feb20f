import NavGraphLog
import StoryboardModel

/// Swift literal spelling for values taken from storyboards.
enum SwiftLiteral {
    /// A string literal for `raw`: quotes, backslashes, control characters and bidirectional overrides
    /// escaped (`\u{202E}`: the same string, but the source reads as it runs), so any storyboard ID or
    /// identifier survives as written.
    static func string(_ raw: String) -> String {
        var result = "\""
        for scalar in raw.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if PlainText.isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text safe inside a `//` or `///` comment: line breaks become spaces.
    /// Other control and bidirectional characters are shown as `PlainText` shows them.
    static func commentText(_ raw: String) -> String {
        PlainText.line(String(raw.map { $0.isNewline ? " " : $0 }))
    }
}
