import CSQLite

/// A failed SQLite call: the result code, SQLite's own message and the SQL that was running.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code (`sqlite3_extended_errcode`), e.g. 2067 for `SQLITE_CONSTRAINT_UNIQUE`.
    public let code: Int32
    /// SQLite's message (`sqlite3_errmsg`), or the result code's description when there is none.
    public let message: String
    /// The SQL being prepared or run, when the failure belongs to a statement.
    public let sql: String?

    /// Creates an error value.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code: the low byte of the extended code (SQLite's documented encoding).
    public var primaryCode: Int32 { code & 0xFF }

    /// A UNIQUE or PRIMARY KEY constraint failed.
    public var isUniqueViolation: Bool {
        code == SQLiteExtendedCode.constraintUnique || code == SQLiteExtendedCode.constraintPrimaryKey
    }

    /// A FOREIGN KEY constraint failed.
    public var isForeignKeyViolation: Bool { code == SQLiteExtendedCode.constraintForeignKey }

    /// The disk (or the quota) holding the database or its WAL has no room left (`SQLITE_FULL`).
    public var isDiskFull: Bool { primaryCode == SQLITE_FULL }

    /// The file is not a database (`SQLITE_NOTADB`) or a damaged one (`SQLITE_CORRUPT`).
    public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB || primaryCode == SQLITE_CORRUPT }

    /// What failed, for people: the result code and SQLite's message, without the SQL (which belongs in
    /// the server's log, not in an answer to a client).
    public var summary: String {
        "SQLite error \(code) (\(String(cString: sqlite3_errstr(code))))"
    }

    /// The database was locked by another connection longer than the busy timeout.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    /// `SQLite error 2067 (constraint failed): UNIQUE constraint failed: ... [SQL: ...]`.
    public var description: String {
        let name = String(cString: sqlite3_errstr(code))
        var text = "SQLite error \(code) (\(name)): \(message)"
        if let sql { text += " [SQL: \(sql)]" }
        return text
    }
}
