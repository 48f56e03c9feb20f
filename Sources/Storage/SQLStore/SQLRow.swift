import Foundation

/// The current row of a result, read column by column (0-based, as in the SELECT list). Its metatype is
/// sendable so that a model initializer (`Scene.init(row:)`) can be handed to a query as its row reader.
package protocol SQLRow: SendableMetatype {
    /// A non-null text column.
    func text(_ column: Int) throws -> String
    /// A text column that may be `NULL`.
    func optionalText(_ column: Int) -> String?
    /// A non-null integer column.
    func int(_ column: Int) throws -> Int
    /// An integer column that may be `NULL`.
    func optionalInt(_ column: Int) throws -> Int?
    /// A non-null boolean column.
    func bool(_ column: Int) throws -> Bool
    /// A bytes column that may be `NULL`, byte for byte.
    func optionalBytes(_ column: Int) throws -> Data?
}
