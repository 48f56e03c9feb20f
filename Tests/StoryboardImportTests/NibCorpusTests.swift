import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Every real nib of `../shared/fixtures/real` (Reusable's and R.swift's example apps, IBDecodable's test
/// nibs: 33 files) and `../shared/fixtures/apps/LoopKit+Loop` (4), when present, against `NibCounter`.
struct NibCorpusTests {
    /// The corpus folders that hold nibs.
    static var roots: [URL] {
        guard let corpus = Fixtures.corpus else { return [] }
        let loop = corpus.deletingLastPathComponent().appendingPathComponent("apps/LoopKit+Loop")
        return [corpus] + (FileManager.default.fileExists(atPath: loop.path) ? [loop] : [])
    }

    static func nibFiles() -> [URL] {
        var files: [URL] = []
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.pathExtension == "xib" { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyRealNibReadsAndMatchesAnIndependentCount() throws {
        let files = Self.nibFiles()
        #expect(files.count >= 37, "33 nibs in the corpus and 4 in LoopKit+Loop")
        var objectCount = 0
        var kinds: [NibObject.Kind: Int] = [:]
        for file in files {
            let data = try Data(contentsOf: file)
            // A refusal fails the test with its error, which names the nib and the line.
            let nib = try NibParser.parse(data, name: StoryboardFiles.nibName(of: file))
            // Streamed in pieces of 1,000 bytes (cutting names and characters anywhere), the same nib.
            let pieces = stride(from: 0, to: data.count, by: 1000).map {
                data.subdata(in: $0..<min($0 + 1000, data.count))
            }
            #expect(try NibParser.parse(chunks: pieces, name: nib.name) == nib, "\(file.path) streamed")
            let counter = try #require(NibCounter.count(data), "\(file.path) is not well-formed")
            #expect(nib.objects.map { "\($0.elementName)#\($0.id)" } == counter.objects, "objects of \(file.path)")
            #expect(
                nib.objects.compactMap(\.usableReuseIdentifier) == counter.reuseIdentifiers,
                "reuse identifiers of \(file.path)")
            #expect(nib.owner != nil, "the File's Owner of \(file.path)")
            #expect(nib.owner?.customClass == counter.ownerClass, "the owner's class in \(file.path)")
            #expect(nib.owner?.viewOutlet == counter.ownerView, "the owner's view outlet in \(file.path)")
            #expect(nib.objects.allSatisfy { ($0.line ?? 0) > 0 }, "lines of \(file.path)")
            #expect(nib.platform != nil, "platform of \(file.path)")
            objectCount += nib.objects.count
            for object in nib.objects { kinds[object.kind, default: 0] += 1 }
        }
        // The figures the corpus held when this test was written (issue 39): 37 files, 50 top-level objects.
        #expect(objectCount >= 50, "top-level objects: \(objectCount), by kind: \(kinds)")
        #expect(kinds[.tableViewCell, default: 0] >= 9 && kinds[.collectionReusableView, default: 0] >= 3)
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func theRSwiftViewControllerNibAndItsSupplementaryViewAreTyped() throws {
        let folder = try #require(Fixtures.corpus).appendingPathComponent(
            "mac-cain13+R.swift/Examples/ResourceApp/ResourceApp")
        let controller = try NibParser.parse(contentsOf: folder.appendingPathComponent("Xib with ViewController.xib"))
        #expect(controller.name == "Xib with ViewController")
        #expect(controller.objects.first?.kind == .viewController)
        #expect(controller.objects.first?.swiftType(platform: .ios) == "FirstViewController")
        #expect(controller.objects.first?.customModule == "ResourceApp")
        let supplementary = try NibParser.parse(contentsOf: folder.appendingPathComponent("SupplementaryElement.xib"))
        #expect(supplementary.cells.map(\.reuseIdentifier) == ["SupplementaryElement"])
        #expect(supplementary.cells.first?.kind == .collectionReusableView)
    }
}
