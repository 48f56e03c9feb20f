import Foundation
import Storage

/// Applying migrations to a SQLite database, through the shared runner (`MigrationRunner`).
extension Migrator {
    /// The migrations recorded in the database, by version.
    public func appliedMigrations(in connection: SQLiteConnection) throws(MigrationError) -> [AppliedMigration] {
        try Self.sqlite { try runner(connection).appliedMigrations() }
    }

    /// Checks that every applied migration still has its file, unchanged.
    public func verify(_ connection: SQLiteConnection) throws(MigrationError) {
        try Self.sqlite { _ = try runner(connection).verify() }
    }

    /// Verifies the applied migrations, then applies the pending ones in version order, each in its own
    /// `BEGIN IMMEDIATE` transaction together with its `schema_migrations` row. Returns what it applied
    /// (empty when the database was up to date).
    @discardableResult
    public func migrate(_ connection: SQLiteConnection) throws(MigrationError) -> [Migration] {
        try Self.sqlite { try runner(connection).migrate() }
    }

    /// Whether every migration is applied and matches its file.
    public func isUpToDate(_ connection: SQLiteConnection) throws(MigrationError) -> Bool {
        try Self.sqlite { try runner(connection).isUpToDate() }
    }

    private func runner(_ connection: SQLiteConnection) -> MigrationRunner<SQLiteSession> {
        MigrationRunner(self, on: SQLiteSession(connection: connection))
    }

    /// Runs `body`; the runner throws only `MigrationError`s on SQLite (see `SQLiteSession.bookkeepingFailure`).
    private static func sqlite<Result>(_ body: () throws -> Result) throws(MigrationError) -> Result {
        do {
            return try body()
        } catch let error as MigrationError {
            throw error
        } catch {
            throw SQLiteSession.migrationError(error)
        }
    }
}
