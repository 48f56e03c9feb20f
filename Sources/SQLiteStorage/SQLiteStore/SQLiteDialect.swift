import Storage

/// What SQLite says differently from the shared statements (`StoreSQL`, `?` parameters as SQLite takes them).
/// A write needs no row lock: SQLite runs one write transaction at a time.
enum SQLiteDialect: SQLDialect {
    static let databaseSize = "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
    /// No lock: the writer connection's `BEGIN IMMEDIATE` already holds the database's one write lock.
    static let lockProject = "SELECT id FROM projects WHERE name = ?"
    static let copyRevisionStoryboards = StoreSQL.copyRevisionStoryboards(nameDiffers: "name IS NOT ?")
    static let copyRevisionStoryboardsAndStored = StoreSQL.copyRevisionStoryboardsAndStored(
        nameDiffers: "name IS NOT ?")

    static let createMigrationsTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            checksum TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    /// The SQL of `statement`.
    static func sql(_ statement: StoreStatement) -> String {
        StoreSQL.sql(statement, in: Self.self)
    }
}
