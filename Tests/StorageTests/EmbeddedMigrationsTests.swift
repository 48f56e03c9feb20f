import Foundation
import Testing

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
