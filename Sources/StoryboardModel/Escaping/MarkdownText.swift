import NavGraphLog

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
        // Byte by byte: every special character is ASCII, and no byte of a multi-byte UTF-8 sequence is.
        let line = PlainText.line(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(line.utf8.count + 8)
        for byte in line.utf8 {
            if byte < 0x80, special[Int(byte)] { bytes.append(UInt8(ascii: "\\")) }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Per ASCII byte: whether it is escaped.
    private static let special: [Bool] = (0..<128).map { byte in
        "\\|`*_[]<>&~".utf8.contains(UInt8(byte))
    }
}
