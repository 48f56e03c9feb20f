/// How any name becomes XML 1.0 text or an attribute value (https://www.w3.org/TR/xml/#charsets): the one
/// rule for the SVG's `data-` attributes and for what the DOT renderer hands Graphviz.
public enum XMLText {
    /// `text` for a double- or single-quoted attribute value or element content: the five special characters
    /// as references, tab and line breaks as character references (so attribute normalization keeps them),
    /// and characters XML cannot hold at all (other C0 controls, U+FFFE, U+FFFF) dropped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default: if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Whether XML 1.0's `Char` production admits `scalar`.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
