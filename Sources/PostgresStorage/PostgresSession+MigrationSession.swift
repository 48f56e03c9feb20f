import PostgresClient
import Storage

/// What PostgreSQL gives the shared migration runner: a session advisory lock around the whole run, so
/// replicas starting together on an empty database migrate once (the first applies, the others wait, then
/// find every version recorded), and the server's errors as `MigrationError.server`. A lost connection stays
/// a `PostgresError`, which the store reports as unavailable.
extension PostgresSession: MigrationSession {
    /// The advisory lock's two keys: a constant for NavGraph's migrations, and the schema's hash (tests and
    /// tenants in other schemas of one database do not wait on each other).
    static let migrationLock = "SELECT pg_advisory_lock(1852270450, hashtext(current_schema()))"
    static let migrationUnlock = "SELECT pg_advisory_unlock(1852270450, hashtext(current_schema()))"

    package func withMigrationLock<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            try connection.execute(Self.migrationLock)
        } catch {
            throw bookkeepingFailure(error)
        }
        defer {
            // Ending the session releases the lock too; a failed unlock only matters to a broken connection.
            do { try connection.execute(Self.migrationUnlock) } catch {}
        }
        return try body()
    }

    package func migrationTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.transaction(body)
    }

    package func executeScript(_ sql: String) throws {
        try connection.executeScript(sql)
    }

    package func scriptFailure(_ error: any Error, of migration: Migration) -> any Error {
        guard let error = error as? PostgresError, !error.isConnectionFailure else { return error }
        return MigrationError.server(version: migration.version, name: migration.name, reason: error.description)
    }

    package func bookkeepingFailure(_ error: any Error) -> any Error {
        guard let error = error as? PostgresError, !error.isConnectionFailure else { return error }
        return MigrationError.server(version: nil, name: nil, reason: error.description)
    }
}
