/// The `navgraph` entry point: dispatches to a subcommand and turns any error into a message and an exit
/// code, in this one place.
public enum NavGraphCommand {
    /// The version printed by `--version` and served in `/openapi.json`.
    public static let version = "0.1.0"

    static var subcommands: [any Subcommand.Type] {
        [
            ServeCommand.self, MigrateCommand.self, ImportCommand.self, GenerateCommand.self, CheckCommand.self,
            HealthcheckCommand.self,
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
            context.errorOutput("navgraph \(command.name): \(error.message)\n")
            if case .usage = error { context.errorOutput("\n" + command.usage) }
            return error.exitCode
        }
    }

    static var usage: String {
        var lines = [
            "usage: navgraph <command> [options]", "",
            "NavGraph: Interface Builder storyboards as a navigation graph and as type-safe code.", "", "commands:",
        ]
        for command in subcommands {
            lines.append(
                "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + firstSentence(command.summary))
        }
        lines += ["", "Run 'navgraph <command> --help' for its options; 'navgraph --version' for the version."]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func firstSentence(_ text: String) -> String {
        String(text.prefix { $0 != "." && $0 != "\n" })
    }
}
