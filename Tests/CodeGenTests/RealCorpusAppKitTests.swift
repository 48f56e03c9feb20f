import Foundation
import StoryboardImport
import StoryboardModel
import Testing

@testable import CodeGen

/// The macOS storyboards of each repository of the corpus, as one macOS project: the AppKit `scenes` style
/// type-checks in Swift 6 mode with stub classes.
@Suite(.enabled(if: !RealCorpus.repositories.isEmpty, "the real corpus ../shared/fixtures/real is absent"))
struct RealCorpusAppKitTests {
    @Test(arguments: RealCorpus.macOSRepositories)
    func scenesTypeCheckForMacOSStoryboards(repository: String) throws {
        var graph = try RealCorpus.project(repository)
        let macOS = graph.storyboards.filter { $0.platform == .macos }
        try #require(!macOS.isEmpty, "\(repository) has a macOS storyboard by its text but none imported as macOS")
        graph = NavigationGraph(project: Project(name: repository, platform: .macos), storyboards: macOS)
        let context = CodeContext(graph: graph, options: CodeGenOptions())
        var bases: [String: String] = [:]
        for (_, scene) in context.allScenes where !scene.isReference {
            let type = context.type(of: scene)
            guard type.isCustom else { continue }
            let base = Scene.frameworkClass(forKind: scene.kind, platform: .macos) ?? "NSViewController"
            bases[type.name] = base == "NSHostingController" ? "NSViewController" : base
        }
        let stubs = bases.keys.sorted().map { "final class \($0): \(bases[$0] ?? "NSViewController") {}" }
        let folder = try Toolchain.temporaryFolder("corpus-appkit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try #require(CodeGenerator.generate(.scenes, graph: graph, options: CodeGenOptions()).first)
        let files = [
            (folder.appendingPathComponent("Storyboards.swift"), generated.contents),
            (folder.appendingPathComponent("Stubs.swift"), (["import AppKit"] + stubs).joined(separator: "\n") + "\n"),
        ]
        for (url, text) in files { try Data(text.utf8).write(to: url) }
        let sdk = try StandInBuild.appKitFolder.get()
        let swiftc = try #require(Toolchain.swiftc)
        #expect(throws: Never.self, "\(repository)") {
            try Toolchain.require(
                swiftc,
                ["-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-typecheck", "-I", sdk.path]
                    + files.map(\.0.path))
        }
    }
}
