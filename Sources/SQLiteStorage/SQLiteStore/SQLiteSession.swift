import Foundation
import Storage

/// The SQLite store's `SQLSession`: its connection inside a transaction, with `SQLiteDialect`'s text.
package struct SQLiteSession: SQLSession {
    /// The connection, used by one thread at a time (the store's writer lock or a checked-out reader).
    package let connection: SQLiteConnection

    @discardableResult
    package func run(_ statement: StoreStatement, _ values: [SQLValue]) throws -> Int {
        try connection.run(SQLiteDialect.sql(statement), values.lazy.map(Self.sqliteValue))
        return connection.changes
    }

    package func query<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (SQLiteRow) throws -> Result
    ) throws -> [Result] {
        try connection.query(SQLiteDialect.sql(statement), values.lazy.map(Self.sqliteValue)) {
            try row(SQLiteRow(statement: $0))
        }
    }

    package func queryFirst<Result>(
        _ statement: StoreStatement, _ values: [SQLValue], row: (SQLiteRow) throws -> Result
    ) throws -> Result? {
        try connection.queryFirst(SQLiteDialect.sql(statement), values.lazy.map(Self.sqliteValue)) {
            try row(SQLiteRow(statement: $0))
        }
    }

    package func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? SQLiteError)?.isUniqueViolation ?? false
    }

    /// Nothing: SQLite has no notifications between processes (a server polls for other writers instead).
    package func announce(project: String, revision: Int) throws {}

    private static func sqliteValue(_ value: SQLValue) -> SQLiteValue {
        switch value {
        case .null: .null
        case .integer(let integer): .integer(integer)
        case .text(let text): .text(text)
        case .bytes(let bytes): .blob(bytes)
        case .bool(let bool): .bool(bool)
        }
    }
}
