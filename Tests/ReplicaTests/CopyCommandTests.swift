import Foundation
import PostgresStorage
import SQLiteStorage
import Storage
import StoryboardImport
import StoryboardModel
import Testing

/// `navgraph copy` run as the real binary: every project moves with its revisions, timestamps and sources
/// byte for byte, between SQLite files and PostgreSQL either way; a non-empty destination is refused.
@Suite(.enabled(if: NavGraphBinary.isBuilt, "no navgraph binary beside the tests"))
struct CopyCommandTests {
    /// What the test wrote to the source, to check every copy against (never read back from the code).
    struct Written {
        var mainV1: Data
        var mainV2: Data
        var settings: Data
        /// The revision the project reached and the revisions the history keeps.
        var revision: Int
        var revisions: [Int]
    }

    static let migrations = NavGraphBinary.repositoryRoot.appendingPathComponent("Migrations")

    /// A folder of its own for one test.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Two projects: `app` with an imported storyboard replaced once, a second one, a JSON-only one and a
    /// scene edit (history contents of both kinds); `empty` with no storyboards.
    static func populate(_ store: any NavigationStore) throws -> Written {
        let main = try Data(
            contentsOf: NavGraphBinary.repositoryRoot.appendingPathComponent("examples/Main.storyboard"))
        let settings = try Data(
            contentsOf: NavGraphBinary.repositoryRoot.appendingPathComponent("examples/Settings.storyboard"))
        // The second version differs by a comment only: the same model, different bytes.
        let mainV2 = main + Data("\n<!-- v2 -->\n".utf8)
        _ = try store.write { try $0.createProject(Project(name: "app", module: "App", platform: .ios)) }
        _ = try store.write { try $0.createProject(Project(name: "empty", platform: .macos)) }
        _ = try store.putStoryboard(
            project: "app", storyboard: try StoryboardParser.parse(main, name: "Main"), source: main)
        _ = try store.putStoryboard(
            project: "app", storyboard: try StoryboardParser.parse(settings, name: "Settings"), source: settings)
        _ = try store.putStoryboard(
            project: "app", storyboard: try StoryboardParser.parse(mainV2, name: "Main"), source: mainV2)
        let model = Storyboard(
            name: "Model", scenes: [Scene(id: "a", kind: "viewController", customClass: "AViewController")])
        _ = try store.putStoryboard(project: "app", storyboard: model, source: nil)
        var edited = model.scenes[0]
        edited.title = "Edited"
        try store.write { try $0.replace("a", with: edited, project: "app", storyboard: "Model") }
        // created (1), Main (2), Settings (3), Main again (4), Model (5), the scene edit (6).
        return Written(mainV1: main, mainV2: mainV2, settings: settings, revision: 6, revisions: [6, 5, 4, 3, 2, 1])
    }

