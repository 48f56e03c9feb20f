import Foundation
import Storage

/// `navgraph migrate`: apply pending migrations and exit.
enum MigrateCommand: Subcommand {
    static let name = "migrate"
    static let synopsis = "[options]"
    static let summary = "Apply pending Migrations/*.sql to the database and exit."
    static let options: [OptionSpec] = [
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: "SQLite database file"),
        OptionSpec("migrations", env: "NAVGRAPH_MIGRATIONS", help: "folder of NNNN_name.sql migrations"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard options.positional.isEmpty else { throw CLIError.usage("migrate takes no arguments") }
        let migrations = try MigrationsLocator.locate(explicit: options["migrations"], context: context)
        let database = context.resolve(options["db"] ?? "./navgraph.sqlite").path
        do {
            _ = try ProjectStore(path: database, migrationsDirectory: migrations)
            context.output("database \(database) is migrated (\(migrations.path))\n")
            return 0
        } catch {
            throw CLIError.failure("migration failed: \(error)")
        }
    }
}
