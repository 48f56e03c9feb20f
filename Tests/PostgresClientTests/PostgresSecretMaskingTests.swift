import PostgresClient
import Testing

/// Issue 20, item 6: libpq percent-decodes every URI component, query keys included, so a password can be
/// spelled in ways a comparison with the raw text `password` misses. Each case is first shown to be a
/// password to libpq itself (its own parser, `PQconninfoParse`), then to be hidden by `redacted`.
struct PostgresSecretMaskingTests {
    static let secret = "SECRET-7f3a"

    /// (connection string, the libpq keyword it sets, what `redacted` must print).
    static let spellings: [(String, String, String)] = [
        ("postgres://u@h/db?pass%77ord=SECRET-7f3a", "password", "postgres://u@h/db?pass%77ord=***"),
        (
            "postgres://u@h/db?%70%61%73%73%77%6F%72%64=SECRET-7f3a&sslmode=disable", "password",
            "postgres://u@h/db?%70%61%73%73%77%6F%72%64=***&sslmode=disable"
        ),
        ("postgresql://u@h/db?password=SECRET%2D7f3a", "password", "postgresql://u@h/db?password=***"),
        ("postgres://u:SECRET%2D7f3a@h/db", "password", "postgres://u:***@h/db"),
        ("postgres://u%40x:SECRET-7f3a@h1:5432,h2:5433/db", "password", "postgres://u%40x:***@h1:5432,h2:5433/db"),
        ("postgres://u:SECRET-7f3a@[::1]:5432/db", "password", "postgres://u:***@[::1]:5432/db"),
        ("postgres://u@h/db?sslpassword=SECRET-7f3a", "sslpassword", "postgres://u@h/db?sslpassword=***"),
        ("postgres://u@h/db?ssl%70assword=SECRET-7f3a", "sslpassword", "postgres://u@h/db?ssl%70assword=***"),
        ("postgres://u@h/db?passfile=/home/SECRET-7f3a/.pgpass", "passfile", "postgres://u@h/db?passfile=***"),
        ("host=h password=SECRET-7f3a dbname=x", "password", "host=h password=*** dbname=x"),
        ("host=h password = 'SECRET-7f3a and more' dbname=x", "password", "host=h password = *** dbname=x"),
        ("host=h password=SECRET-7f3a\\ and\\ more dbname=x", "password", "host=h password=*** dbname=x"),
        ("password=SECRET-7f3a", "password", "password=***"),
        ("host=h\tsslpassword=SECRET-7f3a", "sslpassword", "host=h\tsslpassword=***"),
    ]

    @Test(arguments: spellings)
    func everySpellingLibpqTakesAsASecretIsHidden(text: String, keyword: String, expected: String) throws {
        let taken = try #require(PostgresURL.libpqValue(of: keyword, in: text), "libpq refused \(text)")
        #expect(taken.contains(Self.secret), "libpq does not read \(keyword) from \(text)")
        let shown = PostgresURL.redacted(text)
        #expect(!shown.contains(Self.secret) && !shown.contains("SECRET%2D"))
        #expect(shown == expected)
    }

    /// libpq's messages scrubbed of the password: a short one is masked where it stands alone, not inside the
    /// words of the message (which would garble it and spell out the password); a long one everywhere.
    @Test func aShortPasswordIsMaskedAsAWordNotInsideWords() {
        let message =
            "connection to server at \"127.0.0.1\", port 18355 failed: Connection refused\n"
            + "\tIs the server running on that host and accepting TCP/IP connections? (user u, password p)"
        let scrubbed = PostgresConnection.scrub(message, secrets: ["p"])
        #expect(scrubbed.contains("port 18355 failed"))
        #expect(scrubbed.contains("accepting TCP/IP"))
        #expect(scrubbed.hasSuffix("password ***)"))
        let long = PostgresConnection.scrub("auth for u:SECRET-7f3a@h and xSECRET-7f3ay", secrets: [Self.secret])
        #expect(long == "auth for u:***@h and x***y")
    }

    @Test func aPasswordWithAnUnencodedAtShowsNoneOfItself() {
        // libpq reads `p` as the password and `ss@h` as the host; neither part may be printed.
        let shown = PostgresURL.redacted("postgres://u:p@ssSECRET-7f3a@h/db")
        #expect(shown == "postgres://u:***@h/db")
    }

    @Test func aConnectionStringInsideTheDatabaseNameHidesItsPassword() {
        let text = "postgres://h/?dbname=postgresql%3A%2F%2Fu%3ASECRET-7f3a%40h2%2Fdb&sslmode=disable"
        let shown = PostgresURL.redacted(text)
        #expect(!shown.contains(Self.secret))
        #expect(shown == "postgres://h/?dbname=***&sslmode=disable")
    }

    @Test(arguments: [
        "postgres://u@h/db?sslmode=require&application_name=navgraph",
        "postgres://h1,h2:5433/db?target_session_attrs=read-write",
        "host=h dbname=x user=u",
    ])
    func aStringWithoutSecretsIsPrintedAsGiven(text: String) {
        #expect(PostgresURL.redacted(text) == text)
    }
}
