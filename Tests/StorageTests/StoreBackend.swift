import Foundation
import Testing

/// The store implementations the conformance tests run against (`@Test(arguments: StoreBackend.allCases)`).
///
/// The PostgreSQL case needs a server: `NAVGRAPH_TEST_POSTGRES` (set by scripts/with-postgres.sh, which `make
/// test` runs). Without it that case is cancelled with `postgresAbsent` as its reason (reported as skipped),
/// while the SQLite case of the same test runs.
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// The server the PostgreSQL case uses, when one is configured.
    static let postgresURL = ProcessInfo.processInfo.environment["NAVGRAPH_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Why the PostgreSQL case is skipped.
    static let postgresAbsent: Comment =
        "NAVGRAPH_TEST_POSTGRES is not set: `make test` (scripts/with-postgres.sh) starts a throwaway cluster"

    var testDescription: String { rawValue }

    /// The PostgreSQL server's URL; cancels the running test case (reported as skipped, with
    /// `postgresAbsent`) when none is configured.
    static func requirePostgres() throws -> String {
        if let postgresURL { return postgresURL }
        try Test.cancel(postgresAbsent)
    }
}
