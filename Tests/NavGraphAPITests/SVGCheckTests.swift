import Foundation
import Testing

@testable import GraphvizRender

/// The check of the SVG Graphviz returns, the second line behind `DOTText`: a drawing that holds anything a
/// graph drawing does not is withheld, whatever let it through.
@Suite(.tags(.inProcess)) struct SVGCheckTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg width="100pt" height="50pt" viewBox="0 0 100 50" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
        """

    static func drawing(_ body: String) -> Data {
        Data((header + "<g id=\"navgraph\" class=\"graph\"><title>NavGraph</title>" + body + "</g></svg>\n").utf8)
    }

    @Test func aDrawingWithSceneLinksPasses() {
        let body = """
            <g id="scene:Main/A&#45;1" class="node scene"><title>scene:Main/A&#45;1</title>
            <g id="a_scene:Main/A&#45;1"><a xlink:href="#scene=Main/A-1%20%26" xlink:title="A">
            <polygon fill="none" stroke="black" points="0,0 1,1"/><text x="1" y="1">A &amp; B</text></a></g></g>
            """
        #expect(SVGCheck.problem(in: Self.drawing(body)) == nil)
    }

    @Test(arguments: [
        ("<script>alert(1)</script>", "<script>"),
        ("<foreignObject><div/></foreignObject>", "<foreignObject>"),
        ("<g onload=\"alert(1)\"/>", "onload"),
        ("<a xlink:href=\"javascript:alert(1)\"><text>x</text></a>", "javascript:"),
        ("<a xlink:href=\"#scene=Main/x\"></a><script>\"/>", "<script>"),
        ("<a href=\"#scene=a b\"><text>x</text></a>", "#scene=a b"),
        ("<text>Terms & Conditions</text>", "not well-formed"),
        ("<?xml-stylesheet href=\"x\"?>", "processing instruction"),
    ])
    func aHostileOrBrokenDrawingIsWithheld(body: String, named: String) {
        let problem = SVGCheck.problem(in: Self.drawing(body))
        #expect(problem?.contains(named) == true, "\(problem ?? "passed")")
    }
}
