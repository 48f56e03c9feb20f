import Foundation
import SQLiteStorage
import Storage
import StoryboardModel
import TestSupport
import Testing

/// The `.xib` files of `navgraph push` and `navgraph import`, the real binary on real SQLite files: a push's
/// archive carries the bundle's nibs, replacing the project's, and its diff shows them; an import stores a
/// bundle's nibs in its one revision; a folder of nibs alone is a project.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct NibUploadTests {
    /// The fixture cell nib with `reuseIdentifier`.
    static func cell(_ reuseIdentifier: String) -> String {
        let nib = (try? TestServer.fixture("Tests/Fixtures/NibSources/Shop/Nibs/LegacyCell.xib")) ?? Data()
        return String(decoding: nib, as: UTF8.self)
            .replacingOccurrences(of: "reuseIdentifier=\"LegacyCell\"", with: "reuseIdentifier=\"\(reuseIdentifier)\"")
    }

    /// `repo/App/Main.storyboard` with `repo/App/Cells/ProductCell.xib` (reuse identifier `reuse`) and, with
    /// `badge`, `repo/App/Views/BadgeCell.xib`.
    static func repository(in folder: URL, reuse: String, badge: Bool) throws {
        let main = String(decoding: try TestServer.fixture("examples/Main.storyboard"), as: UTF8.self)
        try CLITest.write(main, to: "repo/App/Main.storyboard", in: folder)
        try CLITest.write(cell(reuse), to: "repo/App/Cells/ProductCell.xib", in: folder)
        let badgePath = folder.appendingPathComponent("repo/App/Views/BadgeCell.xib")
        if badge {
            try CLITest.write(cell("Badge"), to: "repo/App/Views/BadgeCell.xib", in: folder)
        } else {
            try? FileManager.default.removeItem(at: badgePath)
        }
    }

    static func nibs(_ folder: URL, _ database: String, revision: Int? = nil) throws -> [String: Data] {
        let store = try SourcesUploadTests.store(folder, database)
        defer { store.close() }
        let stored = try store.read { operations in
            try revision.map { try operations.nibSources(project: "app", revision: $0) }
                ?? operations.nibSources(project: "app")
        }
        return Dictionary(uniqueKeysWithValues: stored.map { ($0.name, $0.source) })
    }

    /// The real `navgraph import` of `path` into `project` of `data.sqlite` in `folder`.
    static func importing(_ project: String, _ path: String, in folder: URL) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")),
            ["import", "--project", project, "--db", "data.sqlite", path],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], inheritEnvironment: false, in: folder,
            timeout: 120)
    }

    @Test func pushCarriesTheBundlesNibsAndItsDiffShowsThem() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        let url = "http://127.0.0.1:\(server.port)"
        try Self.repository(in: folder, reuse: "Product", badge: false)
        let base = try PushCommandTests.push(
            ["--server", url, "--project", "app", "--label", "base-sha", "repo"], in: folder)
        #expect(base.code == 0, "\(base.err)")
        #expect(base.out.contains("pushed 2 files (1 nib) of repo"), "\(base.out)")
        #expect(base.out.contains("nibs created: ProductCell"), "\(base.out)")
        #expect(try Self.nibs(folder, "push.sqlite") == ["ProductCell": Data(Self.cell("Product").utf8)])

        // The pull request adds a nib and changes one: the diff from the base shows both.
        try Self.repository(in: folder, reuse: "Changed", badge: true)
        let head = try PushCommandTests.push(
            ["--server", url, "--project", "app", "--label", "head-sha", "--base", "base-sha", "repo"], in: folder)
        #expect(head.code == 0, "\(head.err)")
        #expect(head.out.contains("nibs created: BadgeCell"), "\(head.out)")
        #expect(head.out.contains("nibs replaced: ProductCell"), "\(head.out)")
        #expect(head.out.contains("nib 'BadgeCell'") || head.out.contains("BadgeCell"), "\(head.out)")
        #expect(head.out.contains("was added"), "\(head.out)")

        // A folder of nibs alone is pushed as a project.
        try CLITest.write(Self.cell("Only"), to: "nibs-only/OnlyCell.xib", in: folder)
        let only = try PushCommandTests.push(["--server", url, "--project", "only", "nibs-only"], in: folder)
        #expect(only.code == 0, "\(only.err)")
        #expect(only.out.contains("nibs created: OnlyCell"), "\(only.out)")

        // A nib gone from the repository is gone from the project; the labelled revision keeps it.
        try Self.repository(in: folder, reuse: "Changed", badge: false)
        let gone = try PushCommandTests.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(gone.code == 0, "\(gone.err)")
        #expect(gone.out.contains("nibs deleted: BadgeCell"), "\(gone.out)")
        #expect(gone.out.contains("was removed"), "\(gone.out)")
        #expect(try Self.nibs(folder, "push.sqlite").keys.sorted() == ["ProductCell"])

    }

    @Test func importStoresTheBundlesNibsInTheImportsRevision() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.repository(in: folder, reuse: "Product", badge: true)
        let run = { (project: String, path: String) in try Self.importing(project, path, in: folder) }
        let imported = try run("app", "repo")
        #expect(imported.status == 0, "\(imported.stderr)")
        let lines = imported.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("imported nib 'ProductCell', 1 top-level object (revision 2)") })
        #expect(lines.last == "imported 1 of 1 storyboard and 2 of 2 nibs into project 'app'", "\(lines)")
        // One revision holds the storyboard and both nibs, byte for byte.
        let store = try SourcesUploadTests.store(folder, "data.sqlite")
        let revisions = try store.read { try $0.revisions(project: "app") }.map(\.revision)
        store.close()
        #expect(revisions == [2, 1])
        let atTwo = try Self.nibs(folder, "data.sqlite", revision: 2)
        #expect(atTwo.keys.sorted() == ["BadgeCell", "ProductCell"])
        #expect(atTwo["ProductCell"] == Data(Self.cell("Product").utf8))

        // A changed nib is replaced; a nib the import is not given stays, as storyboards do.
        try Self.repository(in: folder, reuse: "Changed", badge: false)
        let again = try run("app", "repo")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("replaced nib 'ProductCell'"), "\(again.stdout)")
        #expect(try Self.nibs(folder, "data.sqlite").keys.sorted() == ["BadgeCell", "ProductCell"])

        // A folder of nibs alone is a project; a bad nib fails that file, names it, and the rest is imported.
        try CLITest.write(Self.cell("Only"), to: "nibs-only/OnlyCell.xib", in: folder)
        try CLITest.write("<document><objects>", to: "nibs-only/Broken.xib", in: folder)
        let only = try run("only", "nibs-only")
        #expect(only.status == 1, "\(only.stderr)")
        #expect(only.stderr.contains("Broken.xib:1:"), "\(only.stderr)")
        #expect(only.stdout.contains("imported 0 of 0 storyboards and 1 of 2 nibs"), "\(only.stdout)")
    }
}
