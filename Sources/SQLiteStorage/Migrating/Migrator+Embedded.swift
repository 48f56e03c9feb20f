import Storage

/// The schema compiled into the binary.
extension Migrator {
    /// The migrations of `Migrations/*.sql` as they were when the binary was built (embedded by
    /// `scripts/embed-migrations.sh`), so the binary needs no files beside it.
    public static func embedded() throws(MigrationError) -> Migrator {
        try Migrator(migrations: EmbeddedMigrations.files)
    }

    /// The embedded migration files, `(file name, SQL)` in file-name order, for tests and `--help`.
    public static var embeddedFiles: [(name: String, sql: String)] { EmbeddedMigrations.files }
}
