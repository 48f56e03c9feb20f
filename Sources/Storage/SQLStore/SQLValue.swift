import Foundation

/// A value bound to a statement parameter of either backend; each session turns it into its driver's value.
package enum SQLValue: Sendable, Equatable {
    /// SQL `NULL`.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// Text (an empty string stays an empty string, distinct from `NULL`).
    case text(String)
    /// Bytes, byte for byte (SQLite `BLOB`, PostgreSQL `bytea`).
    case bytes(Data)
    /// A boolean (SQLite stores 0 or 1, PostgreSQL a `boolean`).
    case bool(Bool)

    /// `text`, or `NULL` for `nil`.
    package static func optionalText(_ value: String?) -> SQLValue {
        value.map { .text($0) } ?? .null
    }

    /// `integer`, or `NULL` for `nil`.
    package static func optionalInteger(_ value: Int?) -> SQLValue {
        value.map { .integer(Int64($0)) } ?? .null
    }

    /// `bytes`, or `NULL` for `nil`.
    package static func optionalBytes(_ value: Data?) -> SQLValue {
        value.map { .bytes($0) } ?? .null
    }

    /// Whether `other` is this value byte for byte: text compares its UTF-8, not canonical equivalence as
    /// `==` does (a title rewritten from NFD to NFC differs here, and must be written).
    package func isIdentical(to other: SQLValue) -> Bool {
        switch (self, other) {
        case (.text(let a), .text(let b)): a.utf8.elementsEqual(b.utf8)
        case (.text, _), (_, .text): false
        default: self == other
        }
    }
}

extension [SQLValue] {
    /// Whether `other` holds the same values byte for byte (`SQLValue.isIdentical(to:)`).
    package func isIdentical(to other: [SQLValue]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isIdentical(to: $1) }
    }
}
