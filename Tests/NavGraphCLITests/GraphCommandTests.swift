import Foundation
import TestSupport
import Testing

/// `navgraph graph`: the graph of storyboards on disk, offline, in every format.
@Suite struct GraphCommandTests {
    static let examples = CLITest.root.appendingPathComponent("examples")

    @Test func dotMermaidAndJSONNeedNothing() {
        let dot = CLITest.run(["graph", "--format", "dot", Self.examples.path], in: Self.examples)
        #expect(dot.code == 0, "\(dot.err)")
        #expect(dot.out.hasPrefix("digraph \"NavGraph examples\" {"))
        #expect(dot.out.contains("subgraph \"cluster_nav_"))
        let mermaid = CLITest.run(["graph", "--format", "mermaid", "."], in: Self.examples)
        #expect(mermaid.code == 0)
        #expect(mermaid.out.hasPrefix("flowchart"))
        let json = CLITest.run(["graph", "--format", "json", "."], in: Self.examples)
        #expect(json.code == 0)
        #expect(json.out.contains("\"swiftType\" : \"AccountViewController\""))
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func svgIsDrawnByGraphvizWithLinkedScenes() {
        let svg = CLITest.run(["graph", "."], in: Self.examples)
        #expect(svg.code == 0, "\(svg.err)")
        #expect(svg.out.contains("<svg"))
        // 7 scenes in examples/: 5 in Main, 2 in Settings.
        #expect(svg.out.components(separatedBy: " data-scene=\"").count - 1 == 7)
        #expect(svg.out.contains("<g id=\"scene:Settings/Acc&#45;VC&#45;001\" data-scene=\"Settings/Acc-VC-001\""))
    }

    @Test func withoutGraphvizSvgNamesThePackageAndOtherFormatsStillWork() {
        let svg = CLITest.run(
            ["graph", "--format", "svg", "."], in: Self.examples, environment: ["PATH": "/nonexistent"])
        #expect(svg.code == 69)
        #expect(svg.out.isEmpty)
        #expect(svg.err.contains("install the package 'graphviz'"))
        let unknown = CLITest.run(["graph", "--format", "png", "."], in: Self.examples)
        #expect(unknown.code == 64)
        #expect(unknown.err.contains("formats: json, dot, mermaid, svg"))
    }
}
