/// Tells a PostgreSQL connection URL from a file path, and hides its password for logs and errors.
public enum PostgresURL {
    /// The `***` that stands in for a password.
    public static let mask = "***"

    /// Whether `text` is a PostgreSQL URI: scheme `postgres://` or `postgresql://` (any letter case), as
    /// libpq accepts. Anything else (a file path) is not.
    public static func isPostgres(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// `text` with every password replaced by `***`: the one in the URI's user information
    /// (`postgres://user:secret@host`), a `password=` query parameter, and a `password=` keyword of a
    /// keyword/value connection string (`host=db password='s e c'`).
    public static func redacted(_ text: String) -> String {
        var result = text
        for range in passwordRanges(in: text).reversed() {
            result.replaceSubrange(range, with: mask)
        }
        return result
    }

    /// The passwords written in `text`, as written (percent-encoding or quoting kept), for scrubbing a message.
    static func passwords(in text: String) -> [String] {
        passwordRanges(in: text).map { String(text[$0]) }.filter { !$0.isEmpty }
    }

    /// Where the passwords are in `text`, in increasing order.
    static func passwordRanges(in text: String) -> [Range<String.Index>] {
        isPostgres(text) ? uriPasswordRanges(in: text) : keywordPasswordRanges(in: text)
    }

    /// libpq's URI grammar: `scheme://[user[:password]@]hosts[/db][?key=value&...]`. Like libpq, the user
    /// information ends at the first `@` before any `/`.
    private static func uriPasswordRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        guard let schemeEnd = text.range(of: "://")?.upperBound else { return ranges }
        let rest = text[schemeEnd...]
        if let stop = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), text[stop] == "@",
            let colon = rest[..<stop].firstIndex(of: ":")
        {
            ranges.append(text.index(after: colon)..<stop)
        }
        if let question = rest.firstIndex(of: "?") {
            var start = text.index(after: question)
            while start < text.endIndex {
                let end = text[start...].firstIndex(of: "&") ?? text.endIndex
                let pair = text[start..<end]
                if let equals = pair.firstIndex(of: "="), pair[..<equals].lowercased() == "password" {
                    ranges.append(text.index(after: equals)..<end)
                }
                start = end < text.endIndex ? text.index(after: end) : end
            }
        }
        return ranges
    }

    /// libpq's keyword/value form: `keyword = value` pairs separated by spaces; a value is bare or in
    /// single quotes with backslash escapes.
    private static func keywordPasswordRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var index = text.startIndex
        while index < text.endIndex {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            let keywordStart = index
            while index < text.endIndex, text[index] != "=", !text[index].isWhitespace {
                index = text.index(after: index)
            }
            let keyword = text[keywordStart..<index]
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            guard index < text.endIndex, text[index] == "=" else { break }
            index = text.index(after: index)
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
            let valueStart = index
            if index < text.endIndex, text[index] == "'" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "'" {
                    if text[index] == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                    }
                    index = text.index(after: index)
                }
                if index < text.endIndex { index = text.index(after: index) }
            } else {
                while index < text.endIndex, !text[index].isWhitespace { index = text.index(after: index) }
            }
            if keyword.lowercased() == "password" { ranges.append(valueStart..<index) }
        }
        return ranges
    }
}
