import Foundation
import TestSupport
import Testing

/// The store implementations the conformance tests run against (`@Test(arguments: StoreBackend.allCases)`).
///
/// The PostgreSQL case needs a server: `NAVGRAPH_TEST_POSTGRES` (set by scripts/with-postgres.sh, which `make
/// test` runs). Without it that case is cancelled with `postgresAbsent` as its reason (reported as skipped),
/// while the SQLite case of the same test runs.
enum StoreBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    /// The server the PostgreSQL case uses, when one is configured (`ScratchPostgres.server`).
    static var postgresURL: String? { ScratchPostgres.server }

    /// Why the PostgreSQL case is skipped (`ScratchPostgres.absent`).
    static var postgresAbsent: Comment { ScratchPostgres.absent }

    var testDescription: String { rawValue }

    /// The PostgreSQL server's URL; cancels the running test case (reported as skipped, with
    /// `postgresAbsent`) when none is configured.
    static func requirePostgres() throws -> String {
        if let postgresURL { return postgresURL }
        try Test.cancel(postgresAbsent)
    }
}
