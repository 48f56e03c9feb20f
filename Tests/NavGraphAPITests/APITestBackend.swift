import Foundation
import PostgresClient
import PostgresStorage
import SQLiteStorage
import Storage
import Testing

/// The store the API tests' servers run on: SQLite by default; PostgreSQL with `NAVGRAPH_TEST_BACKEND=postgres`
/// (and a server in `NAVGRAPH_TEST_POSTGRES`), which `make test` uses for the API suite's second pass, so
/// every API test also runs against PostgreSQL.
///
/// A server's database belongs to its folder: the SQLite file `navgraph.sqlite` in it, or a PostgreSQL schema
/// whose name is kept in the file `postgres-schema` in it, so a server started again on the folder (restart
/// tests) finds the same data.
enum APITestBackend {
    /// Whether this run's servers use PostgreSQL.
    static let isPostgres = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_BACKEND"] == "postgres"

    /// Why a test that needs the SQLite file itself does not run in the PostgreSQL pass.
    static let sqliteOnly: Comment = "works on the SQLite file itself; this pass runs on PostgreSQL"

    /// Opens the store of the server in `directory`, creating its database on first use.
    static func openStore(
        in directory: URL, writerWaitLimit: Double = StoreDefaults.writerWaitLimit
    ) throws -> any NavigationStore {
        let migrations = LiveServer.repositoryRoot.appendingPathComponent("Migrations")
        guard isPostgres else {
            return try SQLiteStore(
                path: directory.appendingPathComponent("navgraph.sqlite").path, migrationsDirectory: migrations,
                writerWaitLimit: writerWaitLimit)
        }
        return try PostgresStore(
            url: try postgresURL(for: directory),
            migrator: Migrator(directory: migrations.appendingPathComponent("postgres")),
            writerWaitLimit: writerWaitLimit)
    }

    /// Drops the PostgreSQL schema of `directory`, if it has one (the folder itself is the caller's).
    static func dropDatabase(in directory: URL) {
        let file = directory.appendingPathComponent("postgres-schema")
        guard isPostgres, let base = server,
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

    private static let server = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// The URL whose connections use the schema of `directory` (made, and named in the folder, on first use).
    static func postgresURL(for directory: URL) throws -> String {
        guard let base = server else {
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
