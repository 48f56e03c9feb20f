import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// What a crash leaves behind. A `kill -9` leaves the database file and its WAL as they are on disk at that
/// moment; copying them while the store is still open, without closing or checkpointing, makes such a
/// snapshot in-process.
@Suite struct DurabilityTests {
    @Test func sqliteCommittedWritesAreInTheFilesBeforeAnyClose() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("xml".utf8))
        _ = try store.write {
            try $0.add(Scene(id: "late", kind: "viewController"), project: "app", storyboard: "Main")
        }

        let crashed = try TestDatabase()
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(atPath: database.path + suffix, toPath: crashed.path + suffix)
        }
        let recovered = try crashed.openStore()
        #expect(recovered.isReady())
        let storyboard = try recovered.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(storyboard.scenes.last?.id == "late")
        #expect(storyboard.revision == 2)
        #expect(try recovered.read { try $0.storyboardSource(project: "app", name: "Main") } == Data("xml".utf8))
        #expect(try recovered.readOne { try $0.project("app") } == (try store.readOne { try $0.project("app") }))
        store.close()
    }

    @Test(arguments: StoreBackend.allCases)
    func dataSurvivesClosingAndReopening(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        do {
            let store = try database.openStore()
            _ = try store.write { try $0.createProject(Project(name: "app", module: "App")) }
            _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main(), source: Data("xml".utf8))
            _ = try store.putStoryboard(project: "app", storyboard: Fixtures.main())
            store.close()
        }
        let reopened = try database.openStore()
        #expect(reopened.isReady())
        #expect(try reopened.readOne { try $0.project("app") }.module == "App")
        let storyboard = try reopened.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(storyboard.revision == 2)
        var expected = Fixtures.main()
        expected.revision = 2
        #expect(storyboard == expected)
        #expect(try reopened.read { try $0.storyboardSource(project: "app", name: "Main") } == nil)
    }

    @Test(arguments: StoreBackend.allCases)
    func reopeningWithAChangedMigrationIsRefused(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        do {
            let store = try database.openStore()
            _ = try store.write { try $0.createProject(Project(name: "app")) }
        }
        let real = try Migrator(directory: database.migrationsDirectory)
        let edited = try Migrator(
            migrations: real.migrations.map { ("\($0.version)_\($0.name)", $0.sql + "\n-- edited\n") })
        #expect {
            try database.openStore(migrator: edited)
        } throws: { error in
            guard case .migration(.checksumMismatch(1, "initial", _, _)) = error as? StoreError else { return false }
            return true
        }
        #expect(try database.openStore(migrator: real).readOne { try $0.listProjects() }.map(\.name) == ["app"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aDatabaseNewerThanTheCodeIsRefused(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let real = try Migrator(directory: database.migrationsDirectory)
        let newer = try Migrator(
            migrations: real.migrations.map { ("\($0.version)_\($0.name)", $0.sql) }
                + [("9000_later", "CREATE TABLE later_feature (id integer PRIMARY KEY)")])
        do {
            let store = try database.openStore(migrator: newer)
            _ = try store.write { try $0.createProject(Project(name: "app")) }
        }
        #expect {
            try database.openStore(migrator: real)
        } throws: { error in
            guard case .migration(.missingFile(9000, "later")) = error as? StoreError else { return false }
            return true
        }
        // Reopened by the newer code, nothing was lost and nothing is applied twice.
        #expect(try database.openStore(migrator: newer).readOne { try $0.listProjects() }.map(\.name) == ["app"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aFailingMigrationIsNamedAndLeavesNothingBehind(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let real = try Migrator(directory: database.migrationsDirectory)
        let broken = try Migrator(
            migrations: real.migrations.map { ("\($0.version)_\($0.name)", $0.sql) }
                + [("9001_broken", "CREATE TABLE half_done (id integer PRIMARY KEY); SELECT * FROM no_such_table")])
        #expect {
            try database.openStore(migrator: broken)
        } throws: { error in
            guard case .migration(let failure) = error as? StoreError else { return false }
            return failure.description.hasPrefix("migration 9001 'broken' failed: ")
        }
        // The table its first statement made went with the transaction.
        #expect(throws: (any Error).self) { try database.count("half_done") }
        #expect(try database.openStore(migrator: real).readOne { try $0.listProjects() }.isEmpty)
    }
}
