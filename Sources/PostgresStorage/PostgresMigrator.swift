import PostgresClient
import Storage

/// Applies `Migrations/postgres/NNNN_name.sql` in order, recorded in `schema_migrations` with the same
/// SHA-256 checksums as the SQLite migrator, and refusing a database whose applied migrations no longer
/// match their files.
///
/// Everything happens under a session advisory lock (`pg_advisory_lock`, keyed on the schema), so replicas
/// starting together on an empty database migrate once: the first applies, the others wait, then find
/// every version recorded. Each migration runs in one transaction with its `schema_migrations` row.
struct PostgresMigrator {
    let migrator: Migrator

    init(_ migrator: Migrator) {
        self.migrator = migrator
    }

    /// The advisory lock's two keys: a constant for NavGraph's migrations, and the schema's hash (tests and
    /// tenants in other schemas of one database do not wait on each other).
    static let lock = "SELECT pg_advisory_lock(1852270450, hashtext(current_schema()))"
    static let unlock = "SELECT pg_advisory_unlock(1852270450, hashtext(current_schema()))"
    static let createTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version bigint PRIMARY KEY,
            name text NOT NULL,
            checksum text NOT NULL,
            applied_at text NOT NULL
        )
        """
    static let selectApplied = "SELECT version, name, checksum FROM schema_migrations ORDER BY version"
    static let record = "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES ($1, $2, $3, $4)"

    /// Verifies the applied migrations and applies the pending ones; returns the versions it applied.
    @discardableResult
    func migrate(_ connection: PostgresConnection) throws -> [Int] {
        try Self.bookkeeping { try connection.execute(Self.lock) }
        defer {
            // Ending the session releases the lock too; a failed unlock only matters to a broken connection.
            do { try connection.execute(Self.unlock) } catch {}
        }
        try Self.bookkeeping { try connection.execute(Self.createTable) }
        let applied = try Self.bookkeeping { () throws -> [Int: (name: String, checksum: String)] in
            let rows = try connection.execute(Self.selectApplied)
            var applied: [Int: (name: String, checksum: String)] = [:]
            for row in 0..<rows.count {
                applied[Int(try rows.int(row, 0) ?? 0)] = (rows.string(row, 1) ?? "", rows.string(row, 2) ?? "")
            }
            return applied
        }
        let known = Dictionary(uniqueKeysWithValues: migrator.migrations.map { ($0.version, $0) })
        for (version, row) in applied.sorted(by: { $0.key < $1.key }) {
            guard let migration = known[version] else {
                throw MigrationError.missingFile(version: version, name: row.name)
            }
            guard migration.checksum == row.checksum else {
                throw MigrationError.checksumMismatch(
                    version: version, name: migration.name, recorded: row.checksum, actual: migration.checksum)
            }
        }
        var done: [Int] = []
        for migration in migrator.migrations where applied[migration.version] == nil {
            do {
                try connection.transaction {
                    try connection.executeScript(migration.sql)
                    try connection.execute(
                        Self.record,
                        [
                            .integer(Int64(migration.version)), .text(migration.name), .text(migration.checksum),
                            .text(Timestamp.now()),
                        ])
                }
            } catch let error as PostgresError where !error.isConnectionFailure {
                throw MigrationError.server(version: migration.version, name: migration.name, reason: error.description)
            }
            done.append(migration.version)
        }
        return done
    }

    /// Runs a bookkeeping step, its server errors as `MigrationError.server` (a lost connection stays as is).
    @discardableResult
    private static func bookkeeping<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PostgresError where !error.isConnectionFailure {
            throw MigrationError.server(version: nil, name: nil, reason: error.description)
        }
    }
}
