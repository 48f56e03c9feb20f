/// What a backend gives the shared migration runner (`MigrationRunner`) beside its statements: its locks,
/// its transactions, running a migration file, and how its errors read as `MigrationError`s.
package protocol MigrationSession: SQLSession {
    /// Runs `body` (the whole run: checks and every migration) holding the lock that keeps two processes from
    /// migrating at once where each migration's transaction does not (PostgreSQL's advisory lock).
    func withMigrationLock<Result>(_ body: () throws -> Result) throws -> Result

    /// Runs `body` in one write transaction, committed when it returns and rolled back when it throws.
    func migrationTransaction<Result>(_ body: () throws -> Result) throws -> Result

    /// Runs a migration file: several statements, no parameters.
    func executeScript(_ sql: String) throws

    /// What `error`, thrown by `migration`'s script, is thrown as.
    func scriptFailure(_ error: any Error, of migration: Migration) -> any Error

    /// What `error`, thrown by the bookkeeping around the migrations, is thrown as.
    func bookkeepingFailure(_ error: any Error) -> any Error
}
