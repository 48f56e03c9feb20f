import StoryboardModel

/// Flag values after parsing: flags win over the environment, which wins over defaults.
public struct ParsedOptions: Sendable {
    /// Values by option name.
    public var values: [String: String]
    /// The positional arguments, in order.
    public var positional: [String]
    /// Every value of a repeatable option, in order, split at commas.
    public var lists: [String: [String]] = [:]
    /// The environment variable each option's value came from, where no flag gave it.
    public var environmentSources: [String: String] = [:]

    /// `message` (a usage error about some `--name`) with where that value came from when it was an environment
    /// variable the user may not know is set (`NAVGRAPH_FORMAT`, shared by commands that take other values).
    public func noteSources(in message: String) -> String {
        let named = environmentSources.keys.sorted().filter { message.contains("--\($0)") }
        guard !named.isEmpty else { return message }
        let sources = named.map { "--\($0) came from \(environmentSources[$0] ?? "")" }.joined(separator: ", ")
        return message + " (\(sources) in the environment)"
    }

    /// The values of repeatable option `name` (empty when absent).
    public func list(_ name: String) -> [String] { lists[name] ?? [] }

    /// The value of `name`, if any.
    public subscript(name: String) -> String? { values[name] }

    /// The words a switch's environment variable may hold for on, and for off (any case).
    static let onWords = ["1", "true", "yes", "on"]
    static let offWords = ["0", "false", "no", "off"]

    /// Whether switch `name` is on (`1`, `true`, `yes` from the environment count as on).
    public func flag(_ name: String) -> Bool {
        guard let value = values[name] else { return false }
        return Self.onWords.contains(value.lowercased())
    }

    /// The value of `name` as an integer within `range`, or a usage error naming the flag.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CLIError.usage(
                "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return number
    }

    /// `--platform` as a `Platform`, or a usage error naming the choices.
    package func platform() throws(CLIError) -> Platform? {
        guard let text = values["platform"] else { return nil }
        guard let platform = Platform(rawValue: text) else {
            throw CLIError.usage("--platform must be one of ios, tvos, macos, watchos")
        }
        return platform
    }
}
