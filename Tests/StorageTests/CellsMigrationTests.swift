import Foundation
import Storage
import StoryboardModel
import Testing

/// Upgrading a database written before prototype cells (`Migrations/0005_cells.sql`): a database at schema
/// version 2 holding scenes is migrated to the current schema on each backend; its scenes come back as they were
/// with empty `cells`, and cells can be stored on them afterwards.
@Suite struct CellsMigrationTests {
    /// A project `app` with storyboard `Main` of two scenes, written row by row as a version 2 store wrote them.
    static let rowsAtVersion2 = """
        INSERT INTO projects (name, platform, revision, created_at, updated_at)
            VALUES ('app', 'ios', 2, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
        INSERT INTO storyboards (project_id, name, initial_scene, platform, revision)
            SELECT id, 'Main', 'VC1', 'ios', 1 FROM projects WHERE name = 'app';
        INSERT INTO scenes (storyboard_id, ib_id, kind, custom_class, storyboard_identifier, line)
            SELECT id, 'VC1', 'viewController', 'HomeViewController', 'Home', 12 FROM storyboards WHERE name = 'Main';
        INSERT INTO scenes (storyboard_id, ib_id, kind, custom_class, title)
            SELECT id, 'TV1', 'tableViewController', 'ListViewController', 'List' FROM storyboards WHERE name = 'Main';
        """

    @Test(arguments: StoreBackend.allCases)
    func aVersion2DatabaseKeepsItsScenesWithEmptyCells(backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let before = try Migrator(migrations: RevisionMarkTests.migrations(upTo: 2, in: database.migrationsDirectory))
        try database.openStore(migrator: before).close()
        try database.execute(Self.rowsAtVersion2)

        let store = try database.openStore()
        defer { store.close() }
        #expect(store.isReady())
        let scenes = try store.read { try $0.elements(Scene.self, project: "app", storyboard: "Main") }
        #expect(
            scenes == [
                Scene(
                    id: "VC1", kind: "viewController", customClass: "HomeViewController", storyboardIdentifier: "Home",
                    line: 12, cells: []),
                Scene(
                    id: "TV1", kind: "tableViewController", customClass: "ListViewController", title: "List", cells: []),
            ])
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.initialScene == "VC1")

        // The upgraded scene takes cells like any other.
        var list = scenes[1]
        list.cells = [
            PrototypeCell(
                id: "c1", kind: .tableViewCell, reuseIdentifier: "Row", customClass: "RowCell", containerID: "T")
        ]
        try store.write { try $0.replace("TV1", with: list, project: "app", storyboard: "Main") }
        #expect(
            try store.read { try $0.element(Scene.self, project: "app", storyboard: "Main", id: "TV1") }.cells
                == list.cells)
    }
}
