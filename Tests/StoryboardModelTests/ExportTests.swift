import Foundation
import Testing

@testable import StoryboardModel

@Suite struct ExportTests {
    @Test func jsonParsesBackToTheGraphDocument() throws {
        let graph = try Fixtures.graph("App")
        let text = graph.export(format: .json)
        let document = try JSONDecoder().decode(GraphDocument.self, from: Data(text.utf8))
        #expect(document == graph.document())
        #expect(document.project == "App")
        #expect(document.storyboards.map(\.name) == ["Main", "Media", "Settings"])
        #expect(document.storyboards.map { $0.scenes.count } == [13, 2, 7])
        #expect(document.edges.count == 19)
        let unwind = try #require(document.edges.first { $0.id == "SEG-06-002" })
        #expect(unwind.destination == nil)
        #expect(unwind.unwindAction == "unwindToCompose:")
        let embed = try #require(document.edges.first { $0.id == "SEG-04-002" })
        #expect(embed.containment)
        #expect(embed.destination == ref("Main/EMB-06-000"))
        let tab = try #require(document.storyboards[0].scenes.first)
        #expect(tab.initial)
        #expect(tab.swiftType == "UITabBarController")
    }

    @Test func everyFormatIsDeterministic() throws {
        let storyboards = try Fixtures.storyboards("App")
        let one = NavigationGraph(project: Project(name: "App"), storyboards: storyboards)
        let other = NavigationGraph(project: Project(name: "App"), storyboards: storyboards.reversed())
        for format in GraphExportFormat.allCases {
            #expect(one.export(format: format) == other.export(format: format))
            #expect(one.export(format: format) == one.export(format: format))
        }
    }

    /// The start of the DOT line of scene `ref`: its id, classes and label.
    func node(_ ref: String, _ classes: String, _ label: String) -> String {
        "\"scene:\(ref)\" [id=\"scene:\(ref)\", class=\"\(classes)\", label=\"\(label)\", URL=\"#scene=\(ref)\""
    }

