import Foundation
import NavGraphLog
import Testing

@testable import StoryboardModel

/// The one escaping rule of each output language, on the hostile corpus.
@Suite struct EscapingRuleTests {
    @Test func sceneURLHoldsOnlyUnreservedCharactersAndDecodesBack() {
        for name in HostileNames.all {
            let ref = SceneRef(storyboard: name, scene: name)
            let url = DOTText.sceneURL(ref)
            #expect(url.hasPrefix("#scene="))
            let encoded = url.dropFirst("#scene=".count)
            #expect(encoded.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "%-._~/".contains($0)) })
            #expect(encoded.removingPercentEncoding == DOTText.visible(ref.description))
            if HostileNames.plain.contains(name) { #expect(encoded.removingPercentEncoding == ref.description) }
        }
    }

    @Test func dotStringsHoldNoQuoteMarkupOrControl() {
        for name in HostileNames.all {
            let text = DOTText.escaped(name)
            #expect(!text.contains("\"") && !text.contains("<") && !text.contains(">"))
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
            // Every backslash is doubled: no `\N`, `\G` or `\"` escape survives from the name.
            #expect(text.replacingOccurrences(of: "\\\\", with: "").contains("\\") == false)
        }
    }

    @Test func dotStringsStayWithinGraphvizLimitAndDistinct() {
        let long = HostileNames.all.filter { $0.unicodeScalars.count > DOTText.limit }
        #expect(!long.isEmpty)
        for name in long {
            #expect(DOTText.quoted(name + name).utf8.count < 16_384)
            #expect(DOTText.visible(name) != DOTText.visible(name + "x"))
        }
    }

    @Test func plainTextIsOneInertLine() {
        for name in HostileNames.all {
            let line = PlainText.line(name)
            #expect(!line.unicodeScalars.contains(where: PlainText.isControl))
            #expect(!line.contains("\n") && !line.contains("\r"))
        }
        #expect(PlainText.line("a\nb\u{202E}c") == "a\\nb\\u{202E}c")
    }

    @Test func markdownCellsKeepTheirColumnsAndOpenNoMarkup() {
        for name in HostileNames.all {
            let row = "| " + MarkdownText.cell(name) + " | x |"
            #expect(OutputAudit.cellCount(row) == 2, "\(row.prefix(80))")
            #expect(row.firstMatch(of: /(^|[^\\])(\\\\)*[<&`*_\[]/) == nil, "\(row.prefix(80))")
        }
    }

    @Test func xmlTextParsesBackToTheName() throws {
        for name in HostileNames.all {
            let document = "<a v=\"\(XMLText.escaped(name))\">\(XMLText.escaped(name))</a>"
            var hrefs: [String] = []
            // Parsed by Foundation's XMLParser through the audit: well-formed, and `a` is a drawing element.
            #expect(OutputAudit.svgProblems(Data(document.utf8), hrefs: &hrefs).isEmpty)
        }
    }
}

/// Scenes whose names differ only in what Graphviz cannot show stay two nodes of the drawing.
@Suite struct DrawingIDTests {
    @Test func namesThatLookAlikeInTheDrawingAreStillTwoNodes() {
        let names = ["a\nb", "a b", "a\u{1}b", "ab", "long" + String(repeating: "N", count: 2_000)]
        let storyboard = Storyboard(
            name: "Main", initialScene: nil, scenes: names.map { Scene(id: $0, kind: "viewController") })
        let graph = NavigationGraph(project: Project(name: "p", module: nil, platform: .ios), storyboards: [storyboard])
        let ids = names.compactMap { graph.drawingID(of: SceneRef(storyboard: "Main", scene: $0)) }
        #expect(Set(ids).count == names.count)
        let dot = graph.export(format: .dot)
        let statements = dot.split(separator: "\n").filter { $0.contains("class=\"scene ") }
        #expect(statements.count == names.count)
        let nodeNames = Set(statements.map { $0.drop { $0 == " " }.prefix { $0 != "[" } })
        #expect(nodeNames.count == names.count, "\(nodeNames.map { $0.prefix(40) })")
    }
}
