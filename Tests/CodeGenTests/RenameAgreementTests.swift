import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// Every rename a diagnostic announces is the name codegen prints (issue 9, point 10): both take it from
/// `SwiftIdentifier.generatedNames`. Read on `Tests/Fixtures/Graph/Precision`.
@Suite struct RenameAgreementTests {
    private static func graph() throws -> NavigationGraph {
        let folder = TestPaths.fixtures.deletingLastPathComponent().appendingPathComponent("Graph/Precision")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "storyboard" }
        let storyboards = try files.map { file in
            try StoryboardParser.parse(try Data(contentsOf: file), name: file.deletingPathExtension().lastPathComponent)
        }
        return NavigationGraph(project: Project(name: "Precision", module: "MailApp"), storyboards: storyboards)
    }

    @Test func everyAnnouncedNameIsInTheGeneratedCode() throws {
        let graph = try Self.graph()
        let code = [CodeStyle.scenes, .segues, .storyboardable].flatMap {
            CodeGenerator.generate($0, graph: graph, options: CodeGenOptions())
        }.map(\.contents).joined()
        let renames = graph.diagnostics().compactMap { diagnostic -> String? in
            guard
                let range = diagnostic.message.range(of: "names it ") ?? diagnostic.message.range(of: "names its case ")
            else { return nil }
            return String(diagnostic.message[range.upperBound...].prefix { $0 != " " })
        }
        #expect(Set(renames) == ["BrowsingMenuViewController2", "initialScene2", "self2", "openDetail2", "openDetail"])
        for name in renames {
            #expect(code.contains(name), "\(name) is announced but not generated")
        }
        #expect(code.contains("enum BrowsingMenuViewController2: StoryboardType"))
        #expect(code.contains("static let initialScene2 = SceneType<FirstViewController>"))
        #expect(code.contains("case self2 = \"self\""))
        #expect(code.contains("case openDetail2 = \"open-detail\""))
    }
}
