/// How any name becomes part of one line of plain text output (`check` and `diff` text, log lines, workflow
/// command messages): nothing in a name can start a new line, move the cursor or reorder what is shown.
///
/// Line breaks and tabs become `\n`, `\r`, `\t`; every other control character (C0, DEL, C1), Unicode's line
/// and paragraph separators and the bidirectional controls (the "Trojan Source" characters, U+202A-U+202E,
/// U+2066-U+2069, U+200E, U+200F, U+061C) become `\u{XXXX}`, visible and inert. So a segue identifier
/// holding a newline and `::error ...` can never put a GitHub workflow command at the start of a line.
public enum PlainText {
    /// `text` made safe for the middle of one line.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` breaks lines, controls a terminal or overrides text direction.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return true
        default:
            return false
        }
    }
}
