/// The build settings of one target in one configuration, in Xcode's order of precedence, and the
/// expansion of `$(NAME)` references in them.
///
/// Levels, lowest first: the project's `.xcconfig`, the project's own settings, the target's `.xcconfig`,
/// the target's own settings. A value found at one level may use `$(inherited)` for the value below it.
///
/// Settings are hostile input: each setting is expanded once (later references reuse the value), a value
/// that grows past `maxValueBytes` or refers to itself is refused, so `V1 = $(V2)$(V2)$(V2)` fifteen levels
/// deep costs fifteen expansions, not 3^15 characters.
struct BuildSettings {
    /// The longest expanded value, in UTF-8 bytes: far beyond any real module or product name.
    static let maxValueBytes = 4_096

    /// Levels, lowest first.
    var levels: [[String: BuildSettingValue]]
    /// Settings Xcode defines itself, such as `TARGET_NAME`.
    var builtins: [String: String]
    /// How many settings were expanded (not taken from `expanded`): the cost, for tests.
    private(set) var expansions = 0
    /// Expanded values by setting and the levels they were looked up below.
    private var expanded: [Lookup: String] = [:]
    /// The lookups under way, to refuse a setting that refers to itself.
    private var underWay: Set<Lookup> = []

    private struct Lookup: Hashable {
        var name: String
        var below: Int
    }

    init(levels: [[String: BuildSettingValue]], builtins: [String: String]) {
        self.levels = levels
        self.builtins = builtins
    }

    /// Xcode's defaults for the settings that decide a module's name when no level sets them.
    static let defaults = [
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
    ]

    /// Why a value could not be expanded: the reference NavGraph cannot resolve, and the assignment (file
    /// and line) that uses it.
    struct Unresolved: Error {
        var reference: String
        var assignment: BuildSettingValue?
        /// The setting whose assignment holds the reference.
        var setting: String?
        /// Why, after the reference: `which NavGraph cannot resolve`.
        var reason = "which NavGraph cannot resolve"
    }

    /// Whether some level assigns setting `name`.
    func isSet(_ name: String) -> Bool {
        levels.contains { $0[name] != nil }
    }

    /// `text` (a value from elsewhere, such as an `Info.plist`) with its `$(NAME)` references expanded.
    mutating func expanding(_ text: String) throws(Unresolved) -> String {
        try expand(text, name: "", level: levels.count, depth: 0)
    }

    /// The expanded value of setting `name`.
    mutating func value(of name: String) throws(Unresolved) -> String {
        try value(of: name, below: levels.count, depth: 0)
    }

    private mutating func value(of name: String, below: Int, depth: Int) throws(Unresolved) -> String {
        guard depth < 32 else { throw Unresolved(reference: "$(\(name))", assignment: nil) }
        let lookup = Lookup(name: name, below: below)
        if let known = expanded[lookup] { return known }
        guard underWay.insert(lookup).inserted else {
            throw Unresolved(reference: "$(\(name))", assignment: nil, reason: "which refers to itself")
        }
        defer { underWay.remove(lookup) }
        expansions += 1
        let value = try lookUp(name, below: below, depth: depth)
        expanded[lookup] = value
        return value
    }

    private mutating func lookUp(_ name: String, below: Int, depth: Int) throws(Unresolved) -> String {
        for level in (0..<below).reversed() {
            guard let assigned = levels[level][name] else { continue }
            do {
                return try expand(assigned.text, name: name, level: level, depth: depth + 1)
            } catch {
                var located = error
                located.assignment = error.assignment ?? assigned
                located.setting = error.assignment == nil ? name : error.setting
                throw located
            }
        }
        if let builtin = builtins[name] { return builtin }
        // `$(inherited)` of a level with nothing below is empty, as in Xcode; a default only at the top.
        if below == levels.count, let fallback = Self.defaults[name] {
            return try expand(fallback, name: name, level: 0, depth: depth + 1)
        }
        if below < levels.count { return "" }
        throw Unresolved(reference: "$(\(name))", assignment: nil)
    }

    /// `text` with every `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced; references may nest.
    private mutating func expand(_ text: String, name: String, level: Int, depth: Int) throws(Unresolved) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "$", index + 1 < characters.count,
                characters[index + 1] == "(" || characters[index + 1] == "{"
            else {
                result.append(character)
                index += 1
                continue
            }
            // Brackets of both kinds nest: `$(PRODUCT_NAME_$(CONFIGURATION))`, `${A_$(B)}`.
            var open = 0
            var end = index + 1
            while end < characters.count {
                if characters[end] == "(" || characters[end] == "{" {
                    open += 1
                } else if characters[end] == ")" || characters[end] == "}" {
                    open -= 1
                    if open == 0 { break }
                }
                end += 1
            }
            guard end < characters.count else {
                throw Unresolved(reference: String(characters[index...]), assignment: nil)
            }
            let inner = try expand(String(characters[(index + 2)..<end]), name: name, level: level, depth: depth + 1)
            result += try reference(inner, name: name, level: level, depth: depth)
            guard result.utf8.count <= Self.maxValueBytes else {
                throw Unresolved(
                    reference: String(characters[index...end]), assignment: nil,
                    reason: "which makes a value longer than \(Self.maxValueBytes) bytes")
            }
            index = end + 1
        }
        return result
    }

    /// The value of one reference's content: `NAME` or `NAME:modifier:modifier`.
    private mutating func reference(
        _ inner: String, name: String, level: Int, depth: Int
    ) throws(Unresolved) -> String {
        let parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let referenced = parts[0]
        var value =
            referenced == "inherited"
            ? try self.value(of: name, below: level, depth: depth + 1)
            : try self.value(of: referenced, below: levels.count, depth: depth + 1)
        for modifier in parts.dropFirst() {
            guard let modified = Self.apply(modifier, to: value) else {
                throw Unresolved(reference: "$(\(inner))", assignment: nil)
            }
            value = modified
        }
        return value
    }

    /// The build setting operators NavGraph knows; `nil` for others.
    static func apply(_ modifier: String, to value: String) -> String? {
        switch modifier {
        case "c99extidentifier", "identifier":
            return ObjectGraph.identifier(value)
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
        case "lower":
            return value.lowercased()
        case "upper":
            return value.uppercased()
        default:
            if modifier.hasPrefix("default=") { return value.isEmpty ? String(modifier.dropFirst(8)) : value }
            return nil
        }
    }
}
