import Foundation
import PostgresStorage
import Testing

@testable import SQLiteStorage
@testable import Storage

/// The schema compiled into the binary is exactly `Migrations/*.sql`: run `make migrations` when this fails.
@Suite struct EmbeddedMigrationsTests {
    @Test func embeddedCopyIsByteForByteTheMigrationFiles() throws {
        let folder = TestDatabase.migrationsDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }.sorted()
        #expect(!names.isEmpty)
        let embedded = Migrator.embeddedFiles
        #expect(embedded.map(\.name) == names, "run `make migrations`: the embedded file list differs")
        for (name, sql) in embedded where names.contains(name) {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(Array(sql.utf8) == Array(bytes), "run `make migrations`: \(name) differs from its embedded copy")
        }
    }

    @Test func embeddedPostgresCopyIsByteForByteTheMigrationFiles() throws {
        let folder = TestDatabase.migrationsDirectory.appendingPathComponent("postgres")
        let fromFiles = try Migrator(directory: folder)
        let embedded = try PostgresStore.embeddedMigrator()
        #expect(!fromFiles.migrations.isEmpty)
        #expect(embedded.migrations == fromFiles.migrations, "run `make migrations`: Migrations/postgres differs")
    }

    /// Both backends have the same migrations, by version and name (each in its own dialect).
    @Test func postgresMigrationsMatchTheSQLiteOnesByVersionAndName() throws {
        let sqlite = try Migrator(directory: TestDatabase.migrationsDirectory)
        let postgres = try Migrator(directory: TestDatabase.migrationsDirectory.appendingPathComponent("postgres"))
        #expect(postgres.migrations.map(\.version) == sqlite.migrations.map(\.version))
        #expect(postgres.migrations.map(\.name) == sqlite.migrations.map(\.name))
    }

    @Test func embeddedMigratorHasTheChecksumsOfTheFiles() throws {
        let fromFiles = try Migrator(directory: TestDatabase.migrationsDirectory)
        let embedded = try Migrator.embedded()
        #expect(embedded.migrations.map(\.version) == fromFiles.migrations.map(\.version))
        #expect(embedded.migrations.map(\.name) == fromFiles.migrations.map(\.name))
        #expect(embedded.migrations.map(\.checksum) == fromFiles.migrations.map(\.checksum))
    }

    @Test func aDatabaseMigratedFromTheEmbeddedSchemaOpensWithTheFiles() throws {
        let database = try TestDatabase()
        let store = try SQLiteStore(path: database.path, migrator: Migrator.embedded())
        #expect(store.isReady())
        store.close()
        // The files' checksums match what the embedded run recorded, so `--migrations Migrations` accepts it.
        let reopened = try database.openStore()
        #expect(reopened.isReady())
        reopened.close()
    }
}
