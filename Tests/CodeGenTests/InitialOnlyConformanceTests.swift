import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// `storyboardable` never conforms a class through a scene without a storyboard ID (issue 9, point 6): a
/// class whose only scene is an initial scene without one gets `InitialStoryboardable`, which offers
/// `initialViewController(from:)` and no `viewController(from:)` that would ask for a missing ID.
@Suite struct InitialOnlyConformanceTests {
    private func code() throws -> String {
        let graph = try CodeGenFixtures.graph("Shadowing")
        return CodeGenerator.generate(.storyboardable, graph: graph, options: CodeGenOptions()).map(\.contents)
            .joined()
    }

    @Test func anInitialSceneWithoutIDGivesOnlyTheInitialProtocol() throws {
        let text = try code()
        #expect(text.contains("extension WelcomeViewController: InitialStoryboardable {}"))
        #expect(!text.contains("extension WelcomeViewController: Storyboardable"))
        // Classes with a storyboard ID keep the full protocol.
        #expect(text.contains("extension ValidatePasswordViewController: Storyboardable {}"))
    }

    @Test func aClassWithoutAnyInstantiableSceneGetsNoConformance() {
        // Neither initial nor identified: reachable only by segue, so no protocol can instantiate it.
        let storyboard = Storyboard(
            name: "Flow", platform: .ios, initialScene: "root",
            scenes: [
                Scene(
                    id: "root", kind: "viewController", customClass: "RootViewController", storyboardIdentifier: "root"),
                Scene(id: "next", kind: "viewController", customClass: "NextViewController"),
            ])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        let text = CodeGenerator.generate(.storyboardable, graph: graph, options: CodeGenOptions()).map(\.contents)
            .joined()
        #expect(!text.contains("NextViewController"))
        #expect(text.contains("extension RootViewController: Storyboardable"))
    }

    /// The compiler is the judge: asking an initial-only class for `viewController(from:)` must not build.
    @Test(.enabled(if: Toolchain.swiftc != nil, "swiftc is not on PATH"))
    func askingAnInitialOnlyClassForItsIDDoesNotCompile() throws {
        let graph = try CodeGenFixtures.graph("Shadowing")
        let folder = try Toolchain.temporaryFolder("initial-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for file in CodeGenerator.generate(.storyboardable, graph: graph, options: CodeGenOptions()) {
            let url = folder.appendingPathComponent("Generated-" + file.name)
            try Data(file.contents.utf8).write(to: url)
            files.append(url)
        }
        let (sources, _) = ProgramBuilder(graph: graph, style: .storyboardable).build()
        let stubs = folder.appendingPathComponent("Stubs.swift")
        try Data((sources["Stubs.swift"] ?? "").utf8).write(to: stubs)
        let misuse = folder.appendingPathComponent("Misuse.swift")
        try Data(
            """
            import UIKit

            @MainActor func misuse() -> UIViewController {
                WelcomeViewController.viewController(from: .welcome)
            }

            @MainActor func use() -> UIViewController {
                WelcomeViewController.initialViewController(from: .welcome)
            }

            """.utf8
        ).write(to: misuse)
        let error = #expect(throws: Toolchain.Failure.self) {
            try StandInBuild.compile(files + [stubs, misuse], mode: "6", in: folder, typecheckOnly: true)
        }
        let output = error?.outcome.output ?? ""
        #expect(output.contains("has no member 'viewController'"), "\(output)")
        #expect(!output.contains("initialViewController"), "initialViewController(from:) must compile: \(output)")
    }
}
