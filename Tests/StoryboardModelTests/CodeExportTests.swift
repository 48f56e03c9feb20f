import Foundation
import TestSupport
import Testing

@testable import StoryboardModel

@Suite struct CodeExportTests {
    typealias F = CodeNavigationFixture

    @Test func withoutCodeFactsEveryFormatIsByteForByteWhatItWas() {
        let plain = F.withoutCode()
        let empty = F.graph(code: CodeNavigation())
        for format in GraphExportFormat.allCases {
            #expect(empty.export(format: format) == plain.export(format: format))
        }
        let json = plain.export(format: .json)
        #expect(!json.contains("code"))
        #expect(!plain.export(format: .dot).contains("code"))
    }

    @Test func dotDrawsCodeEdgesDashedAndLabelledWithFileAndLineAndCodeNodesApart() {
        let dot = F.graph().export(format: .dot)
        #expect(
            dot.contains(
                #"    "scene:Main/LIST" -> "scene:Main/SETTINGS" [id="code-edge:App/List.swift:20", "#
                    + #"class="code kind-push", label="push List.swift:20", tooltip="push at App/List.swift:20", "#
                    + #"style=dashed, color=darkorange3, fontcolor=darkorange3];"#))
        #expect(
            dot.contains(
                #"    "code:AppCoordinator" -> "scene:Onboarding/WELCOME" [id="code-edge:App/AppCoordinator.swift:10", "#
                    + #"class="code kind-present", label="present AppCoordinator.swift:10", "#
                    + #"tooltip="present at App/AppCoordinator.swift:10 in UINavigationController", "#))
        #expect(
            dot.contains(
                #"        "code:LegalViewController" [id="code:LegalViewController", class="code-node", "#
                    + #"label="LegalViewController", tooltip="LegalViewController (made in code)", shape=component"#))
        #expect(dot.contains(#"    subgraph "cluster_code" {"#))
        // PROFILE is reached by code: not drawn as unreachable any more; ORPHAN still is.
        #expect(
            !dot.contains(
                #""scene:Main/PROFILE" [id="scene:Main/PROFILE", class="scene kind-viewController unreachable""#))
        #expect(
            dot.contains(#""scene:Main/ORPHAN" [id="scene:Main/ORPHAN", class="scene kind-viewController unreachable""#)
        )
        #expect(F.graph().drawingID(of: .code("AppCoordinator")) == "code:AppCoordinator")
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func graphvizDrawsTheCodeNodesAndEdges() throws {
        let dot = try #require(TestEnvironment.path(of: "dot"))
        let text = F.graph().export(format: .dot)
        let outcome = try ProcessRunner.run(dot, ["-Tsvg"], input: Data(text.utf8), timeout: 120)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout.contains(#"<g id="code:AppCoordinator" class="node code&#45;node">"#))
        #expect(outcome.stdout.contains(#"<g id="code&#45;edge:App/List.swift:20" class="edge code kind&#45;push">"#))
        #expect(outcome.stdout.contains(">push List.swift:20</text>"))
    }

    @Test func mermaidDrawsCodeNodesAsHexagonsAndCodeEdgesDotted() {
        let mermaid = F.graph().export(format: .mermaid)
        #expect(mermaid.contains(#"    c0{{"AppCoordinator"}}"#))
        #expect(mermaid.contains(#"    c1{{"LegalViewController"}}"#))
        #expect(mermaid.contains(#"    n1 -.->|"push List.swift:20"| n4"#))
        #expect(mermaid.contains(#"    c0 -.->|"present AppCoordinator.swift:10"| n7"#))
        #expect(mermaid.contains("    class c0,c1 code"))
    }

    @Test func jsonDocumentListsCodeNodesEdgesAndUnresolvedEdges() throws {
        let text = F.graph().export(format: .json)
        let document = try JSONDecoder().decode(GraphDocument.self, from: Data(text.utf8))
        #expect(document.codeNodes?.map(\.className) == ["AppCoordinator", "LegalViewController"])
        #expect(document.codeNodes?.first?.ref == .code("AppCoordinator"))
        let edges = try #require(document.codeEdges)
        #expect(edges.count == 5)
        #expect(
            edges[2]
                == GraphDocument.CodeLink(
                    source: .code("AppCoordinator"), destination: ref("Onboarding/WELCOME"), kind: .present,
                    location: F.coordinatorPresentsOnboarding.location, target: .initialScene(storyboard: "Onboarding"),
                    containers: ["UINavigationController"]))
        #expect(edges[4].destination == ref("Main/DETAIL"))
        #expect(document.unresolvedCodeEdges?.map(\.edge) == [F.detailPerformsMissingSegue, F.helperUsesOwnStoryboard])
        #expect(document.edges.count == 3)
    }
}