    @Test func dotHasClustersLabelsAndStyledEdges() throws {
        let dot = try Fixtures.graph("App").export(format: .dot)
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "digraph \"NavGraph App\" {")
        #expect(lines.last == "}")
        #expect(lines.filter { $0.hasPrefix("subgraph \"cluster_") && !$0.contains("_nav_") }.count == 3)
        #expect(lines.contains("label=\"Settings\";"))
        let has = { (prefix: String) in lines.contains { $0.hasPrefix(prefix) } }
        #expect(has(node("Main/LST-01-000", "scene kind-tableViewController", "InboxViewController\\nID: Inbox")))
        #expect(has(node("Main/TAB-00-000", "scene kind-tabBarController initial", "UITabBarController")))
        #expect(lines.contains { $0.hasPrefix("\"scene:Main/TAB-00-000\"") && $0.hasSuffix("peripheries=2];") })
        #expect(has(node("Main/REF-02-000", "scene kind-reference reference", "→ Settings (initial)")))
        #expect(
            lines.contains(
                "\"scene:Main/LST-01-000\" -> \"scene:Main/MSG-03-000\" [id=\"segue:Main/SEG-01-002\", "
                    + "label=\"showMessage\", class=\"segue kind-show navigation\"];"))
        #expect(
            lines.contains(
                "\"scene:Main/LST-01-000\" -> \"scene:Main/NAV-04-000\" [id=\"segue:Main/SEG-01-003\", "
                    + "label=\"compose\", class=\"segue kind-presentation navigation\", style=bold, color=firebrick];"))
        #expect(
            lines.contains(
                "\"scene:Main/CMP-04-000\" -> \"scene:Main/EMB-06-000\" [id=\"segue:Main/SEG-04-002\", "
                    + "class=\"segue kind-embed containment\", style=dashed, arrowhead=odiamond, color=gray45];"))
        #expect(
            lines.contains(
                "\"scene:Main/REF-02-000\" -> \"scene:Settings/NAV-S1-000\" [id=\"reference:Main/REF-02-000\", "
                    + "class=\"reference\", style=dotted, color=gray40, arrowhead=empty];"))
        // The unwind segue goes to an exit marker of its own, dashed orange.
        #expect(
            lines.contains(
                "\"scene:Main/PCK-06-000\" -> \"exit:Main/SEG-06-002\" [id=\"segue:Main/SEG-06-002\", "
                    + "label=\"unwindToCompose\", class=\"segue kind-unwind\", style=dashed, color=darkorange3];"))
    }

    @Test func dotDrawsNavigationControllersWithTheirRootAndGreysUnreachableScenes() throws {
        let dot = try Fixtures.graph("App").export(format: .dot)
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // Main/NAV-04-000's root is Main/CMP-04-000 (the fixture's rootViewController segue SEG-04-001).
        let start = try #require(lines.firstIndex(of: "id=\"navigation:Main/NAV-04-000\"; class=\"navigation\";"))
        #expect(lines[start + 1].hasPrefix("\"scene:Main/NAV-04-000\" "))
        #expect(lines[start + 2].hasPrefix("\"scene:Main/CMP-04-000\" "))
        #expect(lines[start + 3] == "}")
        // Broken's unreachable scenes (as its diagnostics name them) are the greyed, dashed nodes.
        let broken = try Fixtures.graph("Broken")
        let greyed = broken.export(format: .dot).split(separator: "\n").filter { $0.contains(" unreachable\"") }
        let diagnosed = broken.diagnostics().filter { $0.code == .unreachableScene }
        #expect(!diagnosed.isEmpty)
        #expect(greyed.count == diagnosed.count)
        for diagnostic in diagnosed {
            let ref = "scene:\(diagnostic.storyboard)/\(diagnostic.sceneID ?? "")"
            #expect(greyed.contains { $0.contains("[id=\"\(ref)\"") && $0.contains("style=\"rounded,dashed,filled\"") })
        }
    }

    /// Quotes become XML character references (Graphviz copies ids and links into the SVG unescaped).
    @Test func dotEscapesQuotesBackslashesAndKeepsUnicode() throws {
        let dot = try Fixtures.graph("Names").export(format: .dot)
        #expect(dot.contains("label=\"Log In\";"))
        #expect(
            dot.contains(
                "\"scene:Log In/LGN-00-000\" [id=\"scene:Log In/LGN-00-000\", class=\"scene kind-viewController initial\", "
                    + "label=\"LoginViewController\\nID: Say &#34;Hi&#34; \\\\ Écran\""))
    }

    @Test(
        .enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"),
        arguments: ["App", "Broken", "Names"])
    func graphvizAcceptsTheDOT(project: String) throws {
        let dot = try #require(TestEnvironment.path(of: "dot"))
        let text = try Fixtures.graph(project).export(format: .dot)
        let outcome = try ProcessRunner.run(dot, ["-Tsvg"], input: Data(text.utf8), timeout: 120)
        let svg = outcome.stdout
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(svg.contains("<svg"))
        if project == "Names" {
            // Graphviz reads `\"` as a quote and `\\` as a backslash, and keeps UTF-8 text.
            #expect(svg.contains("ID: Say &quot;Hi&quot; \\ Écran"))
        }
    }

    @Test func mermaidHasSubgraphsAndArrowsByKind() throws {
        let mermaid = try Fixtures.graph("App").export(format: .mermaid)
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "flowchart LR")
        #expect(
            lines.filter { $0.hasPrefix("subgraph ") } == [
                "subgraph s0[\"Main\"]", "subgraph s1[\"Media\"]", "subgraph s2[\"Settings\"]",
            ])
        #expect(lines.filter { $0 == "end" }.count == 3)
        // Nodes are numbered in graph order: Main's scenes first, in document order.
        #expect(lines.contains("n2[\"InboxViewController<br/>ID: Inbox\"]"))
        #expect(lines.contains("n3[/\"→ Settings (initial)\"/]"))
        #expect(lines.contains("n2 -->|\"showMessage\"| n4"))
        #expect(lines.contains("n2 ==>|\"compose\"| n5"))
        #expect(lines.contains("n1 -.->|\"rootViewController\"| n2"))
        #expect(lines.contains("n6 -.-> n9"))
        #expect(lines.contains("n3 -.->|\"reference\"| n15"))
        #expect(lines.contains("class n0,n13,n15 initial"))
    }

    @Test func mermaidEscapesQuotes() throws {
        let mermaid = try Fixtures.graph("Names").export(format: .mermaid)
        #expect(mermaid.contains("n0[\"LoginViewController<br/>ID: Say #quot;Hi#quot; \\ Écran\"]"))
        #expect(mermaid.contains("subgraph s0[\"Log In\"]"))
    }

    /// Fuzz/Regressions/FuzzRender/mermaid-quote-then-combining-mark: a name that starts with a combining mark
    /// (U+0300) follows the label's opening quote, and read as `Character`s the two are one grapheme. Mermaid reads
    /// scalars, so what counts is that every label still opens and closes with a plain quote and that the name's
    /// own quote is an entity.
    @Test func aLabelThatStartsWithACombiningMarkKeepsItsQuotes() {
        let name = "\u{300}\u{FFFD}\"] click n0 \"x"
        let graph = NavigationGraph(
            project: Project(name: "fuzz"),
            storyboards: [
                Storyboard(
                    name: name, initialScene: "a",
                    scenes: [Scene(id: "a", kind: "viewController", customClass: name, title: name)], segues: [])
            ])
        let mermaid = graph.export(format: .mermaid)
        let node = mermaid.split(separator: "\n").first { $0.contains("n0[") }?.trimmingCharacters(in: .whitespaces)
        #expect(node?.unicodeScalars.filter { $0 == "\"" }.count == 2)
        #expect(
            node?.unicodeScalars.elementsEqual("n0[\"\u{300}\u{FFFD}#quot;] click n0 #quot;x\"]".unicodeScalars) == true
        )
    }
}
