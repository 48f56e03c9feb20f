/// One database connection inside a transaction, as the store's operations (`StoreOperations`) use it:
/// named statements (`StoreStatement`) run with bound values. SQLite and PostgreSQL each implement it over
/// their connection, with their dialect's text for every statement.
package protocol SQLSession {
    /// The row type the session's queries hand to a row reader.
    associatedtype Row: SQLRow

    /// Runs `statement` with `values` bound, discarding rows; answers the number of rows it changed.
    @discardableResult
    func run(_ statement: StoreStatement, _ values: [SQLValue]) throws -> Int

    /// Runs `statement` whose outcome the operation does not read. A backend may send it without waiting for
    /// its answer (PostgreSQL's pipeline mode), so that its error surfaces at the session's next `run`, query
    /// or commit, still inside the transaction; the default runs it at once.
    func send(_ statement: StoreStatement, _ values: [SQLValue]) throws

    /// Inserts `rows` (each one row's values for `statement`, an `insertScene` or `insertSegue`) in order,
    /// in as few statements as the backend's parameter limit allows; the default runs one per row.
    func insert(_ statement: StoreStatement, rows: [[SQLValue]]) throws

    /// The rows of `statement`, each read by `row`.
    func query<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (Row) throws -> Result
    ) throws -> [Result]

    /// The first row of `statement` read by `row`, or `nil` when there is none.
    func queryFirst<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (Row) throws -> Result
    ) throws -> Result?

    /// Runs `queries` one after the other (each after the one before it has finished, so a lock the first
    /// takes holds for the rest), handing each row to `row` with the index of its query; a backend may send
    /// them all in one round trip.
    func queryBatch(_ queries: [(StoreStatement, [SQLValue])], row: (_ query: Int, Row) throws -> Void) throws

    /// `queryBatch` that runs `meanwhile` once the queries are on their way and before their rows are read: a
    /// backend that sends them to a database server (PostgreSQL) has it run them while the caller does its own
    /// work; the default runs `meanwhile` first. An error of `meanwhile` is thrown before any row is read.
    func queryBatch(
        _ queries: [(StoreStatement, [SQLValue])], meanwhile: () throws -> Void,
        row: (_ query: Int, Row) throws -> Void
    ) throws

    /// Whether `error`, thrown by this session, is a unique-key violation.
    func isUniqueViolation(_ error: any Error) -> Bool

    /// Tells other processes sharing the database that `project` is now at `revision` (0: deleted), on
    /// commit only; a session whose database has no notifications does nothing.
    func announce(project: String, revision: Int) throws
}

extension SQLSession {
    /// Runs `statement` at once (a backend without a pipeline gains nothing by waiting).
    package func send(_ statement: StoreStatement, _ values: [SQLValue]) throws {
        try run(statement, values)
    }

    /// One query after the other (a backend without a pipeline gains nothing by sending them together).
    package func queryBatch(
        _ queries: [(StoreStatement, [SQLValue])], row: (_ query: Int, Row) throws -> Void
    ) throws {
        for (index, (statement, values)) in queries.enumerated() {
            _ = try query(statement, values) { try row(index, $0) }
        }
    }

    /// `meanwhile`, then the queries (nothing runs them while the caller works).
    package func queryBatch(
        _ queries: [(StoreStatement, [SQLValue])], meanwhile: () throws -> Void,
        row: (_ query: Int, Row) throws -> Void
    ) throws {
        try meanwhile()
        try queryBatch(queries, row: row)
    }

    /// The rows of `first`, then of `second` (`queryBatch` of the two).
    package func queryPair<First, Second>(
        _ first: StoreStatement, _ firstValues: [SQLValue], row firstRow: (Row) throws -> First,
        then second: StoreStatement, _ secondValues: [SQLValue], row secondRow: (Row) throws -> Second
    ) throws -> (first: [First], second: [Second]) {
        var firstRows: [First] = []
        var secondRows: [Second] = []
        try queryBatch([(first, firstValues), (second, secondValues)]) { index, row in
            if index == 0 { firstRows.append(try firstRow(row)) } else { secondRows.append(try secondRow(row)) }
        }
        return (firstRows, secondRows)
    }

    /// One statement per row: a prepared statement run again costs SQLite no more than a row of a longer one.
    package func insert(_ statement: StoreStatement, rows: [[SQLValue]]) throws {
        for row in rows { try run(statement, row) }
    }
}
