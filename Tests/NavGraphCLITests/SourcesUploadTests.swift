import Foundation
import SQLiteStorage
import Storage
import StoryboardModel
import TestSupport
import Testing

/// `--sources` of `navgraph push` and `navgraph import`, the real binary: the navigation read from the app's
/// Swift files is stored with the storyboards in one revision, the server's diff of a pull request shows a push
/// added in code, and no source text reaches the server or the database.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct SourcesUploadTests {
    /// Text in the fixture's comment and string literal: never stored anywhere.
    static let secrets = ["NAVGRAPH-SECRET-COMMENT-4b1d", "NAVGRAPH-SECRET-STRING-9c2e"]

    /// `HomeViewController` of `examples/Main.storyboard` pushes its `ProfileViewController` scene; with
    /// `settings`, it also presents `SettingsViewController`, made in code.
    static func home(settings: Bool) -> String {
        """
        import UIKit

        // \(secrets[0]): this comment stays on the machine that ran navgraph.
        final class HomeViewController: UIViewController {
            let banner = "\(secrets[1])"

            func showProfile() {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                let profile = storyboard.instantiateViewController(withIdentifier: "ProfileViewController")
                navigationController?.pushViewController(profile, animated: true)
            }
        \(settings ? """

            func showSettings() {
                present(SettingsViewController(), animated: true)
            }
        """ : "")
        }

        """
    }

    /// A repository `repo` with `App/Main.storyboard` and `App/Sources/Home.swift`.
    static func repository(in folder: URL, settings: Bool) throws {
        let main = String(decoding: try TestServer.fixture("examples/Main.storyboard"), as: UTF8.self)
        try CLITest.write(main, to: "repo/App/Main.storyboard", in: folder)
        try CLITest.write(home(settings: settings), to: "repo/App/Sources/Home.swift", in: folder)
    }

    /// Every byte of the SQLite database `name` in `folder` (its WAL and shared memory too) holds none of the
    /// fixture's source text.
    static func expectNoSourceText(in folder: URL, database name: String) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(name) }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(file))
            for secret in secrets {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds \(secret)")
            }
        }
    }

    static func store(_ folder: URL, _ name: String) throws -> SQLiteStore {
        try SQLiteStore(
            path: folder.appendingPathComponent(name).path,
            migrationsDirectory: CLITest.root.appendingPathComponent("Migrations"))
    }

    @Test func pushSendsOnlyTheFactsAndItsDiffShowsAPushAddedInCode() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        let url = "http://127.0.0.1:\(server.port)"
        try Self.repository(in: folder, settings: false)
        let base = try PushCommandTests.push(
            ["--server", url, "--project", "app", "--label", "base-sha", "--sources", "repo/App/Sources", "repo"],
            in: folder)
        #expect(base.code == 0, "\(base.err)")
        #expect(base.out.contains("with the navigation facts of repo/App/Sources: 1 edge"), "\(base.out)")
        #expect(base.out.contains("code navigation facts: added"), "\(base.out)")

        // The pull request adds a present in code, and nothing in the storyboards.
        try Self.repository(in: folder, settings: true)
        let head = try PushCommandTests.push(
            [
                "--server", url, "--project", "app", "--label", "head-sha", "--base", "base-sha",
                "--sources", "repo/App/Sources", "repo",
            ], in: folder)
        #expect(head.code == 0, "\(head.err)")
        #expect(head.out.contains("code navigation facts: replaced"), "\(head.out)")
        #expect(
            head.out.contains("new present in code: HomeViewController → SettingsViewController at Home.swift:"),
            "\(head.out)")

        let stored = try Self.store(folder, "push.sqlite")
        defer { stored.close() }
        let facts = try #require(try stored.read { try $0.codeNavigation(project: "app") })
        #expect(facts.edges.map(\.location.file) == ["Home.swift", "Home.swift"])
        // Each labelled revision holds the facts pushed with it.
        let baseRevision = try stored.read { try $0.revision(labelled: "base-sha", project: "app") }
        #expect(try stored.read { try $0.codeNavigation(project: "app", revision: baseRevision) }?.edges.count == 1)
        try Self.expectNoSourceText(in: folder, database: "push.sqlite")

        // A push without --sources leaves the revision with no facts: a snapshot is the whole project.
        let plain = try PushCommandTests.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(plain.code == 0, "\(plain.err)")
        #expect(plain.out.contains("code navigation facts: removed"), "\(plain.out)")
    }

    @Test func importStoresTheFactsInTheImportsRevision() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.repository(in: folder, settings: true)
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let run = { (extra: [String]) throws -> ProcessRunner.Outcome in
            try ProcessRunner.run(
                binary, ["import", "--project", "app", "--db", "data.sqlite"] + extra + ["repo"],
                environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path], inheritEnvironment: false, in: folder,
                timeout: 120)
        }
        let imported = try run(["--sources", "repo/App/Sources"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("code navigation facts added: 2 edges"), "\(imported.stdout)")
        #expect(imported.stdout.contains("project 'app' now at revision 2"), "\(imported.stdout)")
        let store = try Self.store(folder, "data.sqlite")
        defer { store.close() }
        // Revision 2 holds the storyboards and the facts: one revision, as a commit.
        #expect(try store.read { try $0.codeNavigation(project: "app", revision: 2) }?.edges.count == 2)
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [2, 1])
        try Self.expectNoSourceText(in: folder, database: "data.sqlite")

        // An import without --sources keeps the facts, as it keeps storyboards it is not given.
        let again = try run([])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try store.read { try $0.codeNavigation(project: "app") }?.edges.count == 2)
        // A folder that is not there imports nothing.
        let missing = try run(["--sources", "repo/Nowhere"])
        #expect(missing.status == 66, "\(missing.stderr)")
        #expect(missing.stderr.contains("--sources"), "\(missing.stderr)")
    }
}
