import Foundation
import NavGraphOffline
import PostgresClient

/// Where `--db` (`NAVGRAPH_DB`) points: a SQLite file (a path, the default) or a PostgreSQL server (a
/// `postgres://` or `postgresql://` URL; libpq's `PG*` variables fill in what the URL leaves out).
enum DatabaseLocation: Equatable {
    /// A SQLite file, its path resolved against the working folder.
    case sqlite(path: String)
    /// A PostgreSQL server; the URL may hold a password, so it is printed only as `description`.
    case postgres(url: String)

    /// The `--db` help text every command that opens the database shows.
    static let help =
        "SQLite database file, or postgres://user:pass@host:port/db (PG* variables fill in the rest) for replicas"

    /// The location `option` names (the default file when `nil`).
    init(_ option: String?, context: CommandContext) {
        let text = option ?? "./navgraph.sqlite"
        self = PostgresURL.isPostgres(text) ? .postgres(url: text) : .sqlite(path: context.resolve(text).path)
    }

    /// For messages and logs: the path, or the URL with its password replaced by `***`.
    var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): PostgresURL.redacted(url)
        }
    }
}
