import Storage

/// Opens the project store for `migrate`, `import` and `serve`, turning its errors into one-line messages.
enum DatabaseOpener {
    /// Opens (or creates) the SQLite file at `path` and brings its schema up to date with `migrator`; a
    /// write waits at most `writerWaitLimit` seconds for the writer.
    static func open(
        _ path: String, migrator: Migrator, writerWaitLimit: Double = 5
    ) throws(CLIError) -> any NavigationStore {
        do {
            return try SQLiteStore(path: path, migrator: migrator, writerWaitLimit: writerWaitLimit)
        } catch {
            switch error {
            case .migration(let problem):
                throw CLIError.dataError("cannot migrate database \(path): \(problem)")
            case .database(let problem):
                throw CLIError.cannotCreate("cannot open database \(path): \(problem)")
            default:
                throw CLIError.unavailable("cannot open database \(path): \(error)")
            }
        }
    }
}
