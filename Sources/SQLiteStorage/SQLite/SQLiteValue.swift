import Foundation

/// A value bound to a statement parameter. Values always travel as parameters, never inside SQL text.
public enum SQLiteValue: Sendable, Equatable {
    /// SQL `NULL`.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text (an empty string stays an empty string, distinct from `NULL`).
    case text(String)
    /// Bytes (an empty blob stays an empty blob, distinct from `NULL`).
    case blob(Data)

    /// `text`, or `NULL` for `nil`.
    public static func optionalText(_ value: String?) -> SQLiteValue {
        value.map { .text($0) } ?? .null
    }

    /// `integer`, or `NULL` for `nil`.
    public static func optionalInteger(_ value: Int?) -> SQLiteValue {
        value.map { .integer(Int64($0)) } ?? .null
    }

    /// `blob`, or `NULL` for `nil`.
    public static func optionalBlob(_ value: Data?) -> SQLiteValue {
        value.map { .blob($0) } ?? .null
    }

    /// 1 or 0: SQLite has no boolean type.
    public static func bool(_ value: Bool) -> SQLiteValue {
        .integer(value ? 1 : 0)
    }
}