    /// Checks `store` holds what `populate` wrote, exactly as `original` holds it.
    static func expectCopy(of original: any NavigationStore, in store: any NavigationStore, _ written: Written) throws {
        #expect(try store.readOne { try $0.listProjects() }.map(\.name) == ["app", "empty"])
        let app = try store.readOne { try $0.project("app") }
        #expect(app.revision == written.revision)
        #expect(app == (try original.readOne { try $0.project("app") }))
        #expect(try store.readOne { try $0.project("empty") } == (try original.readOne { try $0.project("empty") }))
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == written.mainV2)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Settings") } == written.settings)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Model") } == nil)
        #expect(
            try store.read { try $0.allStoryboards(project: "app") }
                == (try original.read { try $0.allStoryboards(project: "app") }))
        #expect(try store.read { try $0.storyboard(project: "app", name: "Model") }.scenes.first?.title == "Edited")
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == written.revisions)
        #expect(
            try store.read { try $0.revisions(project: "app") }
                == (try original.read { try $0.revisions(project: "app") }))
        // Revision 2 held the first version of Main, byte for byte.
        guard case .kept(let second) = try store.read({ try $0.revision(2, project: "app") }) else {
            Issue.record("revision 2 of the copy is not kept")
            return
        }
        guard case .source(let bytes) = second.storyboards.first(where: { $0.name == "Main" })?.content else {
            Issue.record("revision 2 of the copy holds no source for Main")
            return
        }
        #expect(bytes == written.mainV1)
        // Revision 5 held the JSON-only storyboard before the edit.
        guard case .kept(let fifth) = try store.read({ try $0.revision(5, project: "app") }),
            case .storyboard(let model) = fifth.storyboards.first(where: { $0.name == "Model" })?.content
        else {
            Issue.record("revision 5 of the copy does not hold the Model storyboard")
            return
        }
        #expect(model.scenes.first?.title == nil)
    }

    static func sqlite(_ path: String) throws -> SQLiteStore {
        try SQLiteStore(path: path, migrationsDirectory: migrations)
    }

    @Test func sqliteToSQLiteCopiesEveryProjectWithItsHistory() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("from.sqlite").path
        let to = folder.appendingPathComponent("to.sqlite").path
        let source = try Self.sqlite(from)
        defer { source.close() }
        let written = try Self.populate(source)

        let run = try NavGraphBinary.run(["copy", "--from", from, "--to", to])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("copied 2 project(s)"))
        #expect(run.out.contains("verified"))
        let copy = try Self.sqlite(to)
        defer { copy.close() }
        try Self.expectCopy(of: source, in: copy, written)
    }

    @Test(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
    func sqliteToPostgreSQLAndBackKeepsEverything() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("from.sqlite").path
        let back = folder.appendingPathComponent("back.sqlite").path
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        let source = try Self.sqlite(from)
        defer { source.close() }
        let written = try Self.populate(source)

        let there = try NavGraphBinary.run(["copy", "--from", from, "--to", url])
        #expect(there.status == 0, "\(there.err)")
        let postgres = try PostgresStore(url: url, migrator: try PostgresStore.embeddedMigrator())
        defer { postgres.close() }
        try Self.expectCopy(of: source, in: postgres, written)

        let again = try NavGraphBinary.run(["copy", "--from", url, "--to", back])
        #expect(again.status == 0, "\(again.err)")
        let copy = try Self.sqlite(back)
        defer { copy.close() }
        try Self.expectCopy(of: source, in: copy, written)
        // The copy keeps working as a store: the next write makes the next revision.
        _ = try copy.putStoryboard(project: "app", storyboard: Storyboard(name: "Later"), source: nil)
        #expect(try copy.readOne { try $0.project("app") }.revision == written.revision + 1)
    }

    /// Labels (a write's `NavGraph-Label` and a snapshot's) and the revision marks of deleted names, on top of
    /// `populate`: answers the labels and the marks written.
    static func labelAndDelete(_ store: some HistoryTransfer) throws -> (labels: [String: Int], marks: RevisionMarks) {
        let gone = Storyboard(name: "Gone", scenes: [Scene(id: "g", kind: "viewController")])
        _ = try RevisionLabel.naming("v1.0") { try store.putStoryboard(project: "app", storyboard: gone, source: nil) }
        try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Gone") }
        let snapshot = SnapshotFile(storyboard: Storyboard(name: "Snap"), source: Data("<document/>".utf8))
        _ = try RevisionLabel.naming("3f2a9c1") {
            try store.write {
                try $0.putStoryboards(project: "app", with: [snapshot], creating: Project(name: "app"))
            }
        }
        _ = try store.write { try $0.createProject(Project(name: "old")) }
        _ = try store.putStoryboard(project: "old", storyboard: Storyboard(name: "A"), source: nil)
        try store.deleteProject("old")
        return (
            ["v1.0": 7, "3f2a9c1": 9],
            try store.read { try $0.revisionMarks() }
        )
    }

    /// The labels and marks of `labelAndDelete` hold in `copy`: labels name the same revisions, a deleted
    /// project or storyboard made again continues above its old revisions.
    static func expectLabelsAndMarks(
        in copy: some HistoryTransfer, of source: some HistoryTransfer,
        _ written: (labels: [String: Int], marks: RevisionMarks)
    ) throws {
        for (label, revision) in written.labels {
            #expect(try copy.read { try $0.revision(labelled: label, project: "app") } == revision, "\(label)")
        }
        #expect(try copy.read { try $0.labels(of: "app") } == (try source.read { try $0.labels(of: "app") }))
        #expect(written.marks.projects["old"] == 2)
        #expect(written.marks.missing(from: try copy.read { try $0.revisionMarks() }).isEmpty)
        #expect(try copy.write { try $0.createProject(Project(name: "old")) }.revision == 3)
        let again = try copy.putStoryboard(project: "app", storyboard: Storyboard(name: "Gone"), source: nil)
        #expect(again.storyboard.revision == 2, "a revision above the deleted storyboard's")
    }

    /// Runs `navgraph copy` from `from` through each of `destinations` in turn (each copy from the previous
    /// one), each exiting 0 with the facts documents of `addFacts` (kept by the revisions after) and the 5 nib versions of
    /// `addNibs`.
    static func copy(from: String, through destinations: [String]) throws {
        for (previous, next) in zip([from] + destinations, destinations) {
            let run = try NavGraphBinary.run(["copy", "--from", previous, "--to", next])
            #expect(run.status == 0, "\(previous) to \(next): \(run.err)")
            #expect(run.out.contains("5 nib version(s) and 6 code navigation facts document(s)"), "\(run.out)")
        }
    }

    /// Runs `navgraph copy` from a SQLite file holding `populate`, `labelAndDelete` and `addFacts` through each of
    /// `destinations` in turn (each copy from the previous one), then checks `expectLabelsAndMarks` on the last.
    static func copyLabelled(through destinations: [String], in folder: URL) throws {
        let from = folder.appendingPathComponent("from.sqlite").path
        let source = try Self.sqlite(from)
        defer { source.close() }
        _ = try Self.populate(source)
        let written = try Self.labelAndDelete(source)
        try Self.addFacts(source)
        try Self.addNibs(source)
        try Self.copy(from: from, through: destinations)
        let copy = try Self.sqlite(try #require(destinations.last))
        defer { copy.close() }
        // The facts of the project and of each kept revision (a facts write's, an import's) went too.
        try Self.expectFacts(in: copy, base: 9)
        try Self.expectNibs(in: copy, base: 11)
        try Self.expectLabelsAndMarks(in: copy, of: source, written)
    }

    @Test func labelsAndRevisionMarksAreCopied() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.copyLabelled(through: [folder.appendingPathComponent("to.sqlite").path], in: folder)
    }

    @Test(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
    func labelsAndRevisionMarksAreCopiedToPostgreSQLAndBack() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try ScratchPostgres.createDatabase()
        defer { ScratchPostgres.dropDatabase(url) }
        try Self.copyLabelled(through: [url, folder.appendingPathComponent("back.sqlite").path], in: folder)
    }

    /// A push in code from `from` to `to`, at line `line` of `Home.swift`.
    static func facts(_ to: String, line: Int) -> CodeNavigation {
        CodeNavigation(edges: [
            CodeEdge(
                from: "HomeViewController", to: .viewController(to), kind: .push,
                location: SourceLocation(file: "Home.swift", line: line))
        ])
    }

    /// On top of the project at revision `base`: facts put alone (`base + 1`), then an import replacing them with a
    /// storyboard (`base + 2`).
    static func addFacts(_ store: any NavigationStore) throws {
        _ = try store.write {
            try $0.putCodeNavigation(project: "app", document: Self.facts("A", line: 1), ifMatch: nil)
        }
        let snapshot = SnapshotFile(storyboard: Storyboard(name: "Snap"), source: Data("<document/>".utf8))
        _ = try store.write {
            try $0.putStoryboards(project: "app", with: [snapshot], code: Self.facts("B", line: 2))
        }
    }

    /// `store` holds the facts `addFacts` wrote on top of revision `base`: the project's now, and each kept
    /// revision's then.
    static func expectFacts(in store: any NavigationStore, base: Int) throws {
        #expect(try store.read { try $0.codeNavigation(project: "app") } == Self.facts("B", line: 2))
        #expect(try store.read { try $0.codeNavigation(project: "app", revision: base) } == nil)
        #expect(
            try store.read { try $0.codeNavigation(project: "app", revision: base + 1) } == Self.facts("A", line: 1))
        #expect(
            try store.read { try $0.codeNavigation(project: "app", revision: base + 2) } == Self.facts("B", line: 2))
        #expect(try store.read { try $0.codeNavigation(project: "empty") } == nil)
    }

    /// The XML of a nib version (`navgraph copy` moves bytes; it parses none).
    static func nibSource(_ name: String, _ version: Int) -> Data {
        Data(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><!-- \(name) v\(version) --></document>".utf8
        )
    }

    /// On top of the project at revision `base` (`addFacts`'): nib `Cell` put alone (`base + 1`), an import
    /// replacing it and adding `Badge` (`base + 2`), `Badge` deleted (`base + 3`).
    static func addNibs(_ store: any NavigationStore) throws {
        _ = try store.write {
            try $0.putNib(project: "app", nib: Nib(name: "Cell"), source: Self.nibSource("Cell", 1), ifMatch: nil)
        }
        let nibs = [
            SnapshotNib(nib: Nib(name: "Badge", objects: []), source: Self.nibSource("Badge", 1)),
            SnapshotNib(nib: Nib(name: "Cell"), source: Self.nibSource("Cell", 2)),
        ]
        _ = try store.write { try $0.putStoryboards(project: "app", with: [], nibs: nibs) }
        _ = try store.write { try $0.deleteNib(project: "app", nib: "Badge", ifMatch: nil) }
    }

    /// `store` holds the nibs `addNibs` wrote on top of revision `base`, byte for byte: the project's now with
    /// their revisions, and each kept revision's then.
    static func expectNibs(in store: any NavigationStore, base: Int) throws {
        let now = try store.read { try $0.nibSources(project: "app") }
        #expect(now == [StoredNib(name: "Cell", revision: base + 2, source: Self.nibSource("Cell", 2))])
        let kept = { (revision: Int) in
            try store.read { try $0.nibSources(project: "app", revision: revision) }.map { "\($0.name)@\($0.revision)" }
        }
        #expect(try kept(base) == [])
        #expect(try kept(base + 1) == ["Cell@\(base + 1)"])
        #expect(try kept(base + 2) == ["Badge@\(base + 2)", "Cell@\(base + 2)"])
        #expect(try kept(base + 3) == ["Cell@\(base + 2)"])
        let old = try store.read { try $0.nibSources(project: "app", revision: base + 1) }
        #expect(old.first?.source == Self.nibSource("Cell", 1))
        #expect(try store.read { try $0.listNibs(project: "app") }.nibs.map(\.objectCount) == [0])
        #expect(try store.readOne { try $0.project("app") }.revision == base + 3)
    }

    @Test func aNonEmptyDestinationIsRefusedUnlessReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("from.sqlite").path
        let to = folder.appendingPathComponent("to.sqlite").path
        let source = try Self.sqlite(from)
        defer { source.close() }
        let written = try Self.populate(source)
        do {
            let destination = try Self.sqlite(to)
            defer { destination.close() }
            _ = try destination.write { try $0.createProject(Project(name: "stale")) }
        }

        let refused = try NavGraphBinary.run(["copy", "--from", from, "--to", to])
        #expect(refused.status == 73)
        #expect(refused.err.contains("already holds 1 project(s) (stale)"))
        do {
            let destination = try Self.sqlite(to)
            defer { destination.close() }
            #expect(try destination.readOne { try $0.listProjects() }.map(\.name) == ["stale"])
        }

        let replaced = try NavGraphBinary.run(["copy", "--from", from, "--to", to, "--replace"])
        #expect(replaced.status == 0, "\(replaced.err)")
        let copy = try Self.sqlite(to)
        defer { copy.close() }
        try Self.expectCopy(of: source, in: copy, written)
    }

    @Test func theSameDatabaseUnderTwoNamesIsNeverReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("from.sqlite").path
        let alias = folder.appendingPathComponent("alias.sqlite").path
        let source = try Self.sqlite(from)
        defer { source.close() }
        let written = try Self.populate(source)
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: from)

        let run = try NavGraphBinary.run(["copy", "--from", from, "--to", alias, "--replace"])
        #expect(run.status == 73)
        #expect(run.err.contains("holds exactly the projects of"))
        // Nothing was deleted.
        try Self.expectCopy(of: source, in: source, written)
    }

    @Test func aMissingSourceFileIsNoInputAndCreatesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("typo.sqlite").path
        let to = folder.appendingPathComponent("to.sqlite").path
        let run = try NavGraphBinary.run(["copy", "--from", from, "--to", to])
        #expect(run.status == 66)
        #expect(run.err.contains("no database file at"))
        #expect(!FileManager.default.fileExists(atPath: from))
        #expect(!FileManager.default.fileExists(atPath: to))
        let usage = try NavGraphBinary.run(["copy", "--from", to])
        #expect(usage.status == 64)
    }
}
