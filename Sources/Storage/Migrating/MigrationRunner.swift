/// Applies a `Migrator`'s migrations on one backend's session, written once for SQLite and PostgreSQL: the
/// `schema_migrations` bookkeeping, the checksums, the order, and refusing a database whose applied
/// migrations no longer match the files (a changed file, or a migration the code does not know: a database
/// newer than the code). Each pending migration runs in its own transaction with its `schema_migrations` row.
package struct MigrationRunner<Session: MigrationSession> {
    /// The migrations the schema is kept at.
    let migrator: Migrator
    /// The backend's session (outside any transaction).
    let session: Session

    /// A runner of `migrator`'s migrations on `session`.
    package init(_ migrator: Migrator, on session: Session) {
        self.migrator = migrator
        self.session = session
    }

    /// The migrations recorded in the database, by version (the bookkeeping table is made when missing).
    package func appliedMigrations() throws -> [Migrator.AppliedMigration] {
        try bookkeeping {
            try session.run(.createMigrationsTable, [])
            return try session.query(.appliedMigrations, []) { row in
                Migrator.AppliedMigration(
                    version: try row.int(0), name: try row.text(1), checksum: try row.text(2),
                    appliedAt: try row.text(3))
            }
        }
    }

    /// Checks that every applied migration still has its file, unchanged; answers what is applied.
    @discardableResult
    package func verify() throws -> [Migrator.AppliedMigration] {
        let known = Dictionary(uniqueKeysWithValues: migrator.migrations.map { ($0.version, $0) })
        let applied = try appliedMigrations()
        for row in applied {
            guard let migration = known[row.version] else {
                throw MigrationError.missingFile(version: row.version, name: row.name)
            }
            guard migration.checksum == row.checksum else {
                throw MigrationError.checksumMismatch(
                    version: row.version, name: migration.name, recorded: row.checksum, actual: migration.checksum)
            }
        }
        return applied
    }

    /// Verifies the applied migrations, then applies the pending ones in version order under the backend's
    /// lock. Returns what it applied (empty when the database was up to date).
    @discardableResult
    package func migrate() throws -> [Migration] {
        try session.withMigrationLock {
            try verify()
            var applied: [Migration] = []
            for migration in migrator.migrations where try apply(migration) {
                applied.append(migration)
            }
            return applied
        }
    }

    /// Whether every migration is applied and matches its file.
    package func isUpToDate() throws -> Bool {
        let versions = Set(try verify().map(\.version))
        return migrator.migrations.allSatisfy { versions.contains($0.version) }
    }

    /// Applies `migration` in one transaction with its row, unless the database already has it; answers
    /// whether it did.
    private func apply(_ migration: Migration) throws -> Bool {
        let version = SQLValue.integer(Int64(migration.version))
        return try bookkeeping {
            try session.migrationTransaction {
                // Checked again inside the transaction: another process may have applied it meanwhile.
                if try session.queryFirst(.migrationApplied, [version], row: { _ in true }) != nil { return false }
                do {
                    try session.executeScript(migration.sql)
                } catch {
                    throw session.scriptFailure(error, of: migration)
                }
                try session.run(
                    .recordMigration,
                    [version, .text(migration.name), .text(migration.checksum), .text(Timestamp.now())])
                return true
            }
        }
    }

    /// Runs `body`, a backend's error thrown as its bookkeeping failure (a `MigrationError` stays as it is).
    private func bookkeeping<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as MigrationError {
            throw error
        } catch {
            throw session.bookkeepingFailure(error)
        }
    }
}
