import CSQLite
import Foundation

/// Reading columns of the current row (0-based indexes, as in the SELECT list).
extension SQLiteStatement {
    /// Whether the column is SQL `NULL`.
    public func isNull(_ column: Int32) -> Bool {
        sqlite3_column_type(handle, column) == SQLITE_NULL
    }

    /// The column as an integer (`NULL` reads as 0).
    public func int(_ column: Int32) -> Int {
        Int(sqlite3_column_int64(handle, column))
    }

    /// The column as an integer, `nil` for `NULL`.
    public func optionalInt(_ column: Int32) -> Int? {
        isNull(column) ? nil : int(column)
    }

    /// The column as a boolean stored as 0 or 1.
    public func bool(_ column: Int32) -> Bool {
        sqlite3_column_int64(handle, column) != 0
    }

    /// The column as text (`NULL` reads as an empty string).
    public func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(handle, column) else { return "" }
        // Length first, then bytes: text may contain NUL, so it is not read as a C string.
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as text, `nil` for `NULL`.
    public func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }

    /// The column as bytes, `nil` for `NULL`; a zero-length blob reads as empty `Data`.
    public func optionalBlob(_ column: Int32) -> Data? {
        if isNull(column) { return nil }
        guard let bytes = sqlite3_column_blob(handle, column) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column)))
    }
}
