import NavGraphOffline

/// The `navgraph` entry point: every subcommand, the offline ones shared with `navgraph-offline`.
public enum NavGraphCommand {
    /// The version printed by `--version` and served in `/openapi.json`.
    public static let version = OfflineCommands.version

    static var subcommands: [any Subcommand.Type] {
        [
            ServeCommand.self, MigrateCommand.self, ImportCommand.self, OfflineCommands.generate,
            OfflineCommands.check, HealthcheckCommand.self, OfflineCommands.graph, OfflineCommands.diff,
            OfflineCommands.sources,
            CopyCommand.self, PushCommand.self,
        ]
    }

    /// Runs `arguments` (without the program name); returns the exit code.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        tool.main(arguments, context: context)
    }

    /// The program: its name, summary and subcommands.
    static var tool: CommandLineTool {
        CommandLineTool(
            program: "navgraph",
            summary: "NavGraph: Interface Builder storyboards as a navigation graph and as type-safe code.",
            subcommands: subcommands)
    }
}
