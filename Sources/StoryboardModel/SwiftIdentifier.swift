/// Turns storyboard names, storyboard IDs, segue identifiers and class names into valid Swift identifiers.
///
/// Rules (docs/code-styles.md): characters that cannot appear in an identifier are removed and the words
/// around them joined in camel case; a leading digit gets a `_` prefix; keywords are wrapped in backticks.
/// Codegen and diagnostics share this type so that a diagnostic names exactly what codegen prints.
public enum SwiftIdentifier {
    /// The case of the first letter.
    public enum Case: Sendable {
        /// `showHome`: enum cases, properties.
        case lowerCamel
        /// `ShowHome`: type names.
        case upperCamel
    }

    /// A valid Swift identifier for `raw` in `style`, with backticks when it is a keyword.
    public static func make(_ raw: String, _ style: Case) -> String {
        let bare = bareName(raw, style)
        return keywords.contains(bare) ? "`\(bare)`" : bare
    }

    /// `make(_:_:)` without the backticks: the name to use inside other names or to compare.
    public static func bareName(_ raw: String, _ style: Case) -> String {
        if let ascii = asciiBareName(raw, style) { return ascii }
        return unicodeBareName(raw, style)
    }

    /// `bareName(_:_:)` walking `Character`s: the rule for any text (`asciiBareName` is its ASCII shortcut).
    static func unicodeBareName(_ raw: String, _ style: Case) -> String {
        var words: [String] = []
        var current = ""
        for character in raw {
            if isIdentifierCharacter(character) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return "_" }
        var joined = words[0]
        for word in words.dropFirst() { joined += upperFirst(word) }
        switch style {
        case .upperCamel: joined = upperFirst(joined)
        case .lowerCamel: joined = lowerLeadingWord(joined)
        }
        if let first = joined.first, first.isNumber { joined = "_" + joined }
        return joined
    }

    /// Whether `raw` is already a valid identifier in `style` (so codegen will not rename it).
    public static func isValid(_ raw: String, _ style: Case) -> Bool {
        make(raw, style) == raw
    }

    /// Whether `raw` can be used as a Swift identifier as it is (keywords count as invalid: they need
    /// backticks). Case style is not judged here.
    public static func isValidIdentifier(_ raw: String) -> Bool {
        if let ascii = asciiIsValidIdentifier(raw) { return ascii }
        return unicodeIsValidIdentifier(raw)
    }

    /// `isValidIdentifier(_:)` walking `Character`s (`asciiIsValidIdentifier` is its ASCII shortcut).
    static func unicodeIsValidIdentifier(_ raw: String) -> Bool {
        guard let first = raw.first, !first.isNumber, !keywords.contains(raw) else { return false }
        return raw.allSatisfy(isIdentifierCharacter)
    }

    /// Names for every raw string in `raws`, made unique: when several raw strings give one name, they are
    /// sorted and the second gets the suffix `2`, the third `3`, and so on. Deterministic for any input order.
    public static func uniqueNames(for raws: [String], _ style: Case) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = []
        let sorted = Array(Set(raws)).sorted()
        // First pass: every raw string whose name is its own keeps it, so renames never steal a name.
        var pending: [String] = []
        for raw in sorted {
            let bare = bareName(raw, style)
            if bare == raw && !taken.contains(bare) {
                taken.insert(bare)
                result[raw] = make(raw, style)
            } else {
                pending.append(raw)
            }
        }
        for raw in pending {
            let bare = bareName(raw, style)
            var candidate = bare
            var counter = 2
            while taken.contains(candidate) {
                candidate = "\(bare)\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            result[raw] = keywords.contains(candidate) ? "`\(candidate)`" : candidate
        }
        return result
    }

    /// Swift's keywords, which need backticks when used as names.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol",
    ]

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        if character == "_" { return true }
        if character.isASCII { return character.isLetter || character.isNumber }
        return character.isLetter || character.isNumber
    }

    private static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Lowercases the leading run of capitals as one word: `URLScreen` → `urlScreen`, `Login` → `login`.
    private static func lowerLeadingWord(_ word: String) -> String {
        let characters = Array(word)
        var upperCount = 0
        while upperCount < characters.count, characters[upperCount].isUppercase { upperCount += 1 }
        if upperCount == 0 { return word }
        if upperCount == 1 || upperCount == characters.count {
            return String(characters[..<upperCount]).lowercased() + String(characters[upperCount...])
        }
        // `URLScreen`: keep the last capital as the start of the next word.
        let head = String(characters[..<(upperCount - 1)]).lowercased()
        return head + String(characters[(upperCount - 1)...])
    }
}
