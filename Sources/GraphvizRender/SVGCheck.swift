import Foundation
import NavGraphLog
import StoryboardModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks the SVG Graphviz returns before anyone sees it: it must parse as XML and hold only what a graph
/// drawing holds. Graphviz copies `URL` into `xlink:href` without escaping, so this is the second line
/// behind `DOTText`: a name that got through anyway fails the drawing instead of reaching a browser.
public enum SVGCheck {
    /// The elements Graphviz's SVG renderer writes for NavGraph's DOT (shapes, text, links, gradients).
    public static let elements: Set<String> = [
        "svg", "g", "title", "a", "polygon", "polyline", "path", "ellipse", "text", "defs", "linearGradient",
        "radialGradient", "stop",
    ]

    /// Why `svg` is not a safe drawing (not XML, an element or attribute Graphviz never writes for a graph,
    /// an event handler, a link anywhere but `#scene=...`), or `nil` when it is one.
    public static func problem(in svg: Data) -> String? {
        let parser = XMLParser(data: svg)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let checker = Checker()
        parser.delegate = checker
        if !parser.parse() {
            return checker.problem
                ?? "the SVG is not well-formed XML: \(parser.parserError.map { String(describing: $0) } ?? "unknown")"
        }
        if let problem = checker.problem { return problem }
        return checker.sawRoot ? nil : "the SVG has no <svg> element"
    }

    /// Why one attribute is not one Graphviz writes safely, or `nil`.
    static func problem(attribute name: String, value: String, element: String) -> String? {
        let lowered = name.lowercased()
        if lowered.hasPrefix("on") { return "<\(element)> has an event handler attribute '\(name)'" }
        if lowered == "href" || lowered.hasSuffix(":href") {
            let prefix = "#scene="
            guard value.hasPrefix(prefix), URLFragment.isEncoded(String(value.dropFirst(prefix.count))) else {
                return "<\(element)> links somewhere other than a scene: \(PlainText.line(String(value.prefix(80))))"
            }
        }
        return nil
    }

    /// The parser's delegate: stops at the first problem.
    private final class Checker: NSObject, XMLParserDelegate {
        var problem: String?
        var sawRoot = false

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if !sawRoot {
                sawRoot = true
                if elementName != "svg" { fail(parser, "the SVG's root element is <\(elementName)>, not <svg>") }
            }
            guard SVGCheck.elements.contains(elementName) else {
                fail(parser, "the SVG holds an element Graphviz does not write: <\(PlainText.line(elementName))>")
                return
            }
            for (name, value) in attributes {
                if let problem = SVGCheck.problem(attribute: name, value: value, element: elementName) {
                    fail(parser, problem)
                    return
                }
            }
        }

        func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
            fail(parser, "the SVG holds a processing instruction <?\(PlainText.line(target))?>")
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            if problem == nil { problem = message }
            parser.abortParsing()
        }
    }
}
