import Foundation
import TestSupport
import Testing

/// The store contract links no database library: only `SQLiteStorage` reaches SQLite and only
/// `PostgresStorage` reaches libpq, so the API (and anything else written against the contract) builds and
/// links neither; the composition root (`NavGraphCLI`) picks a backend and reaches both.
@Suite struct LinkageTests {
    static let swift = TestEnvironment.path(of: "swift")
    /// The system libraries of the two backends.
    static let databaseLibraries: Set<String> = ["CSQLite", "CLibPQ"]

    @Test(
        "the contract and the API reach neither CSQLite nor CLibPQ; each backend reaches its own library only",
        .enabled(if: swift != nil, "swift is not on PATH"))
    func onlyEachBackendReachesItsDatabaseLibrary() throws {
        let graph = try PackageGraph.describe(swift: try #require(Self.swift))
        for target in ["Storage", "NavGraphAPI"] {
            let closure = graph.closure(of: [target])
            // Not vacuous: the target is in the description and reaches what it is built on.
            #expect(closure.contains("StoryboardModel"), "\(target) reaches \(closure.sorted())")
            #expect(
                closure.isDisjoint(with: Self.databaseLibraries),
                "\(target) reaches \(closure.intersection(Self.databaseLibraries).sorted())")
        }
        #expect(graph.closure(of: ["NavGraphAPI"]).contains("Storage"))
        let sqlite = graph.closure(of: ["SQLiteStorage"])
        #expect(sqlite.contains("CSQLite") && !sqlite.contains("CLibPQ"), "SQLiteStorage reaches \(sqlite.sorted())")
        let postgres = graph.closure(of: ["PostgresStorage"])
        #expect(
            postgres.contains("CLibPQ") && !postgres.contains("CSQLite"), "PostgresStorage reaches \(postgres.sorted())"
        )
        #expect(graph.closure(of: ["NavGraphCLI"]).isSuperset(of: Self.databaseLibraries))
    }
}
