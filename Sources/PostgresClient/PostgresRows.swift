import CLibPQ
import Foundation

/// The result of one statement: its rows in text format, and how many rows a command changed. The only
/// owner of its `PGresult`, freed in `deinit`.
///
/// `@unchecked Sendable`: libpq documents a `PGresult` as read-only after creation, safe to read from
/// several threads; this type never mutates it.
public final class PostgresRows: @unchecked Sendable {
    private let result: OpaquePointer

    init(_ result: OpaquePointer) {
        self.result = result
    }

    deinit {
        PQclear(result)
    }

    /// The number of rows returned.
    public var count: Int { Int(PQntuples(result)) }

    /// The number of columns returned.
    public var columnCount: Int { Int(PQnfields(result)) }

    /// How many rows an `INSERT`, `UPDATE`, `DELETE`, ... changed (`PQcmdTuples`); 0 for other statements.
    public var affectedRows: Int {
        Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    /// The column called `name` (exact spelling), if the result has one.
    public func column(named name: String) -> Int? {
        // Compared here rather than by PQfnumber, which folds unquoted names to lower case.
        (0..<columnCount).first { columnName($0) == name }
    }

    /// The column's name.
    public func columnName(_ column: Int) -> String {
        precondition(column >= 0 && column < columnCount, "column \(column) out of range")
        return String(cString: PQfname(result, Int32(column)))
    }

    /// Whether the value is SQL `NULL`.
    public func isNull(_ row: Int, _ column: Int) -> Bool {
        checkBounds(row, column)
        return PQgetisnull(result, Int32(row), Int32(column)) == 1
    }

    /// The value as text (its text output form), or `nil` for `NULL`.
    public func string(_ row: Int, _ column: Int) -> String? {
        guard let raw = raw(row, column) else { return nil }
        return String(decoding: raw, as: UTF8.self)
    }

    /// The value as a 64-bit integer, or `nil` for `NULL`; throws when it is not an integer's text.
    public func int(_ row: Int, _ column: Int) throws(PostgresError) -> Int64? {
        guard let raw = raw(row, column) else { return nil }
        guard let value = Int64(String(decoding: raw, as: UTF8.self)) else {
            throw PostgresError(
                sqlState: "22P02", message: "column \(columnName(column)) is not an integer in row \(row)")
        }
        return value
    }

    /// The value as bytes, or `nil` for `NULL`: a `bytea` decoded from its text output (hex `\x...` or the
    /// older escape format, by libpq's `PQunescapeBytea`, in linear time); any other type's text bytes as sent.
    public func bytes(_ row: Int, _ column: Int) throws(PostgresError) -> Data? {
        guard let raw = raw(row, column) else { return nil }
        guard PQftype(result, Int32(column)) == 17 else { return Data(raw) }
        var length = 0
        // PQgetvalue's text is NUL-terminated, as PQunescapeBytea wants.
        guard let decoded = PQunescapeBytea(raw.baseAddress, &length) else {
            throw PostgresError(sqlState: nil, message: "out of memory decoding bytea column \(columnName(column))")
        }
        return Data(bytesNoCopy: decoded, count: length, deallocator: .custom { pointer, _ in PQfreemem(pointer) })
    }

    /// The value's bytes in libpq's buffer (valid while this object lives), or `nil` for `NULL`.
    private func raw(_ row: Int, _ column: Int) -> UnsafeBufferPointer<UInt8>? {
        guard !isNull(row, column) else { return nil }
        let length = Int(PQgetlength(result, Int32(row), Int32(column)))
        let value = PQgetvalue(result, Int32(row), Int32(column))
        return UnsafeRawPointer(value).map {
            UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: length)
        }
    }

    private func checkBounds(_ row: Int, _ column: Int) {
        precondition(row >= 0 && row < count, "row \(row) out of range (\(count) rows)")
        precondition(column >= 0 && column < columnCount, "column \(column) out of range (\(columnCount) columns)")
    }
}
