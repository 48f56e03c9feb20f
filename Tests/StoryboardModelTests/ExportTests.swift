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

    @Test func dotHasClustersLabelsAndStyledEdges() throws {
        let dot = try Fixtures.graph("App").export(format: .dot)
        let lines = dot.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "digraph \"NavGraph App\" {")
        #expect(lines.last == "}")
        #expect(lines.filter { $0.hasPrefix("subgraph \"cluster_") }.count == 3)
        #expect(lines.contains("label=\"Settings\";"))
        #expect(lines.contains("\"Main/LST-01-000\" [label=\"InboxViewController\\nID: Inbox\"];"))
        #expect(lines.contains("\"Main/TAB-00-000\" [label=\"UITabBarController\", peripheries=2];"))
        #expect(lines.contains("\"Main/REF-02-000\" [label=\"→ Settings (initial)\", shape=folder, style=\"\"];"))
        #expect(lines.contains("\"Main/LST-01-000\" -> \"Main/MSG-03-000\" [label=\"showMessage\"];"))
        #expect(lines.contains("\"Main/LST-01-000\" -> \"Main/NAV-04-000\" [label=\"compose\", style=bold];"))
        #expect(
            lines.contains(
                "\"Main/NAV-01-000\" -> \"Main/LST-01-000\" [label=\"rootViewController\", style=dashed, arrowhead=odiamond];"
            ))
        #expect(lines.contains("\"Main/CMP-04-000\" -> \"Main/EMB-06-000\" [style=dashed, arrowhead=odiamond];"))
        #expect(
            lines.contains(
                "\"Main/REF-02-000\" -> \"Settings/NAV-S1-000\" [style=dotted, color=gray40, arrowhead=empty];"))
        // The unwind segue has no static destination and is not drawn.
        #expect(!dot.contains("PCK-06-ext"))
    }

    @Test func dotEscapesQuotesBackslashesAndKeepsUnicode() throws {
        let dot = try Fixtures.graph("Names").export(format: .dot)
        #expect(dot.contains("label=\"Log In\";"))
        #expect(
            dot.contains(
                "\"Log In/LGN-00-000\" [label=\"LoginViewController\\nID: Say \\\"Hi\\\" \\\\ Écran\", peripheries=2];")
        )
    }

    @Test(
        .enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"),
        arguments: ["App", "Broken", "Names"])
    func graphvizAcceptsTheDOT(project: String) throws {
        let dot = try #require(TestEnvironment.path(of: "dot"))
        let text = try Fixtures.graph(project).export(format: .dot)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaints = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(complaints == "")
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
}
