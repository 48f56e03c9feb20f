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
