import Foundation
import PostgresClient
import Testing

/// The one way tests get PostgreSQL space of their own on the server in `NAVGRAPH_TEST_POSTGRES` (set by
/// scripts/with-postgres.sh, which `make test` runs): a scratch schema (first on a connection's
/// `search_path`, so that test processes sharing one cluster never see each other's tables) or a scratch
/// database (for what a schema cannot keep apart: `LISTEN`/`NOTIFY` channels, several server processes).
/// Tests without a server are skipped with `absent` as their reason.
public enum ScratchPostgres {
    /// The server's URL, when one is configured.
    public static let server = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Whether a server is configured.
    public static var isAvailable: Bool { server != nil }

    /// Why the PostgreSQL tests are skipped.
    public static let absent: Comment =
        "NAVGRAPH_TEST_POSTGRES is not set: `make test` (scripts/with-postgres.sh) starts a throwaway cluster"

    /// The configured server's URL; throws (naming the variable) without one.
    public static func requireServer() throws -> String {
        guard let server else { throw Missing() }
        return server
    }

    /// No server is configured.
    public struct Missing: Error, CustomStringConvertible {
        /// What to set.
        public var description: String { "NAVGRAPH_TEST_POSTGRES (a PostgreSQL server URL) is not set" }
    }

    /// A new connection to the configured server.
    public static func connect() throws -> PostgresConnection {
        try PostgresConnection(url: try requireServer())
    }

    /// A name no other test (or test process) uses: `prefix`, an underscore and 32 hex digits, so it is
    /// safe as an SQL identifier (`CREATE SCHEMA` and `CREATE DATABASE` take no parameters).
    public static func uniqueName(_ prefix: String) -> String {
        prefix + "_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    /// Creates a new, empty schema named `uniqueName(prefix)` on the configured server; its name.
    public static func createSchema(_ prefix: String = "t") throws -> String {
        let name = uniqueName(prefix)
        let admin = try PostgresConnection(url: try requireServer())
        defer { admin.close() }
        try admin.execute("CREATE SCHEMA \(name)")
        return name
    }

    /// Drops `schema` (made by `createSchema`) with everything in it; a failure is recorded as an issue.
    public static func dropSchema(_ schema: String) {
        dropping("the scratch schema \(schema)", "DROP SCHEMA IF EXISTS \(schema) CASCADE")
    }

    /// Runs `sql` (a `DROP` of a name made here) on the configured server; a failure is recorded as an issue.
    private static func dropping(_ what: String, _ sql: String) {
        do {
            let admin = try connect()
            defer { admin.close() }
            try admin.execute(sql)
        } catch {
            Issue.record("could not drop \(what): \(error)")
        }
    }

    /// `base` whose connections put `schema` first on their `search_path` (a libpq `options` parameter).
    public static func url(_ base: String, schema: String) -> String {
        base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
    }

    /// Runs `body` with a connection whose `search_path` is a new schema of its own, dropped afterwards.
    public static func withScratchSchema<T>(_ body: (PostgresConnection, String) throws -> T) throws -> T {
        let schema = try createSchema()
        defer { dropSchema(schema) }
        let connection = try PostgresConnection(url: try requireServer())
        defer { connection.close() }
        try connection.execute("SELECT set_config('search_path', $1, false)", [.text(schema)])
        return try body(connection, schema)
    }

    /// Creates a new, empty database on the server at `base` (the configured one by default); its URL.
    public static func createDatabase(_ prefix: String = "replica", on base: String? = nil) throws -> String {
        let base = try base ?? requireServer()
        let name = uniqueName(prefix)
        let admin = try PostgresConnection(url: base)
        defer { admin.close() }
        try admin.execute("CREATE DATABASE \(name)")
        return url(base, database: name)
    }

    /// Drops the database at `url` (made by `createDatabase` on the configured server), ending any session
    /// still on it; a failure is recorded as an issue.
    public static func dropDatabase(_ url: String) {
        guard let name = url.split(separator: "/").last?.split(separator: "?").first else { return }
        dropping("the test database \(name)", "DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
    }

    /// `base` with its database (the path of the URL) replaced by `database`, its query kept.
    public static func url(_ base: String, database: String) -> String {
        let (withoutQuery, query) =
            base.firstIndex(of: "?").map { (String(base[..<$0]), String(base[$0...])) } ?? (base, "")
        guard let schemeEnd = withoutQuery.range(of: "://"),
            let slash = withoutQuery[schemeEnd.upperBound...].firstIndex(of: "/")
        else { return withoutQuery + "/" + database + query }
        return String(withoutQuery[..<slash]) + "/" + database + query
    }
}
