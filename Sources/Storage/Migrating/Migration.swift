/// One schema migration: a numbered SQL script, identified by its version and checked by its SHA-256.
public struct Migration: Sendable, Equatable {
    /// The number before the underscore of `NNNN_name.sql`; migrations apply in ascending order.
    public let version: Int
    /// The part after the underscore, without `.sql` (e.g. `initial`).
    public let name: String
    /// The SQL script.
    public let sql: String
    /// The SHA-256 of the script's UTF-8 bytes, as 64 lowercase hex digits.
    public let checksum: String

    /// Creates a migration; the checksum is computed from `sql`.
    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
        self.checksum = SHA256.hexDigest(Array(sql.utf8))
    }

    /// Splits `0001_initial.sql` (or `0001_initial`) into version 1 and name `initial`; `nil` when the name
    /// does not have that shape.
    public static func parseFileName(_ fileName: String) -> (version: Int, name: String)? {
        let stem = fileName.hasSuffix(".sql") ? String(fileName.dropLast(4)) : fileName
        guard let underscore = stem.firstIndex(of: "_") else { return nil }
        let digits = stem[..<underscore]
        let name = String(stem[stem.index(after: underscore)...])
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), !name.isEmpty,
            let version = Int(digits)
        else { return nil }
        return (version, name)
    }
}
