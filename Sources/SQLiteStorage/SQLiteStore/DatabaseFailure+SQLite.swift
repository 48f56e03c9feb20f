import Storage

/// SQLite's failures in the backend-neutral form the store contract throws.
extension DatabaseFailure {
    /// `error` as a `DatabaseFailure`: `SQLITE_FULL` is `diskFull`, `SQLITE_BUSY` and `SQLITE_LOCKED` are `busy`,
    /// `SQLITE_NOTADB` and `SQLITE_CORRUPT` are `notADatabase`.
    init(_ error: SQLiteError) {
        let condition: Condition =
            error.isDiskFull ? .diskFull : error.isBusy ? .busy : error.isNotADatabase ? .notADatabase : .other
        self.init(condition: condition, summary: error.summary, description: error.description)
    }
}
