import Foundation
import SQLiteStorage
import Storage
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `navgraph import` of files already stored says "unchanged" and moves no revision; `check` reads
/// Peek & Pop segues as part of their parent, so a valid storyboard using them passes.
@Suite struct ReimportAndPeekAndPopTests {
    static let migrations = CLITest.root.appendingPathComponent("Migrations").path

    static func importApp(_ folder: URL, _ path: String = "App") -> (code: Int32, out: String, err: String) {
        CLITest.run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", migrations, path], in: folder)
    }

    static func projectRevision(_ folder: URL) throws -> Int {
        let store = try SQLiteStore(
            path: folder.appendingPathComponent("data.sqlite").path,
            migrationsDirectory: URL(fileURLWithPath: migrations))
        defer { store.close() }
        return try store.readOne { try $0.project("demo") }.revision
    }

    @Test func reimportingTheSameFilesPrintsUnchangedAndKeepsTheRevision() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: CLITest.root.appendingPathComponent("examples"), to: folder.appendingPathComponent("App"))
        let first = Self.importApp(folder)
        #expect(first.code == 0, "\(first.err)")
        let revision = try Self.projectRevision(folder)

        let again = Self.importApp(folder)
        #expect(again.code == 0, "\(again.err)")
        #expect(again.out.contains("unchanged 'Main', 5 scenes, 5 segues (revision 1)"))
        #expect(again.out.contains("unchanged 'Settings', 2 scenes, 1 segue (revision 1)"))
        #expect(!again.out.contains("replaced"))
        #expect(try Self.projectRevision(folder) == revision)

        // One byte more in one file: that one is replaced, the other stays unchanged.
        let main = folder.appendingPathComponent("App/Main.storyboard")
        var bytes = try Data(contentsOf: main)
        bytes.append(UInt8(ascii: "\n"))
        try bytes.write(to: main)
        let edited = Self.importApp(folder)
        #expect(edited.code == 0, "\(edited.err)")
        #expect(edited.out.contains("replaced 'Main', 5 scenes, 5 segues (revision 2)"))
        #expect(edited.out.contains("unchanged 'Settings', 2 scenes, 1 segue (revision 1)"))
        #expect(try Self.projectRevision(folder) == revision + 1)
    }

    @Test func checkPassesAStoryboardWithPeekAndPopSegues() throws {
        let folder = try CLITest.workspace(copying: "Import/iOS-PeekAndPop.storyboard", as: "Album.storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["check", "--format", "json", "Album.storyboard"], in: folder)
        #expect(result.code == 0, "\(result.out)\(result.err)")
        let findings = try CLITest.findings(result.out)
        #expect(!findings.contains { $0["code"] as? String == "dangling-segue-destination" })
        #expect(!findings.contains { $0["severity"] as? String == "error" })
    }
}
