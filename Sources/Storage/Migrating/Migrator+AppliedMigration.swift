extension Migrator {
    /// A row of `schema_migrations`.
    public struct AppliedMigration: Sendable, Equatable {
        /// The migration's version.
        public let version: Int
        /// Its name when applied.
        public let name: String
        /// The SHA-256 of its SQL when applied.
        public let checksum: String
        /// ISO 8601 UTC time it was applied.
        public let appliedAt: String
    }
}
