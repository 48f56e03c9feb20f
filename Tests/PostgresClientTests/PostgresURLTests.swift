import PostgresClient
import Testing

/// Telling a PostgreSQL URL from a file path, and hiding passwords (no server needed).
struct PostgresURLTests {
    @Test(arguments: [
        ("postgres://u:p@host:5432/db?sslmode=require", true),
        ("postgresql://host/db", true),
        ("POSTGRES://host/db", true),
        ("postgres:///db", true),
        ("navgraph.sqlite", false),
        ("/data/navgraph.sqlite", false),
        ("./postgres://x", false),
        ("postgres:/x", false),
        ("file:navgraph.sqlite", false),
        ("", false),
    ])
    func isPostgresOnlyForTheTwoSchemes(text: String, expected: Bool) {
        #expect(PostgresURL.isPostgres(text) == expected)
    }

    @Test(arguments: [
        ("postgres://alice:s3cret@db.example:5432/navgraph", "postgres://alice:***@db.example:5432/navgraph"),
        (
            "postgresql://alice:p%40ss%2Fw@db/navgraph?sslmode=require",
            "postgresql://alice:***@db/navgraph?sslmode=require"
        ),
        ("postgres://alice:pa:ss@db/x", "postgres://alice:***@db/x"),
        ("postgres://alice@db/navgraph", "postgres://alice@db/navgraph"),
        ("postgres://db:5432/navgraph", "postgres://db:5432/navgraph"),
        (
            "postgres://db/x?user=a&password=secret&sslmode=disable",
            "postgres://db/x?user=a&password=***&sslmode=disable"
        ),
        ("postgres://a:one@db/x?password=two", "postgres://a:***@db/x?password=***"),
        ("host=db user=a password=secret dbname=x", "host=db user=a password=*** dbname=x"),
        ("host=db password = 'se cr\\'et' dbname=x", "host=db password = *** dbname=x"),
        ("/data/navgraph.sqlite", "/data/navgraph.sqlite"),
    ])
    func redactedHidesEveryPassword(text: String, expected: String) {
        #expect(PostgresURL.redacted(text) == expected)
    }
}
