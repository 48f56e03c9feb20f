import Foundation

/// A value sent as a statement parameter. Values always travel as parameters, never inside SQL text.
public enum PostgresValue: Sendable, Equatable {
    /// SQL `NULL`.
    case null
    /// Text, sent with an unspecified type so the server infers it from context (`text`, `jsonb`, ...).
    case text(String)
    /// A 64-bit integer, sent as `int8`.
    case integer(Int64)
    /// Bytes for a `bytea`, sent in binary format: byte-exact, with no escaping on the way.
    case bytes(Data)

    /// `text`, or `NULL` for `nil`.
    public static func optionalText(_ value: String?) -> PostgresValue {
        value.map { .text($0) } ?? .null
    }

    /// `integer`, or `NULL` for `nil`.
    public static func optionalInteger(_ value: Int?) -> PostgresValue {
        value.map { .integer(Int64($0)) } ?? .null
    }

    /// `bytes` from an array of bytes.
    public static func bytes(_ value: [UInt8]) -> PostgresValue {
        .bytes(Data(value))
    }
}
