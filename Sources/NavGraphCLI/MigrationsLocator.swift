import Foundation
import NavGraphOffline
import PostgresStorage
import SQLiteStorage
import Storage

/// Where the schema comes from: `--migrations DIR` (or `NAVGRAPH_MIGRATIONS`) when given, else the
/// migrations compiled into the binary, so `navgraph` runs from any folder with no files beside it.
/// SQLite uses `DIR/*.sql`, PostgreSQL `DIR/postgres/*.sql` (the layout of the repository's `Migrations/`).
enum MigrationsLocator {
    /// The migrator for the database at `location`: from `explicit` (a folder laid out like `Migrations/`),
    /// or the embedded one.
    static func migrator(
        explicit: String?, for location: DatabaseLocation, context: CommandContext
    ) throws(CLIError) -> Migrator {
        guard let explicit else {
            do {
                switch location {
                case .sqlite: return try Migrator.embedded()
                case .postgres: return try PostgresStore.embeddedMigrator()
                }
            } catch {
                throw CLIError.software("the embedded schema is invalid: \(error)")
            }
        }
        let url = folder(explicit: explicit, for: location, context: context)
        // Named as the user wrote it (plus `/postgres` for PostgreSQL).
        let named = isPostgres(location) ? explicit + "/postgres" : explicit
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CLIError.noInput("migrations folder '\(named)' does not exist")
        }
        guard isFolder.boolValue else { throw CLIError.noInput("migrations folder '\(named)' is not a folder") }
        let migrator: Migrator
        do {
            migrator = try Migrator(directory: url)
        } catch {
            throw CLIError.dataError("\(error)")
        }
        // A folder of no migrations would "migrate" a database to no schema at all: a wrong path, surely.
        guard migrator.latestVersion != nil else {
            throw CLIError.noInput("migrations folder '\(named)' holds no migrations (files named NNNN_name.sql)")
        }
        return migrator
    }

    /// Says where the schema came from, for messages.
    static func describe(explicit: String?, for location: DatabaseLocation, context: CommandContext) -> String {
        explicit.map { folder(explicit: $0, for: location, context: context).path } ?? "embedded schema"
    }

    private static func isPostgres(_ location: DatabaseLocation) -> Bool {
        if case .postgres = location { return true }
        return false
    }

    private static func folder(explicit: String, for location: DatabaseLocation, context: CommandContext) -> URL {
        let base = context.resolve(explicit)
        switch location {
        case .sqlite: return base
        case .postgres: return base.appendingPathComponent("postgres")
        }
    }
}
