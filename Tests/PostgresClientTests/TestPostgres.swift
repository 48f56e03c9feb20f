import Foundation
import PostgresClient
import Testing

/// The PostgreSQL server the tests use: `NAVGRAPH_TEST_POSTGRES` (set by scripts/with-postgres.sh, which
/// `make test` runs). Tests without it are skipped with `absent` as their reason.
enum TestPostgres {
    /// The server's URL, when one is configured.
    static let url = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    /// Whether a server is configured.
    static var isAvailable: Bool { url != nil }

    /// Why the PostgreSQL tests are skipped.
    static let absent: Comment =
        "NAVGRAPH_TEST_POSTGRES is not set: `make test` (scripts/with-postgres.sh) starts a throwaway cluster"

    /// A new connection to the configured server.
    static func connect() throws -> PostgresConnection {
        try PostgresConnection(url: url ?? "")
    }

    /// Runs `body` with a connection whose `search_path` is a new schema of its own, dropped afterwards, so
    /// that test processes sharing one cluster never see each other's tables.
    static func withScratchSchema<T>(_ body: (PostgresConnection, String) throws -> T) throws -> T {
        let schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let connection = try connect()
        try connection.execute("CREATE SCHEMA \(schema)")
        defer {
            do {
                let cleaner = try connect()
                try cleaner.execute("DROP SCHEMA \(schema) CASCADE")
                cleaner.close()
            } catch {
                Issue.record("could not drop the scratch schema \(schema): \(error)")
            }
        }
        try use(schema, on: connection)
        return try body(connection, schema)
    }

    /// Points `connection`'s unqualified names at `schema`.
    static func use(_ schema: String, on connection: PostgresConnection) throws {
        try connection.execute("SELECT set_config('search_path', $1, false)", [.text(schema)])
    }

    /// A name no other test (or test process) uses, for channels and roles.
    static func uniqueName(_ prefix: String) -> String {
        prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }
}
