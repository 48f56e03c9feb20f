import Foundation
import PostgresClient
import Storage

/// One row of a result, read column by column in the text format the store selects.
package struct PostgresRow: SQLRow {
    let rows: PostgresRows
    let index: Int

    /// A non-null text column.
    package func text(_ column: Int) throws -> String {
        guard let value = rows.string(index, column) else { throw Self.unexpectedNull(rows, column) }
        return value
    }

    /// A text column that may be `NULL`.
    package func optionalText(_ column: Int) -> String? {
        rows.string(index, column)
    }

    /// A non-null integer column.
    package func int(_ column: Int) throws -> Int {
        guard let value = try rows.int(index, column) else { throw Self.unexpectedNull(rows, column) }
        return Int(value)
    }

    /// An integer column that may be `NULL`.
    package func optionalInt(_ column: Int) throws -> Int? {
        try rows.int(index, column).map { Int($0) }
    }

    /// A non-null boolean column (`t` or `f` in the text format).
    package func bool(_ column: Int) throws -> Bool {
        try text(column) == "t"
    }

    /// A `bytea` column that may be `NULL`, byte for byte.
    package func optionalBytes(_ column: Int) throws -> Data? {
        try rows.bytes(index, column)
    }

    private static func unexpectedNull(_ rows: PostgresRows, _ column: Int) -> StoreError {
        .invalid("column \(rows.columnName(column)) is NULL where the schema does not allow it")
    }
}
