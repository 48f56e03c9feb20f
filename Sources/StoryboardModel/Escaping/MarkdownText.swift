/// How any name becomes the text of a GitHub-flavoured Markdown table cell (https://github.github.com/gfm/):
/// the one rule of the Markdown diff.
///
/// Every ASCII punctuation character that Markdown or HTML reads as syntax inside a cell is backslash-escaped (CommonMark
/// section 2.4: a backslash before any ASCII punctuation makes it literal), so no name opens a tag, an
/// entity, a link, emphasis or a code span, and `\|` keeps the row's column count (GFM section 4.10 splits
/// cells on unescaped pipes, even inside code spans). Line breaks and other controls go through `PlainText`.
public enum MarkdownText {
    /// `text` for one table cell.
    public static func cell(_ text: String) -> String {
        var result = ""
        for scalar in PlainText.line(text).unicodeScalars {
            if special.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    private static let special: Set<Unicode.Scalar> = [
        "\\", "|", "`", "*", "_", "[", "]", "<", ">", "&", "~",
    ]
}
