import CSQLite

/// Extended result codes that Swift does not import: `sqlite3.h` defines them as macros of the form
/// `(SQLITE_CONSTRAINT | (n<<8))`, which are not plain literals.
enum SQLiteExtendedCode {
    /// `SQLITE_CONSTRAINT_FOREIGNKEY`.
    static let constraintForeignKey = SQLITE_CONSTRAINT | (3 << 8)
    /// `SQLITE_CONSTRAINT_PRIMARYKEY`.
    static let constraintPrimaryKey = SQLITE_CONSTRAINT | (6 << 8)
    /// `SQLITE_CONSTRAINT_UNIQUE`.
    static let constraintUnique = SQLITE_CONSTRAINT | (8 << 8)
}
