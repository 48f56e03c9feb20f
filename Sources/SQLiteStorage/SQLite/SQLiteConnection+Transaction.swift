/// Transactions: every write of the store runs inside exactly one.
extension SQLiteConnection {
    /// How a transaction takes its locks.
    public enum TransactionKind: Sendable {
        /// `BEGIN DEFERRED`: a read snapshot taken at the first read; for multi-query reads.
        case deferred
        /// `BEGIN IMMEDIATE`: the write lock taken at once, so the transaction never fails half-way with
        /// `SQLITE_BUSY` when it upgrades from reading to writing (it waits for the busy timeout instead).
        case immediate
    }

    /// Runs `body` inside a transaction, committing when it returns and rolling back when anything throws
    /// (the body, or the commit itself). Rethrows the body's error unchanged.
    public func transaction<Result>(_ kind: TransactionKind = .immediate, _ body: () throws -> Result) throws -> Result
    {
        try run(kind == .immediate ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            // Some errors (SQLITE_FULL, SQLITE_IOERR, ...) already rolled the transaction back; then there is
            // nothing left to undo. A failed ROLLBACK cannot be reported better than the error that caused it.
            if !isAutocommit {
                do { try run("ROLLBACK") } catch {}
            }
            throw error
        }
    }
}
