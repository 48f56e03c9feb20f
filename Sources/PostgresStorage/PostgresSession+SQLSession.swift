import PostgresClient
import Storage

/// The PostgreSQL store's `SQLSession`: the shared statements in `PostgresDialect`'s text, each prepared once
/// on this connection under its name.
extension PostgresSession: SQLSession {
    @discardableResult
    package func run(_ statement: StoreStatement, _ values: [SQLValue]) throws -> Int {
        try run(prepared(statement), values.map(Self.postgresValue)).affectedRows
    }

    /// Sent in the pipeline: answered at the next `run`, query or commit.
    package func send(_ statement: StoreStatement, _ values: [SQLValue]) throws {
        try send(prepared(statement), values.map(Self.postgresValue))
    }

    /// Multi-row `INSERT`s sent in the pipeline: chunks of a power of two rows (at most `batchRows`, under the
    /// protocol's 65,535 parameters), so a connection prepares at most a dozen sizes per table.
    package func insert(_ statement: StoreStatement, rows: [[SQLValue]]) throws {
        var start = 0
        while start < rows.count {
            let size = Self.chunkSize(remaining: rows.count - start)
            guard let batched = statement.batched(rows: size) else {
                for row in rows[start...] { try send(statement, row) }
                return
            }
            try send(batched, rows[start..<start + size].flatMap { $0 })
            start += size
        }
    }

    /// The most rows one `insertScenes`/`insertSegues` holds: the largest power of two whose rows (the
    /// storyboard's id and the table's columns) stay under PostgreSQL's limit of 65,535 parameters (a 16-bit
    /// count in the protocol). 2,048 with scenes' 16 values a row: 4,096 of them would be 65,536.
    package static let batchRows: Int = {
        let limit = 65_535 / (1 + max(StoreColumns.sceneCount, StoreColumns.segueCount))
        var size = 1
        while size * 2 <= limit { size *= 2 }
        return size
    }()

    /// The largest power of two not above `remaining` and `batchRows`.
    static func chunkSize(remaining: Int) -> Int {
        var size = 1
        while size * 2 <= min(remaining, batchRows) { size *= 2 }
        return size
    }

    package func query<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (PostgresRow) throws -> Result
    ) throws -> [Result] {
        try query(prepared(statement), values.map(Self.postgresValue), row: row)
    }

    package func queryFirst<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (PostgresRow) throws -> Result
    ) throws -> Result? {
        try queryFirst(prepared(statement), values.map(Self.postgresValue), row: row)
    }

    /// Every query in one round trip (with whatever was sent before them).
    package func queryBatch(
        _ queries: [(StoreStatement, [SQLValue])], row: (_ query: Int, PostgresRow) throws -> Void
    ) throws {
        try queryBatch(queries, meanwhile: {}, row: row)
    }

    /// The queries and their sync go first, then `meanwhile` runs while the server answers them.
    package func queryBatch(
        _ queries: [(StoreStatement, [SQLValue])], meanwhile: () throws -> Void,
        row: (_ query: Int, PostgresRow) throws -> Void
    ) throws {
        let results = try run(queries.map { (prepared($0.0), $0.1.map(Self.postgresValue)) }, meanwhile: meanwhile)
        for (index, rows) in results.enumerated() {
            for position in 0..<rows.count { try row(index, PostgresRow(rows: rows, index: position)) }
        }
    }

    package func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? PostgresError)?.isUniqueViolation ?? false
    }

    /// Sends the change on `StoreChange.channel` inside the write's transaction (delivered on commit only).
    package func announce(project: String, revision: Int) throws {
        try send(PostgresSQL.notifyChange, [.text(StoreChange(project: project, revision: revision).payload)])
    }

    private static func postgresValue(_ value: SQLValue) -> PostgresValue {
        switch value {
        case .null: .null
        case .integer(let integer): .integer(integer)
        case .text(let text): .text(text)
        case .bytes(let bytes): .bytes(bytes)
        case .bool(let bool): .text(bool ? "true" : "false")
        }
    }
}
