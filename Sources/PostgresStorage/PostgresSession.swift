import PostgresClient
import Storage

/// One connection of the PostgreSQL store and the statements prepared on it: used by one thread at a time
/// (its owner, the store's writer slot or reader pool, hands it out under a lock).
package final class PostgresSession: @unchecked Sendable {
    /// The connection; one thread at a time, as `PostgresConnection` requires.
    let connection: PostgresConnection
    /// The names prepared on this connection (libpq prepares them again itself after a `reset()`).
    private var prepared: Set<String> = []
    /// The shared statements used on this connection, by their neutral name.
    private var statements: [StoreStatement: PostgresStatement] = [:]
    /// Statements sent in the pipeline in progress.
    private var pipelinedStatements = 0
    /// Whether a transaction's `BEGIN` was sent and its answer not read yet: until then nothing of the
    /// transaction ran, so a lost connection lets the caller run it again elsewhere (`Stale`).
    private var awaitingBegin = false
    /// Where a read of one round trip (`oneRoundTripRead`) is: not running one, its round trip still to come,
    /// or made.
    private var oneRoundTrip = OneRoundTrip.off
    /// Whether that read's batch opened a transaction not yet ended (its `COMMIT` skipped after an error).
    private var oneRoundTripOpen = false

    private enum OneRoundTrip {
        case off, armed, spent
    }

    /// Connects to `url` with libpq (`PG*` variables fill in what it leaves out).
    init(url: String) throws(PostgresError) {
        connection = try PostgresConnection(url: url)
    }

    /// Runs `statement` with `parameters`, preparing it first on this connection when needed. Statements
    /// sent before it and not yet answered (`send`) go in the same round trip; their first error is thrown.
    @discardableResult
    func run(_ statement: PostgresStatement, _ parameters: [PostgresValue] = []) throws -> PostgresRows {
        if oneRoundTrip != .off { return try runOnce([(statement, parameters)])[0] }
        if connection.isPipelining {
            try enqueue(statement, parameters)
            guard let rows = try syncPipeline() else {
                throw PostgresError(sqlState: nil, message: "no answer to statement \(statement.name)")
            }
            return rows
        }
        if !prepared.contains(statement.name) {
            try connection.prepare(name: statement.name, sql: statement.sql)
            prepared.insert(statement.name)
        }
        return try connection.executePrepared(name: statement.name, parameters: parameters)
    }

    /// Runs each of `statements` with its parameters, in order, in one round trip (with whatever was sent
    /// before them), and answers their rows in that order; the first error is thrown. Each statement runs after
    /// the one before it has finished, so a lock taken by one holds for the next. `meanwhile` runs after they
    /// and their sync are sent and before their answers are read: the server runs them while it works (its
    /// error is thrown, the answers left for the rollback to read).
    func run(
        _ statements: [(PostgresStatement, [PostgresValue])], meanwhile: () throws -> Void = {}
    ) throws -> [PostgresRows] {
        if oneRoundTrip != .off {
            try meanwhile()
            return try runOnce(statements)
        }
        // New statements are prepared before any is sent: preparing reads the pipeline's answers so far.
        for (statement, _) in statements where !prepared.contains(statement.name) {
            try syncPipeline()
            try connection.prepare(name: statement.name, sql: statement.sql)
            prepared.insert(statement.name)
        }
        for (statement, parameters) in statements {
            try connection.sendPrepared(name: statement.name, parameters: parameters)
        }
        try deferSync()
        try meanwhile()
        let rows = try syncResults()
        guard rows.count >= statements.count else {
            throw PostgresError(sqlState: nil, message: "no answer to statement \(statements.last?.0.name ?? "")")
        }
        return Array(rows.suffix(statements.count))
    }

    /// Statements sent in one pipeline before it is synced, so that the server's answers (a few bytes each)
    /// never fill the socket while libpq is still sending: a blocking connection would wait for ever.
    static let pipelineLimit = 256

    /// Sends `statement` with `parameters` without waiting for its answer (libpq's pipeline mode); the next
    /// `run` or the commit reads the answer.
    func send(_ statement: PostgresStatement, _ parameters: [PostgresValue] = []) throws {
        try enqueue(statement, parameters)
        pipelinedStatements += 1
        if pipelinedStatements >= Self.pipelineLimit { try syncPipeline() }
    }

    /// Sends `statement` in the pipeline. A statement new to this connection is prepared first, outside the
    /// pipeline (once per connection: the answers so far are read, then it is prepared at once).
    private func enqueue(_ statement: PostgresStatement, _ parameters: [PostgresValue]) throws {
        // A read of one round trip sends nothing it does not wait for.
        if oneRoundTrip != .off { throw NeedsTransaction() }
        if !prepared.contains(statement.name) {
            try syncPipeline()
            try connection.prepare(name: statement.name, sql: statement.sql)
            prepared.insert(statement.name)
        }
        try connection.sendPrepared(name: statement.name, parameters: parameters)
    }

    /// Sends the sync of the statements sent so far without waiting for their answers (`syncResults` reads
    /// them). A connection found lost while a transaction's `BEGIN` is among them is `Stale`, as in
    /// `syncResults`.
    private func deferSync() throws {
        pipelinedStatements = 0
        do {
            try connection.deferSync()
        } catch {
            guard awaitingBegin, error.isConnectionFailure else { throw error }
            awaitingBegin = false
            connection.close()
            throw Stale(error: error)
        }
    }

    /// Reads the answers of the statements sent, returning the last one's rows. A connection found lost by
    /// the first round trip of a transaction (its `BEGIN` went with it, and no `COMMIT`) is `Stale`.
    @discardableResult
    private func syncPipeline() throws -> PostgresRows? {
        try syncResults().last
    }

    /// `syncPipeline`, answering the rows of every statement of the last sync in order.
    private func syncResults() throws -> [PostgresRows] {
        pipelinedStatements = 0
        let beginning = awaitingBegin
        awaitingBegin = false
        let rows: [PostgresRows]
        do {
            rows = try connection.syncPipelineResults()
        } catch {
            guard beginning, error.isConnectionFailure else { throw error }
            connection.close()
            throw Stale(error: error)
        }
        return rows
    }

    /// The named statement for `statement` in PostgreSQL's dialect, made once per connection.
    func prepared(_ statement: StoreStatement) -> PostgresStatement {
        if let known = statements[statement] { return known }
        let made = PostgresStatement(name: PostgresDialect.name(statement), sql: PostgresDialect.sql(statement))
        statements[statement] = made
        return made
    }

    /// The rows of `statement`, each read by `row`.
    func query<Row>(
        _ statement: PostgresStatement, _ parameters: [PostgresValue] = [], row: (PostgresRow) throws -> Row
    ) throws -> [Row] {
        let rows = try run(statement, parameters)
        return try (0..<rows.count).map { try row(PostgresRow(rows: rows, index: $0)) }
    }

    /// The first row of `statement` read by `row`, or `nil` when there is none.
    func queryFirst<Row>(
        _ statement: PostgresStatement, _ parameters: [PostgresValue] = [], row: (PostgresRow) throws -> Row
    ) throws -> Row? {
        let rows = try run(statement, parameters)
        guard rows.count > 0 else { return nil }
        return try row(PostgresRow(rows: rows, index: 0))
    }

    /// A connection found lost by the first round trip of a transaction (its `BEGIN` and the statements sent
    /// with it, never a `COMMIT`): nothing of it ran, so the caller may connect again and run the whole
    /// transaction on the new connection.
    struct Stale: Error {
        let error: PostgresError
    }

    /// The round trip of a read that makes one (`oneRoundTripRead`): one statement alone, which sees one
    /// snapshot by itself, or several between `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY` and `COMMIT`
    /// in the same pipeline, so that no transaction stays open after it. A second round trip is
    /// `NeedsTransaction`.
    private func runOnce(_ statements: [(PostgresStatement, [PostgresValue])]) throws -> [PostgresRows] {
        guard oneRoundTrip == .armed else { throw NeedsTransaction() }
        oneRoundTrip = .spent
        let wrapped = statements.count > 1
        do {
            try sendOnce(statements, wrapped: wrapped)
        } catch {
            guard error.isConnectionFailure else { throw error }
            // Nothing of the read ran: the caller may run it on a new connection.
            oneRoundTripOpen = false
            connection.close()
            throw Stale(error: error)
        }
        // Nothing ran before this round trip either: a connection found lost by it is `Stale`.
        awaitingBegin = true
        let rows = try syncResults()
        oneRoundTripOpen = false
        let answers = wrapped ? Array(rows.dropFirst().dropLast()) : rows
        guard answers.count == statements.count else {
            throw PostgresError(sqlState: nil, message: "no answer to statement \(statements.last?.0.name ?? "")")
        }
        return answers
    }

    /// Sends the statements of `runOnce` (prepared first where new), between `BEGIN` and `COMMIT` when
    /// `wrapped`.
    private func sendOnce(
        _ statements: [(PostgresStatement, [PostgresValue])], wrapped: Bool
    ) throws(PostgresError) {
        for (statement, _) in statements where !prepared.contains(statement.name) {
            try connection.prepare(name: statement.name, sql: statement.sql)
            prepared.insert(statement.name)
        }
        if wrapped {
            try connection.send("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            oneRoundTripOpen = true
        }
        for (statement, parameters) in statements {
            try connection.sendPrepared(name: statement.name, parameters: parameters)
        }
        if wrapped { try connection.send("COMMIT") }
    }

    /// A read run by `oneRoundTripRead` that needed a second round trip: nothing is left open, and the caller
    /// runs the read again in a transaction (`readTransaction`).
    struct NeedsTransaction: Error {}

    /// Runs `body`, a read that makes at most one round trip (one query, or one batch of them), in that round
    /// trip alone: no `BEGIN` and `COMMIT` of their own for one statement, and for several both in the same
    /// pipeline, so no answer is left to read later and the server wakes once. A body that asks for a second
    /// round trip throws `NeedsTransaction` (its first answers may come from another snapshot than the next
    /// would): run it again with `readTransaction`.
    func oneRoundTripRead<Result>(_ body: () throws -> Result) throws -> Result {
        oneRoundTrip = .armed
        defer { oneRoundTrip = .off }
        do {
            return try body()
        } catch {
            // A failed batch leaves its transaction open and aborted.
            if oneRoundTripOpen {
                oneRoundTripOpen = false
                rollBack()
            }
            throw error
        }
    }

    /// Runs `body` in a read-only transaction that sees one snapshot for all its queries (`REPEATABLE READ`).
    /// The `BEGIN` goes with the first query, and the `COMMIT` is not waited for: its answer is read with
    /// the next use of this connection. A read of one query is one round trip.
    func readTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try begin("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        do {
            let result = try body()
            try connection.send("COMMIT")
            pipelinedStatements = 0
            awaitingBegin = false
            try connection.deferSync()
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    /// Runs `body` in a read-write transaction (`READ COMMITTED`; writers serialize on the project row they
    /// lock first). Rolled back if `body` throws. The `BEGIN` goes with the first statement, and the
    /// statements still unanswered with the `COMMIT`.
    func writeTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try begin("BEGIN")
        do {
            let result = try body()
            // A lost connection is not `Stale` once the COMMIT is on its way: it may have committed.
            awaitingBegin = false
            try connection.send("COMMIT")
            try syncPipeline()
            return result
        } catch {
            rollBack()
            throw error
        }
    }

    /// Sends `sql` (a `BEGIN`) in the pipeline, to be answered with the transaction's first statement.
    private func begin(_ sql: String) throws {
        do {
            try connection.send(sql)
            awaitingBegin = true
        } catch  where error.isConnectionFailure {
            connection.close()
            throw Stale(error: error)
        }
    }

    /// `ROLLBACK` after a failure; when even that fails (the connection went), the server rolls back the
    /// session's transaction itself, and the caller drops the connection.
    private func rollBack() {
        guard connection.isConnected else { return }
        do {
            // Statements the failed body sent are answered (or skipped) first; the transaction's own error is
            // the one the caller sees, and a connection lost here fails the ROLLBACK below.
            if connection.isPipelining { try syncPipeline() }
        } catch {
            guard connection.isConnected else { return }
        }
        do {
            try connection.execute("ROLLBACK")
        } catch {
            connection.close()
        }
    }
}
