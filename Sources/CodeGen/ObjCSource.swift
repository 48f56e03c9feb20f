/// Objective-C source as lines: the two generated files are fixed text around the header comment, so a
/// line model is all they need.
enum ObjCSource {
    /// One line of Objective-C.
    enum Line: Sendable, Equatable {
        case comment(String)
        case code(String)
        case blank
    }

    static func render(_ lines: [Line]) -> String {
        lines.map { line in
            switch line {
            case .comment(let text): return text.isEmpty ? "//" : "// " + SwiftLiteral.commentText(text)
            case .code(let text): return text
            case .blank: return ""
            }
        }.joined(separator: "\n") + "\n"
    }
}
