/// One flag a subcommand accepts, with its environment fallback.
public struct OptionSpec: Sendable {
    /// The long name without dashes, e.g. `port` for `--port`.
    public var name: String
    /// The environment variable read when the flag is absent, e.g. `NAVGRAPH_PORT`.
    public var environment: String?
    /// Whether the flag takes a value (`--port 8080`) or is a switch (`--allow-anonymous`).
    public var takesValue: Bool
    /// The value used when neither flag nor environment give one.
    public var defaultValue: String?
    /// One line for `--help`.
    public var help: String
    /// Whether the flag may be given several times (`--ignore a --ignore b`); values also split at commas.
    public var repeatable: Bool

    /// Creates an option.
    public init(
        _ name: String, env environment: String? = nil, takesValue: Bool = true, repeatable: Bool = false,
        default defaultValue: String? = nil, help: String
    ) {
        self.repeatable = repeatable
        self.name = name
        self.environment = environment
        self.takesValue = takesValue
        self.defaultValue = defaultValue
        self.help = help
    }
}
