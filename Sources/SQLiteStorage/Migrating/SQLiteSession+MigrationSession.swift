import Storage

/// What SQLite gives the shared migration runner: each migration's `BEGIN IMMEDIATE` is the lock (one writer
/// at a time per database file), so the run itself takes none.
extension SQLiteSession: MigrationSession {
    package func withMigrationLock<Result>(_ body: () throws -> Result) throws -> Result {
        try body()
    }

    package func migrationTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.transaction(.immediate, body)
    }

    package func executeScript(_ sql: String) throws {
        try connection.execute(sql)
    }

    /// `MigrationError.failed` with SQLite's code and message.
    package func scriptFailure(_ error: any Error, of migration: Migration) -> any Error {
        guard let error = error as? SQLiteError else { return Self.migrationError(error) }
        return MigrationError.failed(version: migration.version, name: migration.name, DatabaseFailure(error))
    }

    package func bookkeepingFailure(_ error: any Error) -> any Error {
        Self.migrationError(error)
    }

    /// `MigrationError.database` with SQLite's code and message (a `MigrationError` stays as it is).
    static func migrationError(_ error: any Error) -> MigrationError {
        switch error {
        case let error as MigrationError: error
        case let error as SQLiteError: .database(DatabaseFailure(error))
        default: .database(DatabaseFailure(SQLiteError(code: 1, message: "\(error)")))
        }
    }
}
