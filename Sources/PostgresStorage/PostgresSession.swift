import PostgresClient
import Storage

/// One connection of the PostgreSQL store and the statements prepared on it: used by one thread at a time
/// (its owner, the store's writer slot or reader pool, hands it out under a lock).
package final class PostgresSession: @unchecked Sendable {
    /// The connection; one thread at a time, as `PostgresConnection` requires.
    let connection: PostgresConnection
    /// The names prepared on this connection (libpq prepares them again itself after a `reset()`).
    private var prepared: Set<String> = []
    /// The shared statements used on this connection, by their neutral name.
    private var statements: [StoreStatement: PostgresStatement] = [:]

    /// Connects to `url` with libpq (`PG*` variables fill in what it leaves out).
    init(url: String) throws(PostgresError) {
        connection = try PostgresConnection(url: url)
    }

    /// Runs `statement` with `parameters`, preparing it first on this connection when needed.
    @discardableResult
    func run(_ statement: PostgresStatement, _ parameters: [PostgresValue] = []) throws -> PostgresRows {
        if !prepared.contains(statement.name) {
            try connection.prepare(name: statement.name, sql: statement.sql)
            prepared.insert(statement.name)
        }
        return try connection.executePrepared(name: statement.name, parameters: parameters)
    }

    /// The named statement for `statement` in PostgreSQL's dialect, made once per connection.
    func prepared(_ statement: StoreStatement) -> PostgresStatement {
        if let known = statements[statement] { return known }
        let made = PostgresStatement(name: PostgresDialect.name(statement), sql: PostgresDialect.sql(statement))
        statements[statement] = made
        return made
    }

    /// The rows of `statement`, each read by `row`.
    func query<Row>(
        _ statement: PostgresStatement, _ parameters: [PostgresValue] = [], row: (PostgresRow) throws -> Row
    ) throws -> [Row] {
        let rows = try run(statement, parameters)
        return try (0..<rows.count).map { try row(PostgresRow(rows: rows, index: $0)) }
    }

    /// The first row of `statement` read by `row`, or `nil` when there is none.
    func queryFirst<Row>(
        _ statement: PostgresStatement, _ parameters: [PostgresValue] = [], row: (PostgresRow) throws -> Row
    ) throws -> Row? {
        let rows = try run(statement, parameters)
        guard rows.count > 0 else { return nil }
        return try row(PostgresRow(rows: rows, index: 0))
    }

    /// A connection found lost by the `BEGIN` of a transaction: nothing was sent, so the caller may connect
    /// again and run the whole transaction on the new connection.
    struct Stale: Error {
        let error: PostgresError
    }

    /// Runs `body` in a read-only transaction that sees one snapshot for all its queries (`REPEATABLE READ`).
    func readTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try begin("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    /// Runs `body` in a read-write transaction (`READ COMMITTED`; writers serialize on the project row they
    /// lock first). Rolled back if `body` throws.
    func writeTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try begin("BEGIN")
        do {
            let result = try body()
            try connection.execute("COMMIT")
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    private func begin(_ sql: String) throws {
        do {
            try connection.execute(sql)
        } catch  where error.isConnectionFailure {
            connection.close()
            throw Stale(error: error)
        }
    }

    /// `ROLLBACK` after a failure; when even that fails (the connection went), the server rolls back the
    /// session's transaction itself, and the caller drops the connection.
    private func rollBack() {
        guard connection.isConnected else { return }
        do {
            try connection.execute("ROLLBACK")
        } catch {
            connection.close()
        }
    }
}
