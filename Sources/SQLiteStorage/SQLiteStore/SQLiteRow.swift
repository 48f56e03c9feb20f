import Foundation
import Storage

/// The current row of a SQLite statement as an `SQLRow`.
package struct SQLiteRow: SQLRow {
    let statement: SQLiteStatement

    package func text(_ column: Int) -> String { statement.text(Int32(column)) }
    package func optionalText(_ column: Int) -> String? { statement.optionalText(Int32(column)) }
    package func int(_ column: Int) -> Int { statement.int(Int32(column)) }
    package func optionalInt(_ column: Int) -> Int? { statement.optionalInt(Int32(column)) }
    package func bool(_ column: Int) -> Bool { statement.bool(Int32(column)) }
    package func optionalBytes(_ column: Int) -> Data? { statement.optionalBlob(Int32(column)) }
}
