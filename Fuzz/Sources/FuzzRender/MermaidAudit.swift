/// Each Mermaid line keeps its labels inside their quotes: a statement has an even number of `"`, and no
/// line break, control or bidirectional character, backtick, `<` other than `<br/>`, `>` or `|` inside a label.
///
/// The text is read as Unicode scalars, as Mermaid's lexer reads it: as `Character`s, a quote followed by a
/// combining mark (a label that starts with U+0300) is one grapheme that is not `"`, and the count is wrong.
enum MermaidAudit {
    static func check(_ text: String) {
        for line in text.unicodeScalars.split(separator: "\n") {
            let quotes = line.filter { $0 == "\"" }.count
            precondition(
                quotes % 2 == 0, "a Mermaid label is left open: \(String(String.UnicodeScalarView(line.prefix(120))))")
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            for (position, scalars) in parts.enumerated() where position % 2 == 1 {
                let label = String(String.UnicodeScalarView(scalars))
                let body = label.replacing("<br/>", with: "")
                precondition(
                    !body.unicodeScalars.contains { $0.value < 0x20 || "`<>|".unicodeScalars.contains($0) },
                    "a Mermaid label holds syntax: \(label.prefix(120))")
                precondition(
                    !body.unicodeScalars.contains {
                        (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
                    },
                    "a Mermaid label holds a bidirectional override")
            }
        }
    }
}
