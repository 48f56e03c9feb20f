/// A named SQL statement of the PostgreSQL store: prepared once per connection under `name`, then run with
/// bound parameters (`$1`, `$2`, ...). Values never enter the SQL text.
struct PostgresStatement: Sendable, Hashable {
    /// The prepared statement's name on the server.
    let name: String
    /// The SQL, with `$n` parameters.
    let sql: String
}
