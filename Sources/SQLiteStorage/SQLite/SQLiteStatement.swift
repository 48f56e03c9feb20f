import CSQLite
import Foundation

/// One prepared statement: the only owner of its `sqlite3_stmt*`, finalized in `deinit`.
///
/// Used by one thread at a time, like the connection that made it.
public final class SQLiteStatement {
    /// The SQL text it was prepared from (the key of the connection's cache, and part of every error).
    public let sql: String
    let handle: OpaquePointer
    private unowned let connection: SQLiteConnection
    /// Set while a caller holds the statement, so that a nested use of the same SQL gets its own copy.
    var isInUse = false

    init(connection: SQLiteConnection, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(
            connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            // A failed prepare leaves nothing to finalize; SQLite sets the pointer to NULL.
            throw connection.error(code, sql: sql)
        }
        self.sql = sql
        self.handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to parameters 1...n, after clearing earlier bindings.
    public func bind(_ values: some Collection<SQLiteValue>) throws(SQLiteError) {
        try check(sqlite3_clear_bindings(handle))
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "expected \(expected) parameters, got \(values.count)", sql: sql)
        }
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            code = sqlite3_bind_double(handle, index, number)
        case .text(let string):
            var string = string
            code = string.withUTF8 { bytes in
                // An empty buffer may have no base address, which SQLite would read as NULL.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, SQLITE_TRANSIENT)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), SQLITE_TRANSIENT)
                }
            }
        case .blob(let data):
            if data.isEmpty {
                // A zero-length blob, not NULL: `sqlite3_bind_blob` with a NULL pointer binds NULL.
                code = sqlite3_bind_zeroblob(handle, index, 0)
            } else {
                code = data.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), SQLITE_TRANSIENT)
                }
            }
        }
        try check(code)
    }

    /// Advances to the next row: `true` when a row is ready to read, `false` when the statement is done.
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw connection.error(code, sql: sql)
        }
    }

    /// Rewinds the statement so it can run again. Errors of the last step were already reported by `step`.
    public func reset() {
        sqlite3_reset(handle)
    }

    private func check(_ code: Int32) throws(SQLiteError) {
        guard code == SQLITE_OK else { throw connection.error(code, sql: sql) }
    }
}
