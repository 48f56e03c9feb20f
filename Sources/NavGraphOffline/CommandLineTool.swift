import NavGraphLog
import StoryboardModel

/// A program made of subcommands: dispatches to one and turns any error into a message and an exit code, in
/// this one place. `navgraph` and `navgraph-offline` are two of these over different lists of subcommands.
package struct CommandLineTool {
    /// The program's name, as usage lines and error messages print it.
    package var program: String
    /// One sentence under the usage line of `--help`.
    package var summary: String
    /// The subcommands, in the order `--help` lists them.
    package var subcommands: [any Subcommand.Type]

    /// Creates a program from its name, summary and subcommands.
    package init(program: String, summary: String, subcommands: [any Subcommand.Type]) {
        self.program = program
        self.summary = summary
        self.subcommands = subcommands
    }

    /// Runs `arguments` (without the program name); returns the exit code.
    package func main(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.errorOutput(usage)
            return 64
        }
        if first == "help", arguments.count > 1 {
            // `help check` is `check --help`; a word that names no command is one.
            guard arguments.count == 2, let command = subcommands.first(where: { $0.name == arguments[1] }) else {
                context.errorOutput(
                    "\(program): help: no command '\(PlainText.line(arguments.dropFirst().joined(separator: " ")))'\n\n"
                        + usage)
                return 64
            }
            context.output(command.usage(program: program))
            return 0
        }
        if first == "--help" || first == "-h" || first == "help" {
            context.output(usage)
            return 0
        }
        if first == "--version" {
            context.output("\(program) \(OfflineCommands.version)\n")
            return 0
        }
        guard let command = subcommands.first(where: { $0.name == first }) else {
            context.errorOutput("\(program): unknown command '\(PlainText.line(first))'\n\n" + usage)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        // After `--` every word is a PATH, even one spelled `--help`.
        let options = rest.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") {
            context.output(command.usage(program: program))
            return 0
        }
        var parsed: ParsedOptions?
        do {
            let options = try OptionParser.parse(rest, specs: command.options, environment: context.environment)
            parsed = options
            return try command.run(options, context: context)
        } catch {
            var message = error.message
            if case .usage = error, let parsed { message = parsed.noteSources(in: message) }
            context.errorOutput("\(program) \(command.name): \(PlainText.line(message))\n")
            if case .usage = error { context.errorOutput("\n" + command.usage(program: program)) }
            return error.exitCode
        }
    }

    /// The `--help` text: every subcommand with its one-sentence abstract, and the exit statuses.
    package var usage: String {
        var lines = ["usage: \(program) <command> [options]", "", summary, "", "commands:"]
        let width = subcommands.map { $0.name.count }.max() ?? 0
        for command in subcommands {
            lines.append(
                "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.abstract)
        }
        lines += [
            "",
            "Run '\(program) <command> --help' for its options and their defaults; '\(program) --version' for the "
                + "version.",
            "Exit status: 0 success, 1 problems found, 64 usage, 65 bad input data, 66 missing input,",
            "69 service unavailable, 70 internal error, 73 cannot create output, 74 I/O error.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
