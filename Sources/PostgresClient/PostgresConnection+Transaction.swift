extension PostgresConnection {
    /// Runs `body` between `BEGIN` and `COMMIT`; when `body` throws, rolls back and rethrows its error.
    ///
    /// A failed `COMMIT` (e.g. a serialization failure) throws too: the server has then rolled back.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        let value: T
        do {
            value = try body()
        } catch {
            rollbackAfterFailure()
            throw error
        }
        try execute("COMMIT")
        return value
    }

    /// `ROLLBACK` after the body failed. Its own failure is not thrown: the body's error says what went wrong,
    /// and a connection too broken to roll back is reported as lost by the next call (the server rolls back
    /// the transaction of a session that ends).
    private func rollbackAfterFailure() {
        do {
            try execute("ROLLBACK")
        } catch {
            if error.isConnectionFailure { return }
            // Not in a transaction any more, or the server refused: end the session so that no half-done
            // transaction stays open on this connection; `reset()` connects again.
            close()
        }
    }
}
