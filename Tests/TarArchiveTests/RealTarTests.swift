import Foundation
import Testing

@testable import TarArchive

/// Archives written by the real GNU `tar`, `gzip` and `git archive`, read back in chunks of every size.
@Suite(.enabled(if: Tools.hasGNUTar, "GNU tar is not installed"))
struct RealTarTests {
    /// What the test writes, so expected values come from here and not from the reader.
    static let files: [String: String] = [
        "Main.storyboard": String(repeating: "<scene id=\"BYZ-38-t0r\"/>\n", count: 100),
        "App/Info.plist": "<plist version=\"1.0\"><dict/></plist>\n",
        // Exactly one block, so no padding follows it.
        "App/Base.lproj/Launch.storyboard": String(repeating: "x", count: 511) + "\n",
        "empty.txt": "",
    ]

    static func tarball(format: String, files: [String: String] = files) throws -> (URL, [UInt8]) {
        let folder = try Tools.temporaryFolder()
        try Tools.write(files, under: folder.appendingPathComponent("src"))
        let bytes = try Tools.run(
            "tar", ["--format=\(format)", "--sort=name", "-cf", "-", "-C", "src", "."], in: folder)
        return (folder, bytes)
    }

    static func expectFiles(_ collector: Collector, _ summary: TarSummary, files: [String: String] = files) {
        #expect(collector.contents == files.mapValues { Array($0.utf8) })
        let folders = Set(
            files.keys.flatMap { path in
                let parts = path.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            })
        #expect(Set(collector.entries.filter { $0.kind == .directory }.map(\.path)) == folders)
        #expect(summary.selectedFiles == files.count)
        #expect(summary.directories == folders.count)
        #expect(collector.ended.count == files.count + folders.count)
    }

    @Test(arguments: ["ustar", "pax", "gnu", "oldgnu", "v7"], chunkSizes)
    func everyFormatReadsTheSameFiles(format: String, chunk: Int) throws {
        let (folder, archive) = try Self.tarball(format: format)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (collector, summary) = try read(archive, chunk: chunk)
        Self.expectFiles(collector, summary)
        // `tar -C src .` writes the root `./` first: counted as an entry, created as nothing.
        #expect(summary.entries == Self.files.count + 3)
        #expect(summary.expandedBytes <= UInt64(archive.count))
    }

    @Test func modeAndModificationTimeComeFromTheHeader() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(["run.sh": "echo\n"], under: folder)
        let archive = try Tools.run(
            "tar", ["--format=ustar", "--mode=0750", "--mtime=@1234567890", "-cf", "-", "run.sh"], in: folder)
        let (collector, _) = try read(archive)
        #expect(collector.entries.first?.mode == 0o750)
        #expect(collector.entries.first?.modificationTime == 1_234_567_890)
    }

    /// A 300-byte path: pax writes it in an `x` header, GNU in an `L` long name, ustar splits 180 bytes into
    /// its prefix and name fields.
    @Test(arguments: [("pax", 300), ("gnu", 300), ("ustar", 180)], chunkSizes)
    func longPathsSurviveEachFormat(format: (String, Int), chunk: Int) throws {
        let tail = "/Main.storyboard"
        // The first folder fits ustar's 100-byte name field even as `./ddd.../`.
        let head = String(repeating: "d", count: 90) + "/" + String(repeating: "e", count: format.1 - 91 - tail.count)
        let path = head + tail
        #expect(path.utf8.count == format.1)
        let (folder, archive) = try Self.tarball(format: format.0, files: [path: "<document/>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (collector, summary) = try read(archive, chunk: chunk)
        Self.expectFiles(collector, summary, files: [path: "<document/>"])
    }

    @Test(.enabled(if: Tools.hasGit, "git is not installed"), arguments: [1, 512, 64 << 10])
    func gitArchiveGivesItsCommitAsTheGlobalComment(chunk: Int) throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(["Main.storyboard": "<document/>\n", "App/Info.plist": "<plist/>\n"], under: folder)
        let git = ["-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"]
        try Tools.run("git", ["init", "-q", "."], in: folder)
        try Tools.run("git", ["add", "."], in: folder)
        try Tools.run("git", git + ["commit", "-q", "-m", "snapshot"], in: folder)
        let commit = String(decoding: try Tools.run("git", ["rev-parse", "HEAD"], in: folder), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let archive = try Tools.run("git", ["archive", "--format=tar", "HEAD"], in: folder)
        let (collector, summary) = try read(archive, chunk: chunk)
        #expect(commit.count == 40)
        #expect(summary.globalComment == commit)
        #expect(
            collector.contents == [
                "Main.storyboard": Array("<document/>\n".utf8), "App/Info.plist": Array("<plist/>\n".utf8),
            ])
    }

    @Test(.enabled(if: Tools.hasGzip, "gzip is not installed"), arguments: chunkSizes)
    func gzipFromTheRealCommandIsDetectedByItsMagic(chunk: Int) throws {
        let (folder, archive) = try Self.tarball(format: "pax")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(archive).write(to: folder.appendingPathComponent("a.tar"))
        let compressed = try Tools.run("gzip", ["-9", "-c", "a.tar"], in: folder)
        #expect(compressed.prefix(2) == [0x1F, 0x8B])
        let (collector, summary) = try read(compressed, chunk: chunk)
        Self.expectFiles(collector, summary)
    }

    /// Two gzip members back to back (`cat a.gz b.gz`, RFC 1952 section 2.2) are one stream.
    @Test(.enabled(if: Tools.hasGzip, "gzip is not installed"), arguments: [1, 7, 64 << 10])
    func concatenatedGzipMembersAreOneStream(chunk: Int) throws {
        let (folder, archive) = try Self.tarball(format: "gnu")
        defer { try? FileManager.default.removeItem(at: folder) }
        let half = archive.count / 2 + 100
        try Data(archive[..<half]).write(to: folder.appendingPathComponent("one"))
        try Data(archive[half...]).write(to: folder.appendingPathComponent("two"))
        let compressed =
            try Tools.run("gzip", ["-c", "one"], in: folder) + Tools.run("gzip", ["-c", "two"], in: folder)
        let (collector, summary) = try read(compressed, chunk: chunk)
        Self.expectFiles(collector, summary)
    }

    @Test func symbolicLinksHardLinksAndFIFOsFromTheRealTarAreRefused() throws {
        let folder = try Tools.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tools.write(["Main.storyboard": "<document/>"], under: folder)
        try Tools.run("ln", ["-s", "/etc/passwd", "passwd"], in: folder)
        try Tools.run("ln", ["Main.storyboard", "Copy.storyboard"], in: folder)
        try Tools.run("mkfifo", ["pipe"], in: folder)
        func refusal(_ name: String, after other: [String] = []) throws -> TarError? {
            failure(try Tools.run("tar", ["--format=gnu", "-cf", "-"] + other + [name], in: folder))
        }
        #expect(try refusal("passwd") == .unsupportedType(entry: "passwd", type: .symbolicLink(target: "/etc/passwd")))
        #expect(
            try refusal("Copy.storyboard", after: ["Main.storyboard"])
                == .unsupportedType(entry: "Copy.storyboard", type: .hardLink(target: "Main.storyboard")))
        #expect(try refusal("pipe") == .unsupportedType(entry: "pipe", type: .fifo))
    }
}
