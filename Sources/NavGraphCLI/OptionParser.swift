/// Parses `--name value`, `--name=value` and switches against a list of `OptionSpec`s.
public enum OptionParser {
    /// Parses `arguments` (without the subcommand) with `environment` as the fallback source.
    public static func parse(
        _ arguments: [String], specs: [OptionSpec], environment: [String: String]
    ) throws(CLIError) -> ParsedOptions {
        var values: [String: String] = [:]
        var positional: [String] = []
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
                if !onlyPositional && argument.hasPrefix("-") && argument != "-" {
                    throw CLIError.usage("unknown option '\(argument)'")
                }
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw CLIError.usage("unknown option '--\(name)'")
            }
            if spec.takesValue {
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw CLIError.usage("option '--\(name)' needs a value")
                }
            } else {
                if inlineValue != nil { throw CLIError.usage("option '--\(name)' takes no value") }
                values[name] = "true"
            }
        }
        for spec in specs where values[spec.name] == nil {
            if let variable = spec.environment, let value = environment[variable], !value.isEmpty {
                values[spec.name] = value
            } else if let value = spec.defaultValue {
                values[spec.name] = value
            }
        }
        return ParsedOptions(values: values, positional: positional)
    }

    /// The `--help` text of a subcommand.
    public static func usage(command: String, synopsis: String, summary: String, specs: [OptionSpec]) -> String {
        var lines = ["usage: navgraph \(command) \(synopsis)", "", summary, "", "options:"]
        for spec in specs {
            var left = "  --\(spec.name)"
            if spec.takesValue { left += " VALUE" }
            var right = spec.help
            if let variable = spec.environment { right += " [env \(variable)]" }
            if let value = spec.defaultValue { right += " (default \(value))" }
            left = left.padding(toLength: max(left.count, 26), withPad: " ", startingAt: 0)
            lines.append(left + " " + right)
        }
        lines.append("  --help                     show this help")
        return lines.joined(separator: "\n") + "\n"
    }
}
