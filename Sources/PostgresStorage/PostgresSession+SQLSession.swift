import PostgresClient
import Storage

/// The PostgreSQL store's `SQLSession`: the shared statements in `PostgresDialect`'s text, each prepared once
/// on this connection under its name.
extension PostgresSession: SQLSession {
    @discardableResult
    package func run(_ statement: StoreStatement, _ values: [SQLValue]) throws -> Int {
        try run(prepared(statement), values.map(Self.postgresValue)).affectedRows
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

    package func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? PostgresError)?.isUniqueViolation ?? false
    }

    /// Sends the change on `StoreChange.channel` inside the write's transaction (delivered on commit only).
    package func announce(project: String, revision: Int) throws {
        try run(PostgresSQL.notifyChange, [.text(StoreChange(project: project, revision: revision).payload)])
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
