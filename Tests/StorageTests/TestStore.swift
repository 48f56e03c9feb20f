import Foundation
import PostgresClient
import PostgresStorage
import TestSupport
import Testing

@testable import SQLiteStorage
@testable import Storage

/// A fresh, empty database of one backend for one test: a temporary SQLite file, or a PostgreSQL schema of
/// its own (a unique name, put first on the connections' `search_path`), dropped when the value goes away.
final class TestStore: Sendable {
    let backend: StoreBackend
    /// The SQLite test database (`nil` for PostgreSQL).
    private let sqlite: TestDatabase?
    /// The PostgreSQL schema and the URL whose connections use it (`nil` for SQLite).
    private let schema: String?
    let postgresURL: String?

    /// A new database; the PostgreSQL case is cancelled (skipped, with its reason) without a server.
    init(_ backend: StoreBackend) throws {
        self.backend = backend
        switch backend {
        case .sqlite:
            sqlite = try TestDatabase()
            schema = nil
            postgresURL = nil
        case .postgres:
            let base = try StoreBackend.requirePostgres()
            let name = try ScratchPostgres.createSchema("s")
            sqlite = nil
            schema = name
            postgresURL = ScratchPostgres.url(base, schema: name)
        }
    }

    deinit {
        if let schema { ScratchPostgres.dropSchema(schema) }
    }

    /// The backend's migrations folder in the repository.
    var migrationsDirectory: URL {
        switch backend {
        case .sqlite: TestDatabase.migrationsDirectory
        case .postgres: TestDatabase.migrationsDirectory.appendingPathComponent("postgres")
        }
    }

    /// A store over this test's database with the repository's migrations.
    func openStore() throws -> any NavigationStore {
        try openStore(migrator: Migrator(directory: migrationsDirectory))
    }

    /// A store over this test's database with `migrator`'s migrations.
    func openStore(migrator: Migrator) throws -> any NavigationStore {
        if let sqlite { return try SQLiteStore(path: sqlite.path, migrator: migrator) }
        return try PostgresStore(url: postgresURL ?? "", migrator: migrator)
    }

    /// The number of rows in `table` (a fixed name from the test, never input), read behind the store's back.
    func count(_ table: String) throws -> Int {
        if let sqlite { return try sqlite.count(table) }
        let connection = try PostgresConnection(url: postgresURL ?? "")
        defer { connection.close() }
        return Int(try connection.execute("SELECT count(*) FROM \(table)").int(0, 0) ?? -1)
    }

    /// Runs `sql` (fixed text from the test, never input) behind the store's back.
    func execute(_ sql: String) throws {
        if let sqlite {
            try sqlite.openConnection().execute(sql)
            return
        }
        let connection = try PostgresConnection(url: postgresURL ?? "")
        defer { connection.close() }
        try connection.executeScript(sql)
    }

    /// A raw connection for PostgreSQL-only tests.
    func postgresConnection() throws -> PostgresConnection {
        try PostgresConnection(url: postgresURL ?? "")
    }
}
