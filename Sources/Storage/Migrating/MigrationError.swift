/// Why migrations could not be loaded or applied. Each case names the file or migration at fault.
public enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The migrations directory could not be listed.
    case unreadableDirectory(path: String, reason: String)
    /// A migration file could not be read as UTF-8 text.
    case unreadableFile(path: String, reason: String)
    /// A `.sql` file (or an in-memory migration) whose name is not `NNNN_name.sql`.
    case invalidFileName(String)
    /// Two migrations share a version number.
    case duplicateVersion(Int, names: [String])
    /// An applied migration's file has changed since it was applied: the database no longer matches it.
    case checksumMismatch(version: Int, name: String, recorded: String, actual: String)
    /// A migration recorded as applied has no file any more (deleted, renumbered, or a newer database).
    case missingFile(version: Int, name: String)
    /// A migration's SQL failed on an embedded database (SQLite); nothing of it was applied.
    case failed(version: Int, name: String, DatabaseFailure)
    /// The bookkeeping around the migrations of an embedded database (SQLite) failed.
    case database(DatabaseFailure)
    /// A database server (PostgreSQL) refused a migration's SQL (`version` and `name` set; nothing of it was
    /// applied) or the bookkeeping around the migrations (`nil`); `reason` is the server's message.
    case server(version: Int?, name: String?, reason: String)

    /// A sentence naming the migration and what is wrong with it.
    public var description: String {
        switch self {
        case .unreadableDirectory(let path, let reason):
            return "cannot list migrations directory '\(path)': \(reason)"
        case .unreadableFile(let path, let reason):
            return "cannot read migration '\(path)': \(reason)"
        case .invalidFileName(let name):
            return "migration '\(name)' is not named NNNN_name.sql"
        case .duplicateVersion(let version, let names):
            return "migration version \(version) is used by several files: \(names.joined(separator: ", "))"
        case .checksumMismatch(let version, let name, let recorded, let actual):
            return "migration \(version) '\(name)' was changed after it was applied "
                + "(recorded SHA-256 \(recorded), file now \(actual)); add a new migration instead"
        case .missingFile(let version, let name):
            return "migration \(version) '\(name)' is applied to the database but its file is missing"
        case .failed(let version, let name, let error):
            return "migration \(version) '\(name)' failed: \(error)"
        case .database(let error):
            return "migration bookkeeping failed: \(error)"
        case .server(let version?, let name?, let reason):
            return "migration \(version) '\(name)' failed: \(reason)"
        case .server(_, _, let reason):
            return "migration bookkeeping failed: \(reason)"
        }
    }
}
