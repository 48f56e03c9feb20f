import Storage

/// The PostgreSQL store's own statements, beside the shared ones (`StoreStatement`, `PostgresDialect`).
enum PostgresSQL {
    /// Announces a committed change to every listener (see `StoreChange`); sent inside the write's transaction,
    /// so it is delivered on commit and never for a rollback.
    static let notifyChange = PostgresStatement(
        name: "navgraph_notify_change", sql: "SELECT pg_notify('\(StoreChange.channel)', $1)")
}
