/// One `navgraph` subcommand.
package protocol Subcommand {
    /// The word after `navgraph`.
    static var name: String { get }
    /// Arguments after the options in the usage line.
    static var synopsis: String { get }
    /// One complete sentence for the command list of `navgraph --help`.
    static var abstract: String { get }
    /// One paragraph for `--help`.
    static var summary: String { get }
    /// The flags it accepts.
    static var options: [OptionSpec] { get }
    /// Runs with parsed options; returns the exit code.
    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32
}

extension Subcommand {
    /// The `--help` text, its usage line naming `program`.
    static func usage(program: String = "navgraph") -> String {
        OptionParser.usage(program: program, command: name, synopsis: synopsis, summary: summary, specs: options)
    }
}
