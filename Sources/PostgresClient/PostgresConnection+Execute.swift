import CLibPQ

extension PostgresConnection {
    /// Runs one statement with `$1`, `$2`, ... bound to `parameters` (`PQexecParams`) and returns its rows
    /// (empty for a command). Values never enter the SQL text.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [PostgresValue] = []) throws(PostgresError) -> PostgresRows {
        try settleDeferred()
        guard let handle else { throw closedError() }
        let bound = try PostgresParameters(parameters)
        let result = bound.withArrays { types, values, lengths, formats in
            PQexecParams(handle, sql, bound.count, types, values, lengths, formats, 0)
        }
        return try check(result)
    }

    /// Runs a script of several statements separated by semicolons (`PQexec`), e.g. a migration file.
    /// Without an explicit `BEGIN`/`COMMIT` in it, the whole script is one transaction. No parameters.
    public func executeScript(_ sql: String) throws(PostgresError) {
        try settleDeferred()
        guard let handle else { throw closedError() }
        _ = try check(PQexec(handle, sql))
    }

    /// Prepares `sql` under `name` on this connection (`PQprepare`); parameter types are inferred by the
    /// server. The statement is prepared again by `reset()`.
    public func prepare(name: String, sql: String) throws(PostgresError) {
        try settleDeferred()
        guard let handle else { throw closedError() }
        _ = try check(PQprepare(handle, name, sql, 0, nil))
        preparedStatements[name] = sql
    }

    /// Runs the statement prepared under `name` with `parameters` (`PQexecPrepared`).
    @discardableResult
    public func executePrepared(
        name: String, parameters: [PostgresValue] = []
    ) throws(PostgresError)
        -> PostgresRows
    {
        try settleDeferred()
        guard let handle else { throw closedError() }
        let bound = try PostgresParameters(parameters)
        let result = bound.withArrays { _, values, lengths, formats in
            PQexecPrepared(handle, name, bound.count, values, lengths, formats, 0)
        }
        return try check(result)
    }

    /// Turns a `PGresult` into rows, or frees it and throws the server's (or libpq's) error.
    func check(_ result: OpaquePointer?) throws(PostgresError) -> PostgresRows {
        guard let result else {
            // No result at all: out of memory, or the connection is gone.
            throw PostgresError(sqlState: nil, message: libpqMessage(), connectionLost: !isConnected)
        }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return PostgresRows(result)
        default:
            let error = PostgresError(
                sqlState: field(result, "C"),
                message: field(result, "M") ?? trimmed(scrub(String(cString: PQresultErrorMessage(result)))),
                detail: field(result, "D"), constraint: field(result, "n"), connectionLost: !isConnected)
            PQclear(result)
            throw error
        }
    }

    /// One diagnostic field of an error result (`PG_DIAG_*`, a one-letter code), scrubbed.
    private func field(_ result: OpaquePointer, _ code: Unicode.Scalar) -> String? {
        guard let value = PQresultErrorField(result, Int32(code.value)) else { return nil }
        return scrub(String(cString: value))
    }
}
