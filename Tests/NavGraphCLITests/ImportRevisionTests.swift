import Foundation
import SQLiteStorage
import Storage
import Testing

@testable import NavGraphCLI

/// `navgraph import` of a folder writes ONE revision for all of its storyboards, as a commit (or a snapshot)
/// would, keeps the project's other storyboards, and names that revision with `--label`.
@Suite struct ImportRevisionTests {
    static let migrations = FileCommandTests.migrations

    static func importApp(
        _ folder: URL, _ extra: [String] = [], path: String = "App"
    ) -> (
        code: Int32, out: String, err: String
    ) {
        CLITest.run(
            ["import", "--project", "demo", "--db", "data.sqlite", "--migrations", migrations] + extra + [path],
            in: folder)
    }

    static func withStore<T>(_ folder: URL, _ body: (SQLiteStore) throws -> T) throws -> T {
        let store = try SQLiteStore(
            path: folder.appendingPathComponent("data.sqlite").path,
            migrationsDirectory: URL(fileURLWithPath: migrations))
        defer { store.close() }
        return try body(store)
    }

    @Test func aFolderImportIsOneRevisionAndKeepsTheOtherStoryboards() throws {
        let folder = try FileCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = Self.importApp(folder)
        #expect(first.code == 0, "\(first.err)")
        #expect(first.out.contains("imported 'Main', 5 scenes, 5 segues (revision 1)"))
        #expect(first.out.contains("project 'demo' now at revision 2"))
        // Revision 1 made the empty project; revision 2 holds both storyboards at once.
        let history = try Self.withStore(folder) { try $0.read { try $0.revisions(project: "demo") } }
        #expect(history.map(\.revision) == [2, 1])
        #expect(history.first?.summary.hasPrefix("import: 2 added") == true, "\(history)")
        let both = try Self.withStore(folder) { store -> [String] in
            guard case .kept(let snapshot) = try store.read({ try $0.revision(2, project: "demo") }) else { return [] }
            return snapshot.storyboards.map(\.name)
        }
        #expect(both == ["Main", "Settings"])

        // One file changed and one gone from the folder: one revision, the missing one kept.
        let main = folder.appendingPathComponent("App/Main.storyboard")
        let edited = try String(contentsOf: main, encoding: .utf8).replacingOccurrences(
            of: "</document>", with: "<!-- edited -->\n</document>")
        try edited.write(to: main, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Settings.storyboard"))
        let second = Self.importApp(folder)
        #expect(second.code == 0, "\(second.err)")
        #expect(second.out.contains("replaced 'Main'"))
        let after = try Self.withStore(folder) { store in
            (
                try store.read { try $0.revisions(project: "demo") }.map(\.revision),
                try store.read { try $0.listStoryboards(project: "demo") }.map(\.name)
            )
        }
        #expect(after.0 == [3, 2, 1])
        #expect(after.1 == ["Main", "Settings"])
    }

    @Test func labelNamesTheImportsRevisionAndAReusedLabelIsRefused() throws {
        let folder = try FileCommandTests.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let labelled = Self.importApp(folder, ["--label", "3f2a9c1"])
        #expect(labelled.code == 0, "\(labelled.err)")
        #expect(labelled.out.contains("project 'demo' now at revision 2, label 3f2a9c1"))
        #expect(
            try Self.withStore(folder) { try $0.read { try $0.revision(labelled: "3f2a9c1", project: "demo") } } == 2)
        // The same files under the same label again: that revision, nothing written.
        let again = Self.importApp(folder, ["--label", "3f2a9c1"])
        #expect(again.code == 0, "\(again.err)")
        #expect(again.out.contains("still at revision 2"))
        // Other content under it: refused, nothing written, exit 65 (the input, not a file, is at fault).
        let main = folder.appendingPathComponent("App/Main.storyboard")
        try (try String(contentsOf: main, encoding: .utf8) + "\n").write(to: main, atomically: true, encoding: .utf8)
        let reused = Self.importApp(folder, ["--label", "3f2a9c1"])
        #expect(reused.code == 65, "\(reused.err)")
        #expect(reused.err.contains("label '3f2a9c1' already names revision 2"), "\(reused.err)")
        #expect(try Self.withStore(folder) { try $0.readOne { try $0.project("demo") }.revision } == 2)
        // An invalid label is a usage error before anything is read.
        let invalid = Self.importApp(folder, ["--label", "12345"])
        #expect(invalid.code == 64)
        #expect(invalid.err.contains("not all digits"))
    }
}
