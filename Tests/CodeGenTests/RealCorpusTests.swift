import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// Every style generated for each repository of the real storyboard corpus (imported as one project)
/// compiles in Swift 6 mode with warnings as errors, with stub classes for its custom classes, and runs.
@Suite(.enabled(if: !RealCorpus.repositories.isEmpty, "the real corpus ../shared/fixtures/real is absent"))
struct RealCorpusTests {
    @Test(arguments: RealCorpus.repositories)
    func everyStyleCompilesAndRuns(repository: String) throws {
        let graph = try RealCorpus.project(repository)
        for style in CodeStyle.allCases {
            let folder = try Toolchain.temporaryFolder("corpus-\(style.rawValue)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var files: [URL] = []
            for file in CodeGenerator.generate(style, graph: graph, options: CodeGenOptions())
            where file.name.hasSuffix(".swift") {
                let url = folder.appendingPathComponent("Generated-" + file.name)
                try Data(file.contents.utf8).write(to: url)
                files.append(url)
            }
            let (sources, expectedChecks) = ProgramBuilder(graph: graph, style: style).build()
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: url)
                files.append(url)
            }
            if style == .objcBacked {
                files.append(
                    TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
            }
            // Compiled, linked and run: every scene with a storyboard ID (and every initial scene) is
            // instantiated through the generated API and its exact class checked, as for the fixtures.
            let executable = try StandInBuild.compile(files, mode: "6", in: folder)
            let outcome = try Toolchain.run(executable, [])
            #expect(outcome.status == 0, "\(repository) \(style.rawValue): \(outcome.output)")
            #expect(
                outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expectedChecks)",
                "\(repository) \(style.rawValue)")
        }
    }
}
