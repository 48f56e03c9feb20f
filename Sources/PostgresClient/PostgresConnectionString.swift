/// A libpq connection string read the way libpq reads it (libpq docs, "Connection Strings"), so that what is
/// hidden is what libpq would use as a secret, however it is spelled.
///
/// Two forms: a URI, `postgresql://` or `postgres://`, then `[user[:password]@][host][:port][,...][/dbname]
/// [?key=value&...]`, where libpq percent-decodes (RFC 3986 section 2.1) every component, the query keys
/// included, so `?pass%77ord=x` sets the password; and keyword/value pairs, `key = value` separated by
/// spaces, a value bare (backslash escapes the next character) or in single quotes (backslash escapes).
struct PostgresConnectionString {
    /// One parameter: its key and value decoded as libpq decodes them, and where the value is written.
    struct Parameter {
        var key: String
        var value: String
        var written: Range<String.Index>
    }

    /// The keys whose values are secrets or say where one is kept: the password, the client key's
    /// password, the OAuth client secret (libpq 18), and the password file.
    static let secretKeys: Set<String> = ["password", "sslpassword", "oauth_client_secret", "passfile"]

    let text: String
    /// Every parameter in order; the URI's user information counts as `user` and `password`.
    private(set) var parameters: [Parameter] = []

    init(_ text: String) {
        self.text = text
        if PostgresURL.isPostgres(text) {
            parseURI()
        } else {
            parseKeywords()
        }
    }

    /// Whether `key` names a secret. libpq compares keys exactly; any letter case is hidden here, which
    /// costs nothing (libpq rejects the other spellings) and is safer.
    static func isSecret(_ key: String) -> Bool {
        secretKeys.contains(key.lowercased())
    }

    /// The parameters that hold secrets, and those whose value is itself a connection string holding one
    /// (a `dbname` of `postgres://u:pw@h/db` would reach the server's error message as a database name).
    var secretParameters: [Parameter] {
        parameters.filter { parameter in
            if Self.isSecret(parameter.key) { return !parameter.written.isEmpty || !parameter.value.isEmpty }
            return Self.looksLikeConnectionString(parameter.value)
                && !PostgresConnectionString(parameter.value).secretParameters.isEmpty
        }
    }

    private static func looksLikeConnectionString(_ value: String) -> Bool {
        PostgresURL.isPostgres(value) || value.contains("=")
    }

    // MARK: URI

    private mutating func parseURI() {
        guard let schemeEnd = text.range(of: "://")?.upperBound else { return }
        var index = schemeEnd
        // libpq: the user information ends at the first `@` before any `/`.
        if let stop = text[index...].firstIndex(where: { $0 == "@" || $0 == "/" }), text[stop] == "@" {
            // A password holding an unencoded `@` (`u:p@ss@host`) is not what libpq reads, but its tail
            // would show as a host name: the secret runs to the last `@` before the path.
            let pathStart = text[stop...].firstIndex(of: "/") ?? text.endIndex
            let end = text[stop..<pathStart].lastIndex(of: "@") ?? stop
            let user = text[index..<end]
            if let colon = user.firstIndex(of: ":") {
                add("user", text[index..<colon])
                add("password", text[text.index(after: colon)..<end])
            } else {
                add("user", user)
            }
            index = text.index(after: end)
        }
        // Hosts, ports and the database name end at the `?` that starts the parameters.
        guard let question = text[index...].firstIndex(of: "?") else { return }
        var start = text.index(after: question)
        while start <= text.endIndex {
            let end = text[start...].firstIndex(of: "&") ?? text.endIndex
            let pair = text[start..<end]
            if let equals = pair.firstIndex(of: "=") {
                parameters.append(
                    Parameter(
                        key: Self.percentDecoded(pair[..<equals]),
                        value: Self.percentDecoded(pair[pair.index(after: equals)...]),
                        written: pair.index(after: equals)..<end))
            }
            guard end < text.endIndex else { break }
            start = text.index(after: end)
        }
    }

    private mutating func add(_ key: String, _ written: Substring) {
        parameters.append(
            Parameter(key: key, value: Self.percentDecoded(written), written: written.startIndex..<written.endIndex))
    }

    /// `%XX` decoded to bytes, as libpq does (no `+` for space); a malformed escape is kept as written
    /// (libpq refuses the whole string then, so nothing connects with it).
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
                let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: keyword/value

    private mutating func parseKeywords() {
        var index = text.startIndex
        func skipSpaces() {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        }
        while index < text.endIndex {
            skipSpaces()
            let keywordStart = index
            while index < text.endIndex, text[index] != "=", !text[index].isWhitespace {
                index = text.index(after: index)
            }
            let keyword = String(text[keywordStart..<index])
            skipSpaces()
            guard index < text.endIndex, text[index] == "=" else { break }
            index = text.index(after: index)
            skipSpaces()
            let valueStart = index
            var value = ""
            if index < text.endIndex, text[index] == "'" {
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "'" {
                    if text[index] == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                    }
                    value.append(text[index])
                    index = text.index(after: index)
                }
                if index < text.endIndex { index = text.index(after: index) }
            } else {
                while index < text.endIndex, !text[index].isWhitespace {
                    // Unquoted too, a backslash takes the next character literally (a space included).
                    if text[index] == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                    }
                    value.append(text[index])
                    index = text.index(after: index)
                }
            }
            parameters.append(Parameter(key: keyword, value: value, written: valueStart..<index))
        }
    }
}
