import Foundation
import PostgresClient
import Testing

/// A transaction sent as one pipeline (the store's writes: `BEGIN`, the statements, `COMMIT`, one sync) and a
/// sync whose answers are read later (`deferSync`, the `COMMIT` of a store's read).
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresPipelineTests {
    @Test func aFailureInTheMiddleOfAOnePipelineTransactionWritesNothingAndLeavesTheConnectionUsable() throws {
        let connection = try ScratchPostgres.connect()
        let table = ScratchPostgres.uniqueName("pipe")
        try connection.execute("CREATE TEMP TABLE \(table) (id int8 PRIMARY KEY)")
        try connection.prepare(name: "\(table)_insert", sql: "INSERT INTO \(table) (id) VALUES ($1)")
        try connection.send("BEGIN")
        for id: Int64 in [1, 2, 2, 3] {
            try connection.sendPrepared(name: "\(table)_insert", parameters: [.integer(id)])
        }
        try connection.send("COMMIT")
        let error = try #require(throws: PostgresError.self) { try connection.syncPipeline() }
        // The duplicate's own error, not a later statement's "aborted" or the COMMIT's.
        #expect(error.isUniqueViolation)
        #expect(!error.isConnectionFailure)
        #expect(!connection.isPipelining)
        // The server skipped the COMMIT: the transaction is open and failed until the ROLLBACK.
        try connection.execute("ROLLBACK")
        #expect(try connection.execute("SELECT count(*) FROM \(table)").int(0, 0) == 0)
        try connection.executePrepared(name: "\(table)_insert", parameters: [.integer(7)])
        #expect(try connection.execute("SELECT id FROM \(table)").int(0, 0) == 7)
    }

    @Test func aDeferredSyncRunsAtOnceAndIsReadByTheNextCall() throws {
        let connection = try ScratchPostgres.connect()
        let observer = try ScratchPostgres.connect()
        let table = ScratchPostgres.uniqueName("deferred")
        try connection.execute("CREATE TABLE \(table) (id int8)")
        try connection.send("BEGIN")
        try connection.send("INSERT INTO \(table) VALUES (1)")
        try connection.send("COMMIT")
        try connection.deferSync()
        #expect(connection.isPipelining, "the answers are not read yet")
        // Committed without this connection reading a byte: another session sees the row.
        #expect(try eventually { try observer.execute("SELECT count(*) FROM \(table)").int(0, 0) == 1 })
        // A synchronous call reads the outstanding answers first, then runs.
        #expect(try connection.execute("SELECT count(*) FROM \(table)").int(0, 0) == 1)
        #expect(!connection.isPipelining)
        try observer.execute("DROP TABLE \(table)")
    }

    @Test func aDeferredFailureIsThrownByTheNextCallWhichDoesNotRunAndTheConnectionStaysUsable() throws {
        let connection = try ScratchPostgres.connect()
        try connection.send("SELECT 1 / 0")
        try connection.deferSync()
        let error = try #require(throws: PostgresError.self) { try connection.execute("SELECT 2") }
        #expect(error.sqlState == "22012")
        #expect(!connection.isPipelining)
        #expect(try connection.execute("SELECT 3").int(0, 0) == 3)
        // Deferred answers are read before a new pipeline's: two syncs, one round trip, in order.
        try connection.send("SELECT 4")
        try connection.deferSync()
        try connection.send("SELECT 5")
        #expect(try connection.syncPipeline()?.int(0, 0) == 5)
        // Every statement of the last sync answers, in the order sent (a lock, then a read after it).
        try connection.send("SELECT 6")
        try connection.send("SELECT 7")
        #expect(try connection.syncPipelineResults().map { try $0.int(0, 0) } == [6, 7])
    }
}
