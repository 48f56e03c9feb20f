import Foundation
import StoryboardImport
import Testing

@testable import StoryboardModel

/// The graph over real storyboards (`../shared/fixtures/real`, beside the package); skipped without it.
@Suite struct GraphCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/real")

    static let swiftGenIOS = corpus.appendingPathComponent(
        "SwiftGen+SwiftGen/Sources/TestUtils/Fixtures/Resources/IB-iOS")

    /// Every folder of the corpus holding storyboards, as one project each.
    static func projects() throws -> [(name: String, storyboards: [Storyboard])] {
        guard FileManager.default.fileExists(atPath: corpus.path) else { return [] }
        var folders: [String: [URL]] = [:]
        let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "storyboard" else { continue }
            folders[url.deletingLastPathComponent().path, default: []].append(url)
        }
        return try folders.keys.sorted().map { folder in
            (
                folder,
                try folders[folder, default: []].sorted { $0.path < $1.path }.map {
                    try StoryboardParser.parse(contentsOf: $0)
                }
            )
        }
    }

    static func swiftGenGraph() throws -> NavigationGraph? {
        guard FileManager.default.fileExists(atPath: swiftGenIOS.path) else { return nil }
        let files = try FileManager.default.contentsOfDirectory(atPath: swiftGenIOS.path)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        let storyboards = try files.map {
            try StoryboardParser.parse(contentsOf: swiftGenIOS.appendingPathComponent($0))
        }
        return NavigationGraph(project: Project(name: "SwiftGen", module: "SwiftGen"), storyboards: storyboards)
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func swiftGenResolvesThroughNavigationAndReferences() throws {
        let graph = try #require(try Self.swiftGenGraph())
        let navigation = try graph.resolve(from: "Message/xKD-v4-X1W", identifier: "Show-NavCtrl")
        #expect(navigation.kind == "presentation")
        #expect(navigation.presented?.ref == ref("Message/6de-Ew-T2L"))
        #expect(navigation.content?.ref == ref("Message/4eG-UT-EY5"))
        #expect(navigation.content?.swiftType == "UITableViewController")
        let password = try graph.resolve(from: "Wizard:CreateAccount", identifier: "ShowPassword")
        #expect(password.content?.ref == ref("Wizard/30h-14-fok"))
        #expect(password.content?.customModule == "ExtraModule")
        let route = try #require(graph.route(from: ref("Placeholder/vaw-kE-oZq"), to: ref("Dependency/sCq-1b-U1T")))
        #expect(route.map(\.step) == [.containment, .reference])
        let lookup = try graph.lookup(storyboard: "Dependency", identifier: "Dependent")
        #expect(lookup.swiftType == "ValidatePasswordViewController")
        #expect(lookup.module == "ExtraModule")
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func swiftGenDiagnosticsNameRealProblems() throws {
        let graph = try #require(try Self.swiftGenGraph())
        let found = Set(
            graph.diagnostics().map { "\($0.code.rawValue) \($0.storyboard) \($0.sceneID ?? "-") \($0.segueID ?? "-")" }
        )
        #expect(found.contains("unreachable-scene Message irL-X5-ggB -"))
        #expect(found.contains("duplicate-storyboard-id AdditionalImport se3-pM-ewQ -"))
        #expect(found.contains("duplicate-storyboard-id AdditionalImport t0K-MT-iCN -"))
        #expect(found.contains("invalid-segue-identifier AdditionalImport sCq-1b-U1T Mpg-uL-jzt"))
        #expect(found.contains("invalid-storyboard-name Known Types - -"))
        #expect(found.contains("ambiguous-class Wizard 30h-14-fok -"))
        let renamed = graph.diagnostics().first { $0.segueID == "Mpg-uL-jzt" }
        #expect(
            renamed?.message
                == "segue identifier 'After Delay' in 'AdditionalImport' is not a valid Swift identifier; codegen "
                + "names it afterDelay")
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyCorpusProjectExportsAndResolvesConsistently() throws {
        let projects = try Self.projects()
        // 68 storyboards in 31 folders.
        #expect(projects.count == 31)
        #expect(projects.map(\.storyboards.count).reduce(0, +) == 68)
        for (name, storyboards) in projects {
            let graph = NavigationGraph(project: Project(name: "corpus"), storyboards: storyboards)
            let document = try JSONDecoder().decode(
                GraphDocument.self, from: Data(graph.export(format: .json).utf8))
            #expect(document == graph.document(), "\(name)")
            let errors = graph.diagnostics().filter { $0.severity == .error }
            // A segue that cannot be resolved is always explained by an error diagnostic in the project.
            for storyboard in graph.storyboards {
                for segue in storyboard.segues where !segue.isContainment {
                    do {
                        let resolution = try graph.resolve(segue: segue, storyboard: storyboard.name)
                        #expect(segue.isUnwind == (resolution.content == nil), "\(name) \(segue.id)")
                    } catch {
                        #expect(!errors.isEmpty, "\(name) \(segue.id): \(error)")
                    }
                }
            }
        }
    }
}
