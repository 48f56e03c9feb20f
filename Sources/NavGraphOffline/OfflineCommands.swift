/// The commands that read storyboards from disk and need no server or database (`generate`, `check`,
/// `graph`, `diff`): all of `navgraph-offline`, the lean executable the plugins run, and part of `navgraph`.
public enum OfflineCommands {
    /// The version printed by `--version` and served in `/openapi.json`.
    public static let version = "0.1.0"

    /// `generate`: storyboards to code.
    package static var generate: any Subcommand.Type { GenerateCommand.self }
    /// `check`: the storyboards' diagnostics.
    package static var check: any Subcommand.Type { CheckCommand.self }
    /// `graph`: the navigation graph drawn.
    package static var graph: any Subcommand.Type { GraphCommand.self }
    /// `diff`: what a change to the storyboards means.
    package static var diff: any Subcommand.Type { DiffCommand.self }
    /// `sources`: the navigation code does, read from source folders.
    package static var sources: any Subcommand.Type { SourcesCommand.self }

    /// `navgraph-offline`: the offline commands alone.
    package static var tool: CommandLineTool {
        CommandLineTool(
            program: "navgraph-offline",
            summary: "NavGraph's commands for storyboards on disk, with no server or database (what the plugins run).",
            subcommands: [generate, check, graph, diff, sources])
    }

    /// Runs `navgraph-offline` with `arguments` (without the program name); returns the exit code.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        tool.main(arguments, context: context)
    }
}
