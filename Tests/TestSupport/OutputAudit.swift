import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Real parsers over what NavGraph prints, for the hostile-name tests: each answer lists what is wrong, so a
/// failure names the element, attribute, line or row.
public enum OutputAudit {
    /// The elements Graphviz writes for a graph drawing (and nothing a browser would run or embed).
    public static let svgElements: Set<String> = [
        "svg", "g", "title", "a", "polygon", "polyline", "path", "ellipse", "text", "defs", "linearGradient",
        "radialGradient", "stop",
    ]

    /// What parsing `svg` as XML found wrong: a parse error, an element Graphviz does not write (`script`,
    /// `foreignObject`, ...), an `on...` attribute, or a link other than `#scene=` followed by a
    /// percent-encoded reference. `hrefs` collects the decoded references of every link.
    public static func svgProblems(_ svg: Data, hrefs: inout [String]) -> [String] {
        let parser = XMLParser(data: svg)
        parser.shouldResolveExternalEntities = false
        let delegate = SVGDelegate()
        parser.delegate = delegate
        if !parser.parse() {
            delegate.problems.append("not well-formed XML: \(String(describing: parser.parserError))")
        }
        hrefs = delegate.hrefs
        return delegate.problems
    }

    /// Rows of every Markdown table in `text` whose cell count (unescaped `|` separators) differs from its
    /// header's, and lines that are not table rows inside a table.
    public static func markdownTableProblems(_ text: String) -> [String] {
        var problems: [String] = []
        var columns: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else {
                columns = nil
                continue
            }
            let count = cellCount(String(line))
            if let columns {
                if count != columns { problems.append("\(count) cells, header has \(columns): \(line.prefix(120))") }
            } else {
                columns = count
            }
        }
        return problems
    }

    /// The cells of one `| a | b |` row: pipes not preceded by an odd run of backslashes separate them.
    public static func cellCount(_ row: String) -> Int {
        var separators = 0
        var backslashes = 0
        for character in row {
            if character == "|" && backslashes % 2 == 0 { separators += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return max(0, separators - 1)
    }

    /// Lines of `text` that would be read as a GitHub Actions workflow command (`::name ...::`) or that hold a
    /// control or bidirectional character a terminal would obey.
    public static func commandLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("::") { return String(line.prefix(120)) }
            if line.unicodeScalars.contains(where: isObeyed) { return "control character in: " + line.prefix(120) }
            return nil
        }
    }

    /// Carriage return, other C0 and C1 controls, DEL, line and paragraph separators, bidi controls.
    public static func isObeyed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0B...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private final class SVGDelegate: NSObject, XMLParserDelegate {
        var problems: [String] = []
        var hrefs: [String] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !OutputAudit.svgElements.contains(elementName) { problems.append("element <\(elementName)>") }
            for (name, value) in attributes {
                if name.lowercased().hasPrefix("on") { problems.append("attribute \(name) on <\(elementName)>") }
                guard name == "href" || name.hasSuffix(":href") else { continue }
                let prefix = "#scene="
                let rest = value.dropFirst(prefix.count)
                let plain = rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "%-._~/".contains($0)) }
                if value.hasPrefix(prefix), plain, let decoded = rest.removingPercentEncoding {
                    hrefs.append(decoded)
                } else {
                    problems.append("link \(value.prefix(120)) on <\(elementName)>")
                }
            }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            problems.append("processing instruction \(target)")
        }
    }
}
