import Foundation
import NavGraphOffline
import Storage

/// `navgraph migrate`: apply pending migrations and exit.
enum MigrateCommand: Subcommand {
    static let name = "migrate"
    static let synopsis = "[options]"
    static let abstract = "Create or update the database schema (compiled in, or --migrations DIR) and exit."
    static let summary =
        "Apply the pending schema migrations (compiled in, or --migrations DIR) to the database and exit."
    static let options: [OptionSpec] = [
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: DatabaseLocation.help),
        OptionSpec(
            "migrations", env: "NAVGRAPH_MIGRATIONS",
            help:
                "folder of NNNN_name.sql migrations, PostgreSQL's in DIR/postgres (default: the schema compiled into navgraph)"
        ),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard options.positional.isEmpty else { throw CLIError.usage("migrate takes no arguments") }
        let database = DatabaseLocation(options["db"], context: context)
        let store = try DatabaseOpener.open(database, migrations: options["migrations"], context: context)
        store.close()
        let source = MigrationsLocator.describe(explicit: options["migrations"], for: database, context: context)
        context.output("database \(database.description) is migrated (\(source))\n")
        return 0
    }
}
