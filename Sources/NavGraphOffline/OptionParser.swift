/// Parses `--name value`, `--name=value` and switches against a list of `OptionSpec`s.
public enum OptionParser {
    /// Parses `arguments` (without the subcommand) with `environment` as the fallback source.
    public static func parse(
        _ arguments: [String], specs: [OptionSpec], environment: [String: String]
    ) throws(CLIError) -> ParsedOptions {
        var values: [String: String] = [:]
        var lists: [String: [String]] = [:]
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
                // An empty word is a variable that was not set (`push "$REPO"`), never the working folder.
                guard !argument.isEmpty else {
                    throw CLIError.usage("an empty argument where a path is due (is a shell variable unset?)")
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
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                } else if index < arguments.count {
                    // `--output --target App` forgot the output's value: taking `--target` for it would write a
                    // file of that name. A value that starts with `--` is given as `--output=--name`.
                    throw CLIError.usage(
                        "option '--\(name)' needs a value, got the option '\(arguments[index])' (write "
                            + "--\(name)=VALUE for a value starting with --)")
                } else {
                    throw CLIError.usage("option '--\(name)' needs a value")
                }
                // As an empty variable is no value (below), an empty flag is none: `--output "$OUT"` with OUT unset
                // must not write into the working folder.
                guard !value.isEmpty else {
                    throw CLIError.usage(
                        "option '--\(name)' needs a value, got an empty one (is a shell variable unset?)")
                }
                values[name] = value
                if spec.repeatable { lists[name, default: []] += split(value) }
            } else {
                if inlineValue != nil { throw CLIError.usage("option '--\(name)' takes no value") }
                values[name] = "true"
            }
        }
        var sources: [String: String] = [:]
        for spec in specs where values[spec.name] == nil {
            if let variable = spec.environment, let value = environment[variable], !value.isEmpty {
                // A switch's variable set to a word that is neither on nor off (`ture`) must not read as off.
                if !spec.takesValue, !(ParsedOptions.onWords + ParsedOptions.offWords).contains(value.lowercased()) {
                    throw CLIError.usage(
                        "\(variable) (--\(spec.name)) must be 1, true, yes or on, or 0, false, no or off, got "
                            + "'\(value)'")
                }
                values[spec.name] = value
                sources[spec.name] = variable
                if spec.repeatable { lists[spec.name] = split(value) }
            } else if let value = spec.defaultValue {
                values[spec.name] = value
            }
        }
        return ParsedOptions(values: values, positional: positional, lists: lists, environmentSources: sources)
    }

    /// `a,b, c` → `["a", "b", "c"]`.
    private static func split(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The `--help` text of a subcommand: the options in one aligned column, each with its environment
    /// variable and default.
    public static func usage(
        program: String = "navgraph", command: String, synopsis: String, summary: String, specs: [OptionSpec]
    ) -> String {
        var lines = ["usage: \(program) \(command) \(synopsis)", ""]
        lines += wrap(summary, width: 100, indent: "")
        lines += ["", "options:"]
        var rows: [(String, String)] = specs.map { spec in
            var left = "  --\(spec.name)"
            if spec.takesValue { left += " " + (spec.repeatable ? "VALUE..." : "VALUE") }
            var right = spec.help
            if let value = spec.defaultValue { right += " (default \(value))" }
            if let variable = spec.environment { right += " [env \(variable)]" }
            return (left, right)
        }
        rows.append(("  --help", "show this help"))
        let width = rows.map(\.0.count).max() ?? 0
        for (left, right) in rows {
            lines.append(left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + right)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` broken at spaces into lines of at most `width` characters, each starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if current.count > indent.count && current.count + 1 + word.count > width {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}
