import Foundation
import Storage
import StoryboardImport
import StoryboardModel

/// `navgraph import --project NAME PATH...`: import storyboards into the database, no server needed.
enum ImportCommand: Subcommand {
    static let name = "import"
    static let synopsis = "--project NAME [options] PATH..."
    static let summary = """
        Import .storyboard files (or every .storyboard under a folder) into a project, creating it when \
        missing. Localized copies import once, from Base.lproj. Exits 1 when any file failed, after \
        importing the rest.
        """
    static let options: [OptionSpec] = [
        OptionSpec("project", env: "NAVGRAPH_PROJECT", help: "the project to import into"),
        OptionSpec("module", env: "NAVGRAPH_MODULE", help: "the app's Swift module, for a new project"),
        OptionSpec(
            "platform", env: "NAVGRAPH_PLATFORM",
            help: "ios, tvos, macos or watchos, for a new project (default: from the files)"),
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: "SQLite database file"),
        OptionSpec("migrations", env: "NAVGRAPH_MIGRATIONS", help: "folder of NNNN_name.sql migrations"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        guard let projectName = options["project"] else { throw CLIError.usage("--project is required") }
        guard Project.isValidName(projectName) else {
            throw CLIError.usage("project name '\(projectName)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        guard !options.positional.isEmpty else { throw CLIError.usage("give at least one file or folder") }
        let platform = try options.platform()
        let discovery: StoryboardDiscovery
        do {
            discovery = try StoryboardFiles.discover(absolute(options.positional, context))
        } catch {
            throw CLIError.dataError(error.description)
        }
        guard !discovery.files.isEmpty else { throw CLIError.dataError("no .storyboard files found") }
        let migrations = try MigrationsLocator.locate(explicit: options["migrations"], context: context)
        let store: ProjectStore
        do {
            store = try ProjectStore(
                path: context.resolve(options["db"] ?? "./navgraph.sqlite").path, migrationsDirectory: migrations)
        } catch {
            throw CLIError.unavailable("cannot open the database: \(error)")
        }
        var importer = FileImporter(store: store, project: projectName, context: context)
        importer.module = options["module"]
        importer.platform = platform
        importer.run(discovery)
        return importer.failures == 0 ? 0 : 1
    }

    private static func absolute(_ paths: [String], _ context: CommandContext) -> [String] {
        paths.map { context.resolve($0).path }
    }
}
