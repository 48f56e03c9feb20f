import Foundation
import Storage
import StoryboardModel
import Testing

/// A storyboard's imported source is stored once (`Migrations/0007_source_once.sql`): the storyboard row names
/// its bytes by hash in `revision_contents`, which the history shares, and the bytes stay while either names
/// them.
@Suite struct SourceOnceTests {
    @Test(arguments: StoreBackend.allCases)
    func aPutStoresItsSourceOnceAndReadsItBackByteForByte(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        defer { store.close() }
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let source = Data(repeating: UInt8(ascii: "x"), count: 100_000) + Data("<end/>".utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == source)
        #expect(try database.count("storyboards WHERE source IS NOT NULL") == 0)
        #expect(try database.count("storyboards WHERE source_hash IS NOT NULL") == 1)
        #expect(try database.count("revision_contents") == 1)
        // The same file again is found equal by its hash: nothing written.
        let again = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: source)
        #expect(again.unchanged)
        // Another file of the same length is not taken for it.
        var other = source
        other[0] = UInt8(ascii: "y")
        let changed = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: other)
        #expect(!changed.unchanged && changed.storyboard.revision == 2)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == other)
    }

    /// Snapshots that change some of three storyboards, storyboard PUTs and scene edits, with a history of two:
    /// each write prunes a revision holding three storyboards at once, some of their contents still named by
    /// the revision kept after it or by a storyboard. After every write the content rows are exactly those a
    /// kept revision or a storyboard names: none orphaned, none named missing.
    @Test(arguments: StoreBackend.allCases)
    func contentRowsAreExactlyTheNamedOnesWhilePruningSeveralStoryboards(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        defer { store.close() }
        store.historyLimit = 2
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        func file(_ name: String, _ version: Int) -> SnapshotFile {
            var storyboard = Fixtures.main()
            storyboard.name = name
            return SnapshotFile(storyboard: storyboard, source: Data("<document>\(name) \(version)</document>".utf8))
        }
        let named = """
            (SELECT content_hash AS hash FROM revision_storyboards
            UNION SELECT source_hash FROM storyboards WHERE source_hash IS NOT NULL) AS named
            """
        for round in 1...6 {
            // Round 1 writes all three; later rounds change A every time, B every other, C never.
            let files = [file("A", round), file("B", round / 2), file("C", 0)]
            _ = try store.write { try $0.replaceStoryboards(project: "app", with: files) }
            #expect(try database.count("revision_contents") == database.count(named), "after snapshot \(round)")
            var storyboard = Fixtures.main()
            storyboard.name = "B"
            _ = try store.putStoryboard(
                project: "app", storyboard: storyboard, source: Data("<document>B put \(round)</document>".utf8))
            #expect(try database.count("revision_contents") == database.count(named), "after PUT \(round)")
            // Scene edits record models: A's and C's sources are then named by their rows alone, and the next
            // snapshot replaces A's (C's file stays the same).
            for name in ["A", "C"] {
                var scene = try store.read { try $0.element(Scene.self, project: "app", storyboard: name, id: "S0") }
                scene.title = "Edit \(round)"
                try store.write { try $0.replace("S0", with: scene, project: "app", storyboard: name) }
                #expect(try database.count("revision_contents") == database.count(named), "after edit \(round)")
            }
        }
        // Two revisions kept, each naming three contents, and the storyboards' three sources: no more rows.
        #expect(try database.count("revision_contents") <= 9)
        try store.deleteProject("app")
        #expect(try database.count("revision_contents") == 0)
    }

    /// Edits scene by scene record the model in the history; once the history no longer holds the imported
    /// file, the storyboard's own reference keeps it, and it goes when the storyboard names another.
    @Test(arguments: StoreBackend.allCases)
    func theStoryboardKeepsItsSourceAfterTheHistoryPrunedIt(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        defer { store.close() }
        store.historyLimit = 2
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let first = Data("<document>first</document>".utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: first)
        for edit in 1...3 {
            var scene = try store.read { try $0.element(Scene.self, project: "app", storyboard: "Main", id: "S0") }
            scene.title = "Edit \(edit)"
            try store.write { try $0.replace("S0", with: scene, project: "app", storyboard: "Main") }
        }
        #expect(
            try database.count(
                "revision_storyboards WHERE content_hash IN (SELECT hash FROM revision_contents WHERE kind = 'xml')")
                == 0)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == first)
        #expect(try database.count("revision_contents WHERE kind = 'xml'") == 1)

        let second = Data("<document>second</document>".utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: second)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == second)
        // The first file is named by nothing now: gone. The second by the storyboard and its revision.
        #expect(try database.count("revision_contents WHERE kind = 'xml'") == 1)

        try store.deleteProject("app")
        #expect(try database.count("revision_contents") == 0)
    }

    /// A storyboard deleted while its history still holds its file: the bytes stay for the history, and go
    /// with the last revision that holds them.
    @Test(arguments: StoreBackend.allCases)
    func aDeletedStoryboardsSourceGoesWithTheLastRevisionHoldingIt(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        defer { store.close() }
        store.historyLimit = 2
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let bytes = Data("<document>gone</document>".utf8)
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: bytes)
        try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Main") }
        #expect(try database.count("revision_contents") == 1)
        guard case .kept(let before) = try store.read({ try $0.revision(2, project: "app") }) else {
            Issue.record("revision 2 is not kept")
            return
        }
        #expect(before.storyboards.map(\.name) == ["Main"])
        _ = try store.write { try $0.updateProject("app", module: .some("Later"), platform: nil) }
        #expect(try database.count("revision_contents") == 0)
    }

    /// A database at schema version 6 keeps its sources: one the history holds becomes a reference to that
    /// content (the row's copy dropped), one it does not hold stays in the row; both read back as they were,
    /// and writes go on over them.
    @Test(arguments: StoreBackend.allCases)
    func aVersion6DatabaseKeepsItsSources(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let before = try Migrator(migrations: RevisionMarkTests.migrations(upTo: 6, in: database.migrationsDirectory))
        try database.openStore(migrator: before).close()
        // As a version 6 store wrote them: Main's source in its row and in its revision's content; Second's in
        // its row only (as a database from before history could have it).
        let recorded = Data("<document>recorded</document>".utf8)
        let hash = SHA256.hexDigest(recorded)
        func literal(_ bytes: Data) -> String {
            let hex = bytes.map { String(format: "%02X", $0) }.joined()
            return backend == .sqlite ? "X'\(hex)'" : "'\\x\(hex)'::bytea"
        }
        try database.execute(
            """
            INSERT INTO projects (name, platform, revision, created_at, updated_at)
                VALUES ('app', 'ios', 2, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
            INSERT INTO storyboards (project_id, name, platform, revision, source)
                SELECT id, 'Main', 'ios', 1, \(literal(recorded)) FROM projects WHERE name = 'app';
            INSERT INTO storyboards (project_id, name, platform, revision, source)
                SELECT id, 'Second', 'ios', 1, \(literal(Data("<only>".utf8))) FROM projects WHERE name = 'app';
            INSERT INTO revisions (project_id, revision, created_at, summary, platform)
                SELECT id, 2, '2026-01-01T00:00:00Z', 'created storyboard Main', 'ios' FROM projects;
            INSERT INTO revision_contents (hash, kind, bytes) VALUES ('\(hash)', 'xml', \(literal(recorded)));
            INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
                SELECT id, 2, 'Main', 1, '\(hash)' FROM projects;
            """)

        let store = try database.openStore()
        defer { store.close() }
        #expect(store.isReady())
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Main") } == recorded)
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Second") } == Data("<only>".utf8))
        #expect(try database.count("storyboards WHERE source IS NOT NULL") == 1)
        // The unchanged file is recognised in either form; a new one is written as a reference.
        #expect(try database.count("storyboards WHERE source_hash = '\(hash)'") == 1)
        var main = try store.read { try $0.storyboard(project: "app", name: "Main") }
        main.revision = 1
        #expect(try store.putStoryboard(project: "app", storyboard: main, source: recorded).unchanged)
        var second = try store.read { try $0.storyboard(project: "app", name: "Second") }
        #expect(try store.putStoryboard(project: "app", storyboard: second, source: Data("<only>".utf8)).unchanged)
        second.scenes = Fixtures.main().scenes
        _ = try store.putStoryboard(project: "app", storyboard: second, source: Data("<new>".utf8))
        #expect(try store.read { try $0.storyboardSource(project: "app", name: "Second") } == Data("<new>".utf8))
        #expect(try database.count("storyboards WHERE source IS NOT NULL") == 0)
    }
}
