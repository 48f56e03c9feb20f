import Foundation
import Testing

@testable import Storage

@Suite struct MigratorTests {
    static let first = (name: "0001_items.sql", sql: "CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT) STRICT;")
    static let second = (name: "0002_tags.sql", sql: "CREATE TABLE tags (id INTEGER PRIMARY KEY) STRICT;")

    @Test func appliesInOrderAndRecordsChecksums() throws {
        let database = try TestDatabase()
        let connection = try database.openConnection()
        // Given out of order: applied by number.
        let migrator = try Migrator(migrations: [Self.second, Self.first])
        let applied = try migrator.migrate(connection)
        #expect(applied.map(\.version) == [1, 2])
        let rows = try migrator.appliedMigrations(in: connection)
        #expect(rows.map(\.name) == ["items", "tags"])
        #expect(rows[0].checksum == SHA256.hexDigest(Array(Self.first.sql.utf8)))
        #expect(rows.allSatisfy { $0.appliedAt.hasSuffix("Z") })
        try connection.run("INSERT INTO items (name) VALUES (?)", [.text("x")])
        try connection.run("INSERT INTO tags DEFAULT VALUES")
    }

    @Test func applyingTwiceIsANoOp() throws {
        let database = try TestDatabase()
        let migrator = try Migrator(migrations: [Self.first, Self.second])
        try migrator.migrate(try database.openConnection())
        let again = try migrator.migrate(try database.openConnection())
        #expect(again.isEmpty)
        #expect(try database.count("schema_migrations") == 2)
        #expect(try migrator.isUpToDate(try database.openConnection()))
    }

    @Test func appliesOnlyPendingMigrationsLater() throws {
        let database = try TestDatabase()
        try Migrator(migrations: [Self.first]).migrate(try database.openConnection())
        let later = try Migrator(migrations: [Self.first, Self.second]).migrate(try database.openConnection())
        #expect(later.map(\.name) == ["tags"])
    }

    @Test func refusesAChangedMigration() throws {
        let database = try TestDatabase()
        try Migrator(migrations: [Self.first]).migrate(try database.openConnection())
        let edited = try Migrator(migrations: [(Self.first.name, Self.first.sql + " -- edited"), Self.second])
        #expect {
            try edited.migrate(try database.openConnection())
        } throws: { error in
            guard case .checksumMismatch(let version, let name, _, _) = error as? MigrationError else { return false }
            return version == 1 && name == "items" && "\(error)".contains("changed after it was applied")
        }
        // Refused before anything else ran: the pending migration was not applied.
        #expect(try database.count("schema_migrations") == 1)
    }

    @Test func refusesWhenAnAppliedMigrationsFileIsMissing() throws {
        let database = try TestDatabase()
        try Migrator(migrations: [Self.first, Self.second]).migrate(try database.openConnection())
        #expect(throws: MigrationError.missingFile(version: 1, name: "items")) {
            try Migrator(migrations: [Self.second]).migrate(try database.openConnection())
        }
    }

    @Test func aFailingMigrationLeavesNothingBehind() throws {
        let database = try TestDatabase()
        let broken = try Migrator(migrations: [
            Self.first, ("0002_broken", "CREATE TABLE half (id INTEGER) STRICT; INSERT INTO nowhere VALUES (1);"),
        ])
        #expect {
            try broken.migrate(try database.openConnection())
        } throws: { error in
            guard case .failed(2, "broken", let failure) = error as? MigrationError else { return false }
            return failure.description.contains("nowhere")
        }
        let connection = try database.openConnection()
        // Migration 1 stays applied; none of migration 2 (not even its first statement) is there.
        #expect(try Migrator(migrations: [Self.first]).appliedMigrations(in: connection).map(\.version) == [1])
        let half = try connection.queryFirst("SELECT count(*) FROM sqlite_schema WHERE name = 'half'") { $0.int(0) }
        #expect(half == 0)
    }

    @Test func loadsNumberedFilesFromADirectory() throws {
        let database = try TestDatabase()
        let folder = database.directory.appendingPathComponent("migrations")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.second.sql.utf8).write(to: folder.appendingPathComponent("0010_tags.sql"))
        try Data(Self.first.sql.utf8).write(to: folder.appendingPathComponent("0002_items.sql"))
        try Data("not a migration".utf8).write(to: folder.appendingPathComponent("README.md"))
        let migrator = try Migrator(directory: folder)
        #expect(migrator.migrations.map(\.version) == [2, 10])
        #expect(migrator.migrations.map(\.name) == ["items", "tags"])
        #expect(migrator.latestVersion == 10)

        // Deleting an applied file is refused on the next run.
        try migrator.migrate(try database.openConnection())
        try FileManager.default.removeItem(at: folder.appendingPathComponent("0002_items.sql"))
        #expect(throws: MigrationError.missingFile(version: 2, name: "items")) {
            try Migrator(directory: folder).migrate(try database.openConnection())
        }
    }

    @Test func rejectsBadNamesAndDuplicateVersions() throws {
        #expect(throws: MigrationError.invalidFileName("initial.sql")) {
            try Migrator(migrations: [("initial.sql", "SELECT 1")])
        }
        #expect(throws: MigrationError.duplicateVersion(1, names: ["a", "b"])) {
            try Migrator(migrations: [("0001_a", "SELECT 1"), ("1_b", "SELECT 1")])
        }
        #expect(Migration.parseFileName("0042_add_index.sql")! == (42, "add_index"))
    }

    @Test func theRealMigrationsCreateTheSchema() throws {
        let database = try TestDatabase()
        let migrator = try Migrator(directory: TestDatabase.migrationsDirectory)
        #expect(migrator.migrations.first?.name == "initial")
        try migrator.migrate(try database.openConnection())
        let connection = try database.openConnection()
        let tables = try connection.query(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) { $0.text(0) }
        #expect(
            tables == [
                "code_navigation_contents", "nib_contents", "nibs", "project_revision_marks", "projects",
                "revision_contents", "revision_labels", "revision_nibs", "revision_storyboards", "revisions", "scenes",
                "schema_migrations", "segues", "storyboard_revision_marks", "storyboards",
            ])
        let strict = try connection.query("SELECT name FROM pragma_table_list WHERE strict = 1 ORDER BY name") {
            $0.text(0)
        }
        #expect(
            strict == [
                "code_navigation_contents", "nib_contents", "nibs", "project_revision_marks", "projects",
                "revision_contents", "revision_labels", "revision_nibs", "revision_storyboards", "revisions", "scenes",
                "schema_migrations", "segues", "storyboard_revision_marks", "storyboards",
            ])
    }
}
