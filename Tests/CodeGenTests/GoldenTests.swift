import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// Every style over every fixture, compared byte for byte with `Tests/Fixtures/CodeGen/Golden`.
/// `NAVGRAPH_RECORD=1 swift test --filter GoldenTests` re-records them (review the diff before committing);
/// a recording run always fails, so it can never pass as a check.
@Suite struct GoldenTests {
    static let cases: [(String, CodeStyle)] = CodeGenFixtures.projects.flatMap { project in
        CodeStyle.allCases.map { (project, $0) }
    }

    @Test(arguments: cases)
    func matchesGoldenFile(project: String, style: CodeStyle) throws {
        let graph = try CodeGenFixtures.graph(project)
        let files = CodeGenerator.generate(style, graph: graph, options: CodeGenOptions(projectRevision: 3))
        try Self.compare(files, project: project, style: style)
    }

    /// `files` compared with `Golden/<project>/<style>/`, or recorded there under `NAVGRAPH_RECORD=1`.
    static func compare(_ files: [GeneratedFile], project: String, style: CodeStyle) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("Golden/\(project)/\(style.rawValue)")
        let record = ProcessInfo.processInfo.environment["NAVGRAPH_RECORD"] == "1"
        if record {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for file in files {
            // `.golden` keeps the formatter and linter off generated text.
            let url = folder.appendingPathComponent(file.name + ".golden")
            if record {
                try Data(file.contents.utf8).write(to: url)
                Issue.record(
                    "re-recorded \(project)/\(style.rawValue)/\(file.name).golden: review the diff, then run without NAVGRAPH_RECORD"
                )
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            #expect(file.contents == expected, "\(project)/\(style.rawValue)/\(file.name) differs from its golden file")
        }
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(stored == files.map { $0.name + ".golden" }.sorted(), "golden files of \(project)/\(style.rawValue)")
    }
}
