import Foundation
import Testing

@testable import TarArchive

/// Extraction into an empty folder: what passed the rules is written, and on any error nothing is left.
struct ExtractorTests {
    typealias H = HandBuilt

    /// Every path under `folder`, relative, sorted.
    static func listing(_ folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.sorted()
    }

    static func extract(
        _ archive: [UInt8], into folder: URL, chunk: Int = 4_096, filter: TarFilter? = nil
    ) throws(TarError) -> TarSummary {
        let extractor = try TarExtractor(into: folder, filter: filter)
        var start = 0
        while start < archive.count {
            try extractor.consume(archive[start..<min(start + chunk, archive.count)])
            start += chunk
        }
        return try extractor.finish()
    }

    @Test func filesAndFoldersAreWrittenWithTheirContent() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive =
            H.header(Array("App/".utf8), type: UInt8(ascii: "5")) + H.file("App/Main.storyboard", "<document/>")
            + H.file("App/Base.lproj/Info.plist", "<plist/>") + H.header(Array("Empty/".utf8), type: UInt8(ascii: "5"))
            + H.end
        let summary = try Self.extract(archive, into: folder)
        #expect(summary.selectedFiles == 2)
        #expect(
            Self.listing(folder) == [
                "App", "App/Base.lproj", "App/Base.lproj/Info.plist", "App/Main.storyboard", "Empty",
            ])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("App/Main.storyboard"), encoding: .utf8)
                == "<document/>")
    }

    @Test func withAFilterOnlyTheSelectedFilesAndTheirFoldersAreWritten() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let archive =
            H.header(Array("Docs/".utf8), type: UInt8(ascii: "5")) + H.file("Docs/README.md", "x")
            + H.file("App/Main.storyboard", "<document/>") + H.end
        let summary = try Self.extract(archive, into: folder, filter: .snapshotSources)
        #expect(summary.skippedFiles == 1)
        #expect(Self.listing(folder) == ["App", "App/Main.storyboard"])
    }

    /// Archives that fail after some files were written, by what goes wrong.
    static let failing: [String: [UInt8]] = [
        "a refused path": H.file("App/Main.storyboard", "<document/>") + H.file("App/Other.storyboard", "<x/>")
            + H.file("../evil", "x") + H.end,
        "a truncated file": H.file("App/Main.storyboard", "<document/>")
            + Array(H.file("App/Big.storyboard", String(repeating: "b", count: 5_000)).prefix(3_000)),
        "a path below a file": H.file("App/Main.storyboard", "<document/>")
            + H.header(Array("App/Main.storyboard/x".utf8)) + H.end,
    ]

    /// An error anywhere (a refused path, a truncated file) empties the folder, also what came before it.
    @Test(arguments: failing.keys.sorted())
    func anErrorLeavesNothingBehind(failure: String) throws {
        let archive = Self.failing[failure]!
        let folder = try Tools.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().appendingPathComponent("evil"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // The extractor stays alive while the folder is listed: the cleanup is the error's, not its deinit's.
        let extractor = try TarExtractor(into: folder)
        #expect(throws: TarError.self) {
            var start = 0
            while start < archive.count {
                try extractor.consume(archive[start..<min(start + 700, archive.count)])
                start += 700
            }
            _ = try extractor.finish()
        }
        #expect(Self.listing(folder) == [])
        #expect(extractor.leftovers == [])
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.deletingLastPathComponent().appendingPathComponent("evil").path))
    }

    @Test func cancellingRemovesWhatWasWritten() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let extractor = try TarExtractor(into: folder)
        try extractor.consume(
            H.file("A/Main.storyboard", "<document/>") + H.header(Array("A/B.storyboard".utf8), size: 100))
        #expect(Self.listing(folder) == ["A", "A/B.storyboard", "A/Main.storyboard"])
        extractor.cancel()
        #expect(Self.listing(folder) == [])
        #expect(extractor.leftovers == [])
    }

    @Test func theDestinationMustBeAnEmptyFolder() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(["keep.txt": "mine"], under: folder)
        #expect(
            throws: TarError.write(
                entry: nil, reason: "the destination '\(folder.standardizedFileURL.path)' is not empty")
        ) {
            try TarExtractor(into: folder)
        }
        #expect(Self.listing(folder) == ["keep.txt"])
        #expect(throws: TarError.self) { try TarExtractor(into: folder.appendingPathComponent("keep.txt")) }
    }

    @Test(.enabled(if: Tools.hasGNUTar, "GNU tar is not installed"))
    func aRealGzipTarballExtractsToTheSameFiles() throws {
        let (source, archive) = try RealTarTests.tarball(format: "pax")
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(archive).write(to: source.appendingPathComponent("a.tar"))
        let compressed = try Tools.run("gzip", ["-c", "a.tar"], in: source)
        let folder = source.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        _ = try Self.extract(compressed, into: folder, chunk: 1_000)
        for (path, text) in RealTarTests.files {
            #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == Data(text.utf8), "\(path)")
        }
        #expect(Self.listing(folder).count == RealTarTests.files.count + 2)
    }
}
