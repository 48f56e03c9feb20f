import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Every real storyboard of `../shared/fixtures/real` (68 files from six public projects), when present.
struct CorpusTests {
    /// Corpus files the importer refuses on purpose, by path below the corpus root, with the reason.
    static let documentedRejections: [String: ImportError.Kind] = [:]

    static func corpusFiles() throws -> [URL] {
        guard let corpus = Fixtures.corpus else { return [] }
        // Discovery would skip `.storyboardc` bundles and group `.lproj` copies; the corpus test wants all.
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    static func relativePath(_ url: URL) -> String {
        guard let corpus = Fixtures.corpus else { return url.path }
        return String(url.path.dropFirst(corpus.path.count + 1))
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyFileParsesAndMatchesAnIndependentElementCount() throws {
        let files = try Self.corpusFiles()
        #expect(files.count >= 60, "the corpus holds 68 storyboards")
        var rejected: [String] = []
        for file in files {
            let relative = Self.relativePath(file)
            let data = try Data(contentsOf: file)
            let storyboard: Storyboard
            do {
                storyboard = try StoryboardParser.parse(data, name: StoryboardFiles.storyboardName(of: file))
            } catch {
                rejected.append("\(relative): \(error.kind) \(error.message)")
                #expect(Self.documentedRejections[relative] == error.kind, "\(relative) rejected: \(error)")
                continue
            }
            let counter = try #require(ElementCounter.count(data), "\(relative) is not well-formed")
            #expect(storyboard.scenes.map(\.id) == counter.sceneIDs, "scenes of \(relative)")
            #expect(storyboard.segues.map(\.id) == counter.segueIDs, "segues of \(relative)")
            let sceneIDs = Set(storyboard.scenes.map(\.id))
            #expect(storyboard.segues.allSatisfy { sceneIDs.contains($0.source) }, "segue sources of \(relative)")
            #expect(storyboard.scenes.allSatisfy { ($0.line ?? 0) > 0 }, "scene lines of \(relative)")
            #expect(storyboard.segues.allSatisfy { ($0.line ?? 0) > 0 }, "segue lines of \(relative)")
            #expect(storyboard.platform != nil, "platform of \(relative)")
        }
        #expect(rejected.count == Self.documentedRejections.count, "rejected: \(rejected)")
        #expect(files.count >= 60)
    }
}
