/// Swift literal spelling for values taken from storyboards.
enum SwiftLiteral {
    /// A string literal for `raw`: quotes, backslashes and control characters escaped, so any storyboard
    /// ID or identifier survives as written.
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
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text safe inside a `//` or `///` comment: line breaks become spaces.
    static func commentText(_ raw: String) -> String {
        String(raw.map { $0.isNewline ? " " : $0 })
    }
}
