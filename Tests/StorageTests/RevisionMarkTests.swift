import Foundation
import StoryboardModel
import Testing

@testable import SQLiteStorage
@testable import Storage

/// Revision numbers never repeat for a name (`Migrations/0003_revision_marks.sql`): a project or storyboard
/// deleted and created again continues above its old revisions, so a revision condition (an `If-Match` tag)
/// saved before the delete never matches the new one.
@Suite struct RevisionMarkTests {
    @Test(arguments: StoreBackend.allCases) func recreatedStoryboardContinuesAboveItsOldRevision(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.storeWithMainReplacedOnce(database)
        try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Main") }

        let again = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(again.created)
        #expect(again.storyboard.revision == 3)
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.revision == 3)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.revision) == [3])
        // The tags of the deleted storyboard's revisions ("r1", "r2") match nothing now.
        #expect(throws: StoreError.self) {
            try store.writeFreeingSpace {
                try $0.deleteStoryboard(project: "app", name: "Main", ifMatch: .revision(in: [1, 2]))
            }
        }
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.revision == 3)
    }

    @Test(arguments: StoreBackend.allCases) func recreatedProjectContinuesAboveItsOldRevisions(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try Self.storeWithMainReplacedOnce(database)
        try store.deleteProject("app")

        let project = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(project.revision == 4)
        #expect(try store.read { try $0.revisions(project: "app") }.map(\.revision) == [4])
        let storyboard = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(storyboard.created)
        #expect(storyboard.storyboard.revision == 3)
        #expect(try store.readOne { try $0.project("app") }.revision == 5)
        #expect(throws: StoreError.self) {
            try store.write {
                try $0.updateProject("app", module: .some("App"), platform: nil, ifMatch: .revision(in: [1, 2, 3]))
            }
        }
        // Another name starts at 1 as before.
        #expect(try store.write { try $0.createProject(Project(name: "other")) }.revision == 1)
        #expect(try store.putStoryboard(project: "other", storyboard: Fixtures.main()).storyboard.revision == 1)
    }

    @Test func rowsFromBeforeTheMigrationKeepRisingAfterADelete() throws {
        let database = try TestDatabase()
        let all = try Migrator(directory: TestDatabase.migrationsDirectory)
        let connection = try database.openConnection()
        // A database of schema version 2 with a project at revision 3 holding a storyboard at revision 2.
        let before = try Migrator(migrations: try Self.migrations(upTo: 2))
        _ = try before.migrate(connection)
        try connection.execute(
            """
            INSERT INTO projects (id, name, platform, revision, created_at, updated_at)
                VALUES (1, 'app', 'ios', 3, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
            INSERT INTO storyboards (project_id, name, revision) VALUES (1, 'Main', 2);
            """)
        #expect(try all.migrate(connection).map(\.version) == Array(3...(all.latestVersion ?? 0)))
        let store = try database.openStore()
        try store.writeFreeingSpace { try $0.deleteStoryboard(project: "app", name: "Main") }
        #expect(try store.putStoryboard(project: "app", storyboard: Fixtures.main()).storyboard.revision == 3)
        try store.deleteProject("app")
        #expect(try store.write { try $0.createProject(Project(name: "app")) }.revision == 6)
    }

    /// A store with project `app` at revision 3 (created, then two writes) holding `Main` at revision 2.
    static func storeWithMainReplacedOnce(_ database: TestStore) throws -> any NavigationStore {
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
        #expect(try store.putStoryboard(project: "app", storyboard: Fixtures.main(scenes: 2)).storyboard.revision == 2)
        #expect(try store.readOne { try $0.project("app") }.revision == 3)
        return store
    }

    /// The repository's migrations in `folder` (SQLite's by default) numbered `version` or lower.
    static func migrations(
        upTo version: Int, in folder: URL = TestDatabase.migrationsDirectory
    ) throws -> [(name: String, sql: String)] {
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") && (Int($0.prefix(4)) ?? .max) <= version }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}
