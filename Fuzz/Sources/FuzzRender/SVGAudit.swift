import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Foundation's XMLParser over the SVG the target wrote: well-formed, only its own elements, no event
/// handler, links only to `#scene=` and a percent-encoded reference.
enum SVGAudit {
    static let elements: Set<String> = ["svg", "g", "a", "text", "title"]

    static func problem(_ svg: Data) -> String? {
        let parser = XMLParser(data: svg)
        parser.shouldResolveExternalEntities = false
        let delegate = Delegate()
        parser.delegate = delegate
        if !parser.parse() { return delegate.problem ?? "not XML: \(String(describing: parser.parserError))" }
        return delegate.problem
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var problem: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !SVGAudit.elements.contains(elementName) { problem = problem ?? "element <\(elementName)>" }
            for (name, value) in attributes {
                if name.lowercased().hasPrefix("on") { problem = problem ?? "attribute \(name)" }
                if name.hasSuffix("href") {
                    let rest = value.dropFirst("#scene=".count)
                    let plain = rest.unicodeScalars.allSatisfy {
                        $0.isASCII
                            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                                || "%-._~/".unicodeScalars.contains($0))
                    }
                    if !value.hasPrefix("#scene=") || !plain { problem = problem ?? "link \(value.prefix(80))" }
                }
            }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            problem = problem ?? "processing instruction"
        }
    }
}
