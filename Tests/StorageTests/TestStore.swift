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
    /// Whether `postgresURL` names a database of this store's own (`ownDatabase`), dropped with it.
    private let ownsDatabase: Bool
    let postgresURL: String?

    /// A new database; the PostgreSQL case is cancelled (skipped, with its reason) without a server. On
    /// PostgreSQL it is a schema of the tests' shared database, or with `ownDatabase` a database of its own: for
    /// what other tests' schemas change as they come and go (the database's size).
    init(_ backend: StoreBackend, ownDatabase: Bool = false) throws {
        self.backend = backend
        switch backend {
        case .sqlite:
            sqlite = try TestDatabase()
            schema = nil
            ownsDatabase = false
            postgresURL = nil
        case .postgres where ownDatabase:
            let base = try StoreBackend.requirePostgres()
            sqlite = nil
            schema = nil
            ownsDatabase = true
            postgresURL = try ScratchPostgres.createDatabase("store", on: base)
        case .postgres:
            let base = try StoreBackend.requirePostgres()
            let name = try ScratchPostgres.createSchema("s")
            sqlite = nil
            schema = name
            ownsDatabase = false
            postgresURL = ScratchPostgres.url(base, schema: name)
        }
    }

    deinit {
        if let schema { ScratchPostgres.dropSchema(schema) }
        if ownsDatabase, let postgresURL { ScratchPostgres.dropDatabase(postgresURL) }
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

    /// Runs `sql` (statements the test wrote, never input) behind the store's back, for rows a store of the
    /// current schema could not write (a database of an older schema version).
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
