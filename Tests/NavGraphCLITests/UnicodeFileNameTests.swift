import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// Storyboard names taken from file names are NFC whatever form the file system holds (macOS tools often
/// write NFD), so `generate`, `check` and `import` agree with the HTTP API byte for byte.
@Suite struct UnicodeFileNameTests {
    static let nfc = "Na\u{EF}ve"
    static let nfd = "Nai\u{308}ve"

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A folder holding one storyboard file named `name` + `.storyboard`, with a storyboard ID codegen renames (so `check`
    /// names the storyboard in a warning). Confirms the file system kept the name's bytes.
    static func folder(withStoryboardNamed name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-nfd-\(UUID().uuidString)")
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="home" storyboardIdentifier="Home Screen" customClass="HomeViewController" \
            sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        try Data(xml.utf8).write(to: app.appendingPathComponent(name + ".storyboard"))
        let listed = try FileManager.default.contentsOfDirectory(atPath: app.path)
        #expect(listed.map(bytes) == [bytes(name + ".storyboard")])
        return folder
    }

    func run(_ arguments: [String], in folder: URL) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let code = NavGraphCommand.main(arguments, context: captured.context(directory: folder))
        return (code, captured.stdout, captured.stderr)
    }

    func contains(_ text: String, _ name: String) -> Bool {
        Array(text.utf8).firstRange(of: Self.bytes(name)) != nil
    }

    @Test func generateNamesAnNFDFileInNFC() throws {
        let folder = try Self.folder(withStoryboardNamed: Self.nfd)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["generate", "--style", "storyboard-enum", "App"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        #expect(contains(result.out, "= \"\(Self.nfc)\""))
        #expect(!contains(result.out, Self.nfd))
    }

    @Test func checkNamesAnNFDFileInNFC() throws {
        let folder = try Self.folder(withStoryboardNamed: Self.nfd)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["check", "--format", "json", "App"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        // The storyboard is named in NFC; `path` stays the file's own path on disk, whatever its bytes.
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let names = findings.compactMap { $0["storyboard"] as? String }
        #expect(!names.isEmpty)
        for name in names {
            #expect(Array(name.utf8) == Self.bytes(Self.nfc))
        }
    }

    @Test func importOfNFDThenNFCFileNamesReplacesOneStoryboard() throws {
        let folder = try Self.folder(withStoryboardNamed: Self.nfd)
        defer { try? FileManager.default.removeItem(at: folder) }
        let migrations = FileCommandTests.migrations
        let first = run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", migrations, "App"], in: folder)
        #expect(first.code == 0, "\(first.err)")
        #expect(contains(first.out, "imported '\(Self.nfc)'"))
        #expect(!contains(first.out, "imported '\(Self.nfd)'"))
        // The same storyboard saved again under the NFC spelling of its name is the stored one, not a second
        // one; its bytes are the same, so nothing changes.
        let app = folder.appendingPathComponent("App")
        try FileManager.default.moveItem(
            at: app.appendingPathComponent(Self.nfd + ".storyboard"),
            to: app.appendingPathComponent(Self.nfc + ".storyboard"))
        let second = run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", migrations, "App"], in: folder)
        #expect(second.code == 0, "\(second.err)")
        #expect(contains(second.out, "unchanged '\(Self.nfc)', 1 scene, 0 segues (revision 1)"))
        #expect(!contains(second.out, "imported '"))
    }

    @Test func twoFilesWhoseNamesDifferOnlyInNormalizationClash() throws {
        let folder = try Self.folder(withStoryboardNamed: Self.nfd)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(
            at: app.appendingPathComponent(Self.nfd + ".storyboard"),
            to: app.appendingPathComponent(Self.nfc + ".storyboard"))
        let result = run(["generate", "--style", "storyboard-enum", "App"], in: folder)
        #expect(result.code != 0)
        #expect(contains(result.err, "storyboard name is already taken in bundle 'App'"))
    }
}

/// Files whose names hold a byte that is not UTF-8.
enum ByteFileNames {
    /// Makes, in `folder`, a file named `caf` + byte 0xE9 + `suffix` (by the shell: a Swift string cannot hold the
    /// byte); whether the folder then lists it.
    @discardableResult
    static func make(endingIn suffix: String, in folder: URL) throws -> Bool {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).count
        let made = try ProcessRunner.run(
            "/bin/sh", ["-c", "printf x > \"$(printf 'caf\\351')$0\"", suffix], in: folder, timeout: 60)
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).count
        return made.status == 0 && after == before + 1
    }

