import CLibPQ

/// Tells a PostgreSQL connection URL from a file path, and hides its secrets for logs and errors.
public enum PostgresURL {
    /// The `***` that stands in for a password.
    public static let mask = "***"

    /// Whether `text` is a PostgreSQL URI: scheme `postgres://` or `postgresql://` (any letter case), as
    /// libpq accepts. Anything else (a file path) is not.
    public static func isPostgres(_ text: String) -> Bool {
        let lowered = text.prefix(13).lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// `text` with every secret replaced by `***`, found as libpq reads the string: the URI's user
    /// information password (`postgres://user:secret@host`), and any parameter whose percent-decoded key is
    /// `password`, `sslpassword`, `oauth_client_secret` or `passfile` (`?pass%77ord=...` is libpq's
    /// `password`), in a URI query or a keyword/value string (`host=db password='s e c'`).
    ///
    /// Checked against libpq's own parser: if `PQconninfoParse` still finds a secret in the result, the
    /// whole string after the scheme is hidden instead.
    public static func redacted(_ text: String) -> String {
        let parsed = PostgresConnectionString(text)
        var result = text
        let ranges = parsed.secretParameters.map(\.written).sorted { $0.lowerBound > $1.lowerBound }
        for range in ranges {
            result.replaceSubrange(range, with: mask)
        }
        if let seen = libpqSecrets(in: result), seen.contains(where: { $0 != mask && !$0.isEmpty }) {
            return isPostgres(text) ? String(text.prefix { $0 != ":" }) + "://" + mask : mask
        }
        return result
    }

    /// The secrets of `text` to scrub from any message: as written (percent-encoded, quoted) and decoded,
    /// from this parser and from libpq's, nested connection strings included.
    public static func secrets(in text: String) -> [String] {
        let parsed = PostgresConnectionString(text)
        var found: [String] = []
        for parameter in parsed.secretParameters {
            found += [String(text[parameter.written]), parameter.value]
            if !PostgresConnectionString.isSecret(parameter.key) { found += secrets(in: parameter.value) }
        }
        found += libpqSecrets(in: text) ?? []
        // Longest first, so that a secret holding another is replaced whole.
        return Set(found.filter { !$0.isEmpty && $0 != mask }).sorted { $0.count > $1.count }
    }

    /// The values libpq's parser (`PQconninfoParse`, no defaults, no environment) gives the secret keywords
    /// of `text`; `nil` when libpq refuses the string (then nothing connects with it).
    static func libpqSecrets(in text: String) -> [String]? {
        libpqOptions(text)?.filter { PostgresConnectionString.isSecret($0.keyword) }.map(\.value)
    }

    /// libpq's value for `keyword` in `text` (its parser, no defaults); `nil` when not given or refused.
    public static func libpqValue(of keyword: String, in text: String) -> String? {
        libpqOptions(text)?.first { $0.keyword == keyword }?.value
    }

    /// The keywords `text` sets, with their values, as `PQconninfoParse` reads them; `nil` when it refuses.
    private static func libpqOptions(_ text: String) -> [(keyword: String, value: String)]? {
        var failure: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(text, &failure) else {
            if let failure { PQfreemem(failure) }
            return nil
        }
        defer { PQconninfoFree(options) }
        var found: [(keyword: String, value: String)] = []
        var option = options
        while let keyword = option.pointee.keyword {
            if let value = option.pointee.val { found.append((String(cString: keyword), String(cString: value))) }
            option += 1
        }
        return found
    }
}
