import StoryboardModel

/// The `navgraph` entry point: dispatches to a subcommand and turns any error into a message and an exit
/// code, in this one place.
public enum NavGraphCommand {
    /// The version printed by `--version` and served in `/openapi.json`.
    public static let version = "0.1.0"

    static var subcommands: [any Subcommand.Type] {
        [
            ServeCommand.self, MigrateCommand.self, ImportCommand.self, GenerateCommand.self, CheckCommand.self,
            HealthcheckCommand.self, GraphCommand.self, DiffCommand.self, CopyCommand.self,
        ]
    }

    /// Runs `arguments` (without the program name); returns the exit code.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.errorOutput(usage)
            return 64
        }
        if first == "--help" || first == "-h" || first == "help" {
            context.output(usage)
            return 0
        }
        if first == "--version" {
            context.output("navgraph \(version)\n")
            return 0
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            context.errorOutput("navgraph: unknown command '\(first)'\n\n" + usage)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.output(command.usage)
            return 0
        }
        do {
            let options = try OptionParser.parse(rest, specs: command.options, environment: context.environment)
            return try command.run(options, context: context)
        } catch {
            context.errorOutput("navgraph \(command.name): \(PlainText.line(error.message))\n")
            if case .usage = error { context.errorOutput("\n" + command.usage) }
            return error.exitCode
        }
    }

    static var usage: String {
        var lines = [
            "usage: navgraph <command> [options]", "",
            "NavGraph: Interface Builder storyboards as a navigation graph and as type-safe code.", "", "commands:",
        ]
        let width = subcommands.map { $0.name.count }.max() ?? 0
        for command in subcommands {
            lines.append(
                "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract)
        }
        lines += [
            "",
            "Run 'navgraph <command> --help' for its options and their defaults; 'navgraph --version' for the version.",
            "Exit status: 0 success, 1 problems found, 64 usage, 65 bad input data, 66 missing input,",
            "69 service unavailable, 70 internal error, 73 cannot create output, 74 I/O error.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
