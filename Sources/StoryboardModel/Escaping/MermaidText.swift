import NavGraphLog

/// How any name becomes the text of a quoted Mermaid label (https://mermaid.js.org/syntax/flowchart.html):
/// the one rule of the Mermaid renderer, whose node ids are positional (`n0`, `s0`) and never hold a name.
///
/// Characters Mermaid or the HTML it draws would read as syntax become Mermaid's `#code;` entities (`"`, `#`,
/// `&`, `<`, `>`, `|`, backtick, `'`, and the brackets that close a shape); line breaks become spaces (a label
/// is one line of the flowchart) and other control and bidirectional characters are dropped.
enum MermaidText {
    static func label(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "&": result += "#38;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            case "`": result += "#96;"
            case "'": result += "#39;"
            case "\n", "\r", "\t": result += " "
            default: if !PlainText.isControl(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
