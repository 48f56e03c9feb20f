import Foundation
import PostgresClient
import PostgresStorage
import SQLiteStorage
import Storage
import Testing

/// A database of a test's own in a temp folder: the SQLite file `navgraph.sqlite` in it, or, with
/// `NAVGRAPH_TEST_BACKEND=postgres` (and a server in `NAVGRAPH_TEST_POSTGRES`, which `make test` sets for the
/// API suite's second pass), a PostgreSQL schema whose name is kept in the file `postgres-schema` in it. A
/// store opened again on the same folder (restart tests) finds the same data.
public struct ScratchDatabase: Sendable {
    /// Whether this run's databases are PostgreSQL schemas.
    public static let isPostgres = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_BACKEND"] == "postgres"

    /// Why a test that needs the SQLite file itself does not run in the PostgreSQL pass.
    public static let sqliteOnly: Comment = "works on the SQLite file itself; this pass runs on PostgreSQL"

    /// The folder that owns the database (and anything else the test keeps beside it).
    public let directory: URL

    /// The SQLite file's path (present only on the SQLite backend).
    public var sqlitePath: String { directory.appendingPathComponent("navgraph.sqlite").path }

    /// The database of an existing folder (`make()` creates one).
    public init(directory: URL) {
        self.directory = directory
    }

    /// A new empty folder under the temp directory, named after `label`.
    public static func make(_ label: String = "api") throws -> ScratchDatabase {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgraph-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return ScratchDatabase(directory: directory)
    }

    /// Opens the store, migrated, creating the database on first use.
    public func openStore(writerWaitLimit: Double = StoreDefaults.writerWaitLimit) throws -> any NavigationStore {
        let migrations = TestEnvironment.repositoryRoot.appendingPathComponent("Migrations")
        guard Self.isPostgres else {
            return try SQLiteStore(
                path: sqlitePath, migrationsDirectory: migrations, writerWaitLimit: writerWaitLimit)
        }
        return try PostgresStore(
            url: try postgresURL(), migrator: Migrator(directory: migrations.appendingPathComponent("postgres")),
            writerWaitLimit: writerWaitLimit)
    }

    /// Drops the PostgreSQL schema, if there is one (the folder stays).
    public func dropDatabase() {
        let file = directory.appendingPathComponent("postgres-schema")
        guard Self.isPostgres, let base = Self.server,
            let schema = try? String(contentsOf: file, encoding: .utf8)
        else { return }
        do {
            let admin = try PostgresConnection(url: base)
            try admin.execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
            admin.close()
        } catch {
            print("cannot drop the test schema \(schema): \(error)")
        }
    }

    /// Drops the schema and removes the folder.
    public func remove() {
        dropDatabase()
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            // A leftover temp folder is harmless; the OS cleans the temp directory.
        }
    }

    private static let server = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// The URL whose connections use this folder's schema (made, and named in the folder, on first use).
    private func postgresURL() throws -> String {
        guard let base = Self.server else {
            throw StoreError.invalid("NAVGRAPH_TEST_BACKEND=postgres needs NAVGRAPH_TEST_POSTGRES (a server URL)")
        }
        let file = directory.appendingPathComponent("postgres-schema")
        let schema: String
        if FileManager.default.fileExists(atPath: file.path) {
            schema = try String(contentsOf: file, encoding: .utf8)
        } else {
            // Letters, digits and underscores made here: safe as an identifier.
            schema = "api_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            let admin = try PostgresConnection(url: base)
            try admin.execute("CREATE SCHEMA \(schema)")
            admin.close()
            try Data(schema.utf8).write(to: file)
        }
        return base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
    }
}
