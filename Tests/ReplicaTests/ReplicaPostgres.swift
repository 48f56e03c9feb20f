import Foundation
import PostgresClient
import Testing

/// The PostgreSQL server the replica tests use (`NAVGRAPH_TEST_POSTGRES`, set by scripts/with-postgres.sh),
/// and a database of its own for each test, so that tests running in parallel never hear each other's
/// notifications or see each other's projects.
enum ReplicaPostgres {
    /// The server's URL, when one is configured.
    static let url = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    /// Whether a server is configured.
    static var isAvailable: Bool { url != nil }

    /// Why the tests that need PostgreSQL are skipped.
    static let absent: Comment =
        "NAVGRAPH_TEST_POSTGRES is not set: `make test` (scripts/with-postgres.sh) starts a throwaway cluster"

    /// Creates a new, empty database on the configured server; answers its URL.
    static func freshDatabase() throws -> String {
        let base = try #require(url, absent)
        return try freshDatabase(on: base)
    }

    /// Creates a new, empty database on the server at `base`; answers its URL.
    static func freshDatabase(on base: String) throws -> String {
        let name = "replica_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let admin = try PostgresConnection(url: base)
        defer { admin.close() }
        // CREATE DATABASE takes no parameters; the name is made here of hex digits only.
        try admin.execute("CREATE DATABASE \(name)")
        return url(base, database: name)
    }

    /// Drops the database at `url` (made by `freshDatabase`), ending any session still on it.
    static func drop(_ url: String) {
        guard let base = self.url, let name = url.split(separator: "/").last?.split(separator: "?").first else {
            return
        }
        do {
            let admin = try PostgresConnection(url: base)
            defer { admin.close() }
            // The name was made by `freshDatabase` of hex digits; DROP DATABASE takes no parameters.
            try admin.execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        } catch {
            Issue.record("could not drop the test database \(name): \(error)")
        }
    }

    /// `base` with its database (the path of the URL) replaced by `database`, its query kept.
    static func url(_ base: String, database: String) -> String {
        let (withoutQuery, query) =
            base.firstIndex(of: "?").map { (String(base[..<$0]), String(base[$0...])) } ?? (base, "")
        guard let schemeEnd = withoutQuery.range(of: "://"),
            let slash = withoutQuery[schemeEnd.upperBound...].firstIndex(of: "/")
        else { return withoutQuery + "/" + database + query }
        return String(withoutQuery[..<slash]) + "/" + database + query
    }
}
