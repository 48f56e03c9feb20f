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
            // Compiled, linked and run: every scene with a storyboard ID (and every initial scene) is
            // instantiated through the generated API and its exact class checked, as for the fixtures.
            let (outcome, expectedChecks) = try ProgramBuilder.compileAndRun(graph, style: style, label: "corpus")
            #expect(outcome.status == 0, "\(repository) \(style.rawValue): \(outcome.output)")
            #expect(
                outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS \(expectedChecks)",
                "\(repository) \(style.rawValue)")
        }
    }
}
