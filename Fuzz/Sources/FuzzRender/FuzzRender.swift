import Foundation
import FuzzSupport
import StoryboardModel

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every name is data in every drawing (issue 20): a small graph whose storyboard names, scene ids, classes,
/// storyboard IDs, titles and segue identifiers are fuzzed text, rendered as DOT and Mermaid.
///
/// Graphviz copies DOT's `id`, `URL`, `class` and `tooltip` strings into its SVG without escaping them, so
/// the worst case is checked without running `dot`: every string of the DOT goes verbatim into an attribute
/// and a text node of an SVG (links into `xlink:href`), beside the `data-` attributes `XMLText` escapes, and
/// that SVG must parse as XML and hold only the elements written here, no `on...` attribute and no link but
/// `#scene=` with a percent-encoded reference. Each string must also fit Graphviz's 16,384-byte limit; each
/// Mermaid line must keep its labels inside their quotes.
@_cdecl("FuzzRender_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let names = RenderInput.names(fuzzInput(data, count))
        let graph = RenderInput.graph(names)
        let dot = graph.export(format: .dot)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
        for (attribute, value) in DOTStrings.attributes(of: dot) {
            precondition(value.utf8.count < 16_384, "a DOT string Graphviz refuses: \(value.utf8.count) bytes")
            if attribute == "URL" {
                svg += "<a xlink:href=\"\(value)\"><text>\(value)</text></a>"
            } else {
                svg += "<g id=\"\(value)\" class=\"\(value)\"><title>\(value)</title></g>"
            }
        }
        for name in names { svg += "<g data-scene=\"\(XMLText.escaped(name))\"/>" }
        svg += "</svg>"
        if let problem = SVGAudit.problem(Data(svg.utf8)) {
            preconditionFailure("names escaped into an unsafe SVG: \(problem)")
        }
        MermaidAudit.check(graph.export(format: .mermaid))
        return 0
    }
}
