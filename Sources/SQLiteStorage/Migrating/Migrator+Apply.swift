import Foundation
import Storage

/// Applying migrations to a database.
extension Migrator {
    /// A row of `schema_migrations`.
    public struct AppliedMigration: Sendable, Equatable {
        /// The migration's version.
        public let version: Int
        /// Its name when applied.
        public let name: String
        /// The SHA-256 of its SQL when applied.
        public let checksum: String
        /// ISO 8601 UTC time it was applied.
        public let appliedAt: String
    }

    /// The bookkeeping table. Created by the migrator itself, since it must exist before any migration runs.
    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """
    static let selectAppliedSQL = "SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version"
    static let isAppliedSQL = "SELECT 1 FROM schema_migrations WHERE version = ?"
    static let recordSQL = "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)"

    /// The migrations recorded in the database, by version.
    public func appliedMigrations(in connection: SQLiteConnection) throws(MigrationError) -> [AppliedMigration] {
        do {
            try connection.run(Self.createTableSQL)
            return try connection.query(Self.selectAppliedSQL) { row in
                AppliedMigration(
                    version: row.int(0), name: row.text(1), checksum: row.text(2), appliedAt: row.text(3))
            }
        } catch {
            throw Self.bookkeepingError(error)
        }
    }

    /// Checks that every applied migration still has its file, unchanged.
    public func verify(_ connection: SQLiteConnection) throws(MigrationError) {
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.version, $0) })
        for applied in try appliedMigrations(in: connection) {
            guard let migration = known[applied.version] else {
                throw .missingFile(version: applied.version, name: applied.name)
            }
            guard migration.checksum == applied.checksum else {
                throw .checksumMismatch(
                    version: applied.version, name: migration.name, recorded: applied.checksum,
                    actual: migration.checksum)
            }
        }
    }

    /// Verifies the applied migrations, then applies the pending ones in version order, each in its own
    /// `BEGIN IMMEDIATE` transaction together with its `schema_migrations` row. Returns what it applied
    /// (empty when the database was up to date).
    @discardableResult
    public func migrate(_ connection: SQLiteConnection) throws(MigrationError) -> [Migration] {
        try verify(connection)
        var applied: [Migration] = []
        for migration in migrations {
            do {
                let didApply = try connection.transaction(.immediate) { () throws -> Bool in
                    // Checked again under the write lock: another process may have applied it meanwhile.
                    let done = try connection.queryFirst(Self.isAppliedSQL, [.integer(Int64(migration.version))]) {
                        _ in true
                    }
                    if done != nil { return false }
                    do throws(SQLiteError) {
                        try connection.execute(migration.sql)
                    } catch {
                        throw MigrationError.failed(
                            version: migration.version, name: migration.name, DatabaseFailure(error))
                    }
                    try connection.run(
                        Self.recordSQL,
                        [
                            .integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
                            .text(Timestamp.now()),
                        ])
                    return true
                }
                if didApply { applied.append(migration) }
            } catch {
                throw Self.bookkeepingError(error)
            }
        }
        return applied
    }

    /// Whether every migration is applied and matches its file.
    public func isUpToDate(_ connection: SQLiteConnection) throws(MigrationError) -> Bool {
        try verify(connection)
        let versions = Set(try appliedMigrations(in: connection).map(\.version))
        return migrations.allSatisfy { versions.contains($0.version) }
    }

    private static func bookkeepingError(_ error: any Error) -> MigrationError {
        switch error {
        case let error as MigrationError: return error
        case let error as SQLiteError: return .database(DatabaseFailure(error))
        default: return .database(DatabaseFailure(SQLiteError(code: 1, message: "\(error)")))
        }
    }
}
