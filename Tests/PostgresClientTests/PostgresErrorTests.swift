import Foundation
import PostgresClient
import Testing

/// Server errors carry their SQLSTATE, and a failed transaction leaves nothing behind.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresErrorTests {
    @Test func aUniqueViolationHasSQLState23505AndIsNotAConnectionFailure() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute("CREATE TABLE item (id int4 CONSTRAINT item_pk PRIMARY KEY)")
            try connection.execute("INSERT INTO item VALUES ($1)", [.integer(1)])
            let error = try #require(throws: PostgresError.self) {
                try connection.execute("INSERT INTO item VALUES ($1)", [.integer(1)])
            }
            #expect(error.sqlState == "23505")
            #expect(error.isUniqueViolation)
            #expect(error.constraint == "item_pk")
            #expect(!error.isConnectionFailure)
            #expect(connection.isConnected)
            #expect(try connection.execute("SELECT count(*) FROM item").int(0, 0) == 1)
        }
    }

    @Test func aSyntaxErrorNamesItsSQLState() throws {
        let connection = try ScratchPostgres.connect()
        let error = try #require(throws: PostgresError.self) { try connection.execute("SELEC 1") }
        #expect(error.sqlState == "42601")
        #expect(error.description.contains("42601"))
    }

    @Test func aTransactionThatThrowsRollsBackEveryWrite() throws {
        struct Planned: Error {}
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute("CREATE TABLE item (id int4 PRIMARY KEY)")
            #expect(throws: Planned.self) {
                try connection.transaction {
                    try connection.execute("INSERT INTO item VALUES (1)")
                    try connection.execute("INSERT INTO item VALUES (2)")
                    throw Planned()
                }
            }
            #expect(try connection.execute("SELECT count(*) FROM item").int(0, 0) == 0)
            let kept = try connection.transaction {
                try connection.execute("INSERT INTO item VALUES (3)").affectedRows
            }
            #expect(kept == 1)
            #expect(try connection.execute("SELECT count(*) FROM item").int(0, 0) == 1)
        }
    }

    @Test func aScriptRunsSeveralStatements() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.executeScript(
                "CREATE TABLE a (id int4); CREATE TABLE b (id int4); INSERT INTO b VALUES (1);")
            #expect(try connection.execute("SELECT count(*) FROM b").int(0, 0) == 1)
        }
    }
}