    static let keptByTheFileSystem: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-bytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        return (try? make(endingIn: ".png", in: folder)) == true
    }()
}

/// A file whose name's bytes are not UTF-8 (`caf\xE9.png`, made on a Latin-1 system), anywhere under the paths: the
/// real binaries read the rest as before. One of another kind stops nothing; a storyboard so named is reported as
/// that one file, never an end of the whole command as a missing input (66).
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"),
    .enabled(
        if: ByteFileNames.keptByTheFileSystem,
        "the file system refuses names that are not UTF-8 (only one storing names as bytes, Linux's, holds them)"))
struct NonUTF8FileNameTests {
    /// A workspace whose `Repo` holds one storyboard and, in `Repo/Assets`, the file of `makeFile` ending in `suffix`.
    static func workspace(strayNameEnding suffix: String) throws -> URL {
        let folder = try CLITest.workspace()
        try CLITest.write(try PushCommandTests.fixture("old"), to: "Repo/Main.storyboard", in: folder)
        try #require(try ByteFileNames.make(endingIn: suffix, in: folder.appendingPathComponent("Repo/Assets")))
        return folder
    }

    static func run(_ arguments: [String], in folder: URL) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(try #require(CLITest.builtExecutable("navgraph")), arguments, in: folder, timeout: 120)
    }

    @Test func aStrayFileSoNamedStopsNoCommand() throws {
        let folder = try Self.workspace(strayNameEnding: ".png")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try Self.run(["check", "--format", "json", "Repo"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        let generated = try Self.run(["generate", "--style", "scenes", "Repo"], in: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout.contains("enum StoryboardScene"), "\(generated.stdout.prefix(200))")
        let imported = try Self.run(["import", "--project", "app", "--db", "app.sqlite", "Repo"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("imported 1 of 1 storyboard into project 'app'"), "\(imported.stdout)")
        let server = try PushCommandTests.server(in: folder)
        let pushed = try PushCommandTests.push(
            ["--server", "http://127.0.0.1:\(server.port)", "--project", "app", "Repo"], in: folder)
        #expect(pushed.code == 0, "\(pushed.err)")
        #expect(pushed.out.contains("pushed 1 files of Repo to project 'app': revision"), "\(pushed.out)")
    }

    @Test func aStoryboardSoNamedIsReportedAloneAndTheRestIsRead() throws {
        let folder = try Self.workspace(strayNameEnding: ".storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try Self.run(["check", "--format", "json", "Repo"], in: folder)
        #expect(check.status == 65, "\(check.stderr)")
        let findings = try CLITest.findings(check.stdout)
        let unreadable = findings.filter { $0["code"] as? String == "unreadable" }
        #expect(unreadable.count == 1, "\(check.stdout)")
        #expect((unreadable.first?["path"] as? String)?.hasPrefix("Repo/Assets/caf") == true, "\(check.stdout)")
        // That file is the one error: Main.storyboard was read (and is clean).
        #expect(check.stderr.split(separator: "\n").last == "1 error, 0 warnings", "\(check.stderr)")
        let generated = try Self.run(["generate", "--style", "scenes", "--output", "Out.swift", "Repo"], in: folder)
        #expect(generated.status == 65, "\(generated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out.swift").path))
    }
}
