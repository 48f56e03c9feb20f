import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// Every style generated for each repository of the real storyboard corpus (imported as one project)
/// type-checks in Swift 6 mode with warnings as errors, with stub classes for its custom classes.
@Suite(.enabled(if: !RealCorpus.repositories.isEmpty, "the real corpus ../shared/fixtures/real is absent"))
struct RealCorpusTests {
    @Test(arguments: RealCorpus.repositories)
    func everyStyleTypeChecks(repository: String) throws {
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
            for (name, text) in ProgramBuilder(graph: graph, style: style).build().files {
                let url = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: url)
                files.append(url)
            }
            if style == .objcBacked {
                files.append(
                    TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
            }
            #expect(throws: Never.self, "\(repository) \(style.rawValue)") {
                try StandInBuild.compile(files, mode: "6", in: folder, typecheckOnly: true)
            }
        }
    }
}
