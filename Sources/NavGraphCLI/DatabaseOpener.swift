import Foundation
import NavGraphOffline
import PostgresStorage
import SQLiteStorage
import Storage

/// Opens the project store for `migrate`, `import` and `serve` (the one place that picks the backend from
/// `--db`), turning its errors into one-line messages that never hold a password.
enum DatabaseOpener {
    /// Opens (or creates) the store at `location` and brings its schema up to date with the migrations of
    /// `--migrations` (`explicit`) or those compiled in; a write waits at most `writerWaitLimit` seconds for
    /// the writer.
    static func open(
        _ location: DatabaseLocation, migrations explicit: String?, context: CommandContext,
        writerWaitLimit: Double = StoreDefaults.writerWaitLimit
    ) throws(CLIError) -> any NavigationStore {
        let migrator = try MigrationsLocator.migrator(explicit: explicit, for: location, context: context)
        do {
            switch location {
            case .sqlite(let path):
                return try SQLiteStore(path: path, migrator: migrator, writerWaitLimit: writerWaitLimit)
            case .postgres(let url):
                return try PostgresStore(url: url, migrator: migrator, writerWaitLimit: writerWaitLimit)
            }
        } catch {
            switch error {
            case .migration(let problem):
                throw CLIError.dataError("cannot migrate database \(location.description): \(problem)")
            case .database(let problem) where problem.isNotADatabase:
                // A file that is there but holds no database is bad input (65), not a place that cannot be made.
                throw CLIError.dataError("cannot open database \(location.description): \(problem)")
            case .database(let problem):
                throw CLIError.cannotCreate("cannot open database \(location.description): \(problem)")
            default:
                throw CLIError.unavailable("cannot open database \(location.description): \(error)")
            }
        }
    }
}
