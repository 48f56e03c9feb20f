import Storage
import Testing

@testable import NavGraphAPI

/// A database that cannot be reached (PostgreSQL down, a connection lost) is the server's trouble, not the
/// client's: 503 with Retry-After, and nothing of the connection (a URL, a password) in the answer.
@Suite(.tags(.inProcess)) struct UnavailableStoreTests {
    @Test func anUnreachableDatabaseIs503WithRetryAfterAndNoConnectionDetails() throws {
        let why = "could not connect to postgres://navgraph:***@db:5432/navgraph: connection refused (hunter2)"
        let mapped = try #require(APIError.mapped(StoreError.unavailable(why)) as? APIError)
        #expect(mapped.status == 503)
        #expect(mapped.headers["Retry-After"] == "1")
        #expect(!mapped.detail.contains("postgres://") && !mapped.detail.contains("hunter2"))
        #expect(mapped.detail.contains("nothing was changed"))
    }

    @Test func aBackendNeutralFailureKeepsItsDiskFullAndBusyAnswers() throws {
        let full = DatabaseFailure(condition: .diskFull, summary: "PostgreSQL error 53100", description: "x")
        let fullAnswer = try #require(APIError.mapped(StoreError.database(full)) as? APIError)
        #expect(fullAnswer.status == 503)
        #expect(fullAnswer.detail.contains("disk"))
        let busy = DatabaseFailure(condition: .busy, summary: "SQLite error 5 (database is locked)", description: "x")
        let busyAnswer = try #require(APIError.mapped(StoreError.database(busy)) as? APIError)
        #expect(busyAnswer.status == 503)
        #expect(busyAnswer.headers["Retry-After"] == "1")
    }
}
