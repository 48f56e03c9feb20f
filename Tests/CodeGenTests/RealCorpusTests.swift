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
                files.append(TestPaths.fixtures.appendingPathComponent("ObjCStandIn/StoryboardBackedViewController.swift"))
            }
            #expect(throws: Never.self, "\(repository) \(style.rawValue)") {
                try StandInBuild.compile(files, mode: "6", in: folder, typecheckOnly: true)
            }
        }
    }
}

/// The real storyboard corpus beside the package: one folder per repository.
enum RealCorpus {
    static let repositories: [String] = {
        let folder = TestPaths.realCorpus
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }()

    /// The repository's storyboards as one project. Storyboards that share a file name get a numbered
    /// name (a project's names are unique); every class is made the app's own and framework class names
    /// used as custom classes are dropped, so that the test's stubs stand for them.
    static func project(_ repository: String) throws -> NavigationGraph {
        let discovery = try StoryboardFiles.discover([TestPaths.realCorpus.appendingPathComponent(repository).path])
        var storyboards: [Storyboard] = []
        var used: Set<String> = []
        for file in discovery.files.sorted(by: { $0.path < $1.path }) {
            var storyboard = try StoryboardParser.parse(contentsOf: file)
            var name = storyboard.name
            var counter = 2
            while used.contains(name) {
                name = "\(storyboard.name)-\(counter)"
                counter += 1
            }
            used.insert(name)
            storyboard.name = name
            storyboard.scenes = storyboard.scenes.map { scene in
                var copy = scene
                copy.customModule = nil
                copy.inheritsModuleFromTarget = true
                if let custom = copy.customClass, ["UI", "NS", "AV", "GLK", "WK"].contains(where: custom.hasPrefix) {
                    copy.customClass = nil
                }
                return copy
            }
            storyboards.append(storyboard)
        }
        return NavigationGraph(project: Project(name: repository), storyboards: storyboards)
    }
}
