import Foundation
import PostgresClient
import Storage
import Synchronization

/// The PostgreSQL implementation of `NavigationStore`, for several NavGraph replicas sharing one database.
///
/// Thread-safe. Like `SQLiteStore`, one write at a time per process: writes queue for the one writer
/// connection (waiting at most `writerWaitLimit`, then `StoreError.busy`). Across processes, every write
/// first locks its project's row (`SELECT ... FOR UPDATE`) in a `READ COMMITTED` transaction, so writers of
/// one project queue on the server (for at most `writerWaitLimit`, then `StoreError.busy`) and each sees the
/// last committed state once it holds the lock; the conditions (`If-Match`), revision numbers and history
/// stay exact with any number of replicas. A
/// deadlock or serialization failure (only possible between writers of different projects sharing a history
/// content row) is retried from the start, up to three times.
///
/// Reads use a small pool of connections, each read one `REPEATABLE READ READ ONLY` transaction: one
/// snapshot, never half of a write. Every committed write announces itself on `StoreChange.channel`.
///
/// A lost connection makes the call fail with `StoreError.unavailable` (the API answers 503 with
/// Retry-After); the connection is dropped and a new one is made by the next call that needs it.
public final class PostgresStore: NavigationStore, HistoryTransfer {
    /// The connection URL with its password hidden.
    public let location: String
    /// The connection URL as given; never printed.
    let url: String
    /// The migrations the schema is kept at.
    public let migrator: Migrator
    /// Seconds a write waits for the writer before failing with `StoreError.busy`.
    public var writerWaitLimit: Double { writerTurn.waitLimit }
    /// The one writer connection (`nil` until needed again after a loss); one write at a time uses it.
    private let writer = Mutex<PostgresSession?>(nil)
    /// The turn to use the writer: one write at a time per process.
    private let writerTurn: WriterTurn
    /// Idle reader connections and whether the store is closed.
    private let readers: Mutex<ReaderPool>
    /// Revisions kept per project.
    let historyLimitValue = Atomic<Int>(StoreDefaults.historyLimit)
    /// Who in this process hears this store's commits (other processes hear them on `StoreChange.channel`).
    public let changes = StoreChanges()

    private struct ReaderPool {
        var idle: [PostgresSession] = []
        var isClosed = false
        let capacity: Int
    }

    /// Connects to the database at `url` (`postgres://` or `postgresql://`; libpq's `PG*` variables fill in
    /// what it leaves out) and applies `migrator`'s pending migrations under an advisory lock, so replicas
    /// starting together migrate once. At most `readerPoolSize` idle reader connections are kept.
    public init(
        url: String, migrator: Migrator, readerPoolSize: Int = 4,
        writerWaitLimit: Double = StoreDefaults.writerWaitLimit
    ) throws(StoreError) {
        self.url = url
        self.location = PostgresURL.redacted(url)
        self.migrator = migrator
        self.writerTurn = WriterTurn(waitLimit: writerWaitLimit)
        self.readers = Mutex(ReaderPool(capacity: max(0, readerPoolSize)))
        let session: PostgresSession
        do {
            session = try PostgresSession(url: url)
        } catch {
            throw storeError(error)
        }
        do {
            // Migrations first, without a lock timeout: a replica waits for another's migration to finish.
            try MigrationRunner(migrator, on: session).migrate()
            try configureWriter(session)
        } catch {
            throw storeError(error)
        }
        writer.withLock { $0 = session }
    }

    /// The migrations compiled into the binary (`Migrations/postgres/*.sql`).
    public static func embeddedMigrator() throws(MigrationError) -> Migrator {
        try Migrator(migrations: EmbeddedPostgresMigrations.files)
    }

    /// How many revisions are kept per project (at least 1); older ones are pruned by the next write.
    public var historyLimit: Int {
        get { historyLimitValue.load(ordering: .relaxed) }
        set { historyLimitValue.store(max(1, newValue), ordering: .relaxed) }
    }

    /// Writes waiting for the writer right now.
    public var waitingWriters: Int { writerTurn.waitingCount }

    /// Closes every connection; later calls fail with `StoreError.invalid`. Safe to call more than once.
    public func close() {
        readers.withLock { pool in
            pool.isClosed = true
            pool.idle.removeAll()
        }
        writer.withLock { session in
            session?.connection.close()
            session = nil
        }
    }

    /// Runs `body` in one read-only snapshot on a pooled reader connection.
    /// A pooled connection the server dropped meanwhile (a restart) is found by the transaction's `BEGIN`;
    /// the read then runs once more on a new connection.
    public func read<Result>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try read(oneRoundTrip: false, body)
    }

    /// `read` of a body that makes one round trip (`PostgresSession.oneRoundTripRead`: no transaction left to
    /// end afterwards); one that turns out to need more is run again as a `read`.
    public func readOne<Result>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try read(oneRoundTrip: true, body)
    }

    private func read<Result>(
        oneRoundTrip: Bool, _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        var session = try checkOutReader()
        do {
            let result: Result
            do {
                result = try read(on: session, oneRoundTrip: oneRoundTrip, body)
            } catch is PostgresSession.Stale {
                session = try PostgresSession(url: url)
                result = try read(on: session, oneRoundTrip: oneRoundTrip, body)
            }
            checkIn(session)
            return result
        } catch {
            checkIn(session)
            throw storeError(error)
        }
    }

    /// One attempt of `read` on `session`.
    private func read<Result>(
        on session: PostgresSession, oneRoundTrip: Bool, _ body: (StoreOperations) throws -> Result
    ) throws -> Result {
        if oneRoundTrip {
            do {
                return try session.oneRoundTripRead { try body(operations(on: session)) }
            } catch is PostgresSession.NeedsTransaction {
                // Its first answers are dropped: the read runs again in one snapshot.
            }
        }
        return try session.readTransaction { try body(operations(on: session)) }
    }

    /// Runs `body` in one transaction on the writer connection, rolled back if it throws; retried from the
    /// start after a deadlock or serialization failure. Waits at most `writerWaitLimit` for the writer.
    @discardableResult
    public func write<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try changes.publishing { log throws(StoreError) in
            try writerTurn.run { () throws(StoreError) -> Result in try writeInTurn(log, body) }
        }
    }

    /// `write` once this caller has the writer's turn, its changes recorded in `log`.
    private func writeInTurn<Result: Sendable>(
        _ log: ChangeLog, _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        do {
            return try writer.withLock { slot throws -> Result in
                var session = try connectedWriter(&slot)
                var attempt = 1
                while true {
                    do {
                        return try session.writeTransaction {
                            log.restart()
                            return try body(operations(on: session, recording: log))
                        }
                    } catch let stale as PostgresSession.Stale where attempt < 3 {
                        // Lost before anything was sent (the server restarted): connect again and run it.
                        _ = stale
                        slot = nil
                        session = try connectedWriter(&slot)
                        attempt += 1
                    } catch let error as PostgresError where Self.isRetryable(error) && attempt < 3 {
                        attempt += 1
                    } catch let error as PostgresError where error.isConnectionFailure {
                        // Dropped: the next write connects again.
                        session.connection.close()
                        slot = nil
                        throw error
                    }
                }
            }
        } catch {
            throw storeError(error)
        }
    }

    // A delete is a write like any other (`writeFreeingSpace` is `write`): the server has its own room to run
    // it (a full disk fails it with `DatabaseFailure.Condition.diskFull`, as any write).

    /// Whether the database answers and every migration is applied.
    public func isReady() -> Bool {
        isReady(at: migrator)
    }

    /// The store's operations on `session`, inside the transaction just opened on it; a write's record its
    /// changes in `log`.
    private func operations(on session: PostgresSession, recording log: ChangeLog? = nil) -> StoreOperations {
        StoreOperations(session, historyLimit: historyLimit, changes: log)
    }

    /// The writer connection, connected again when it was lost.
    private func connectedWriter(_ slot: inout PostgresSession?) throws -> PostgresSession {
        if readers.withLock({ $0.isClosed }) { throw StoreError.invalid("the store at '\(location)' is closed") }
        if let session = slot, session.connection.isConnected { return session }
        slot = nil
        let session = try makeWriterSession()
        slot = session
        return session
    }

    /// A new writer connection (`configureWriter`).
    private func makeWriterSession() throws -> PostgresSession {
        let session = try PostgresSession(url: url)
        try configureWriter(session)
        return session
    }

    /// Sets up the writer connection, in one statement. A row another replica holds is waited for as long as
    /// the writer queue here is (`lock_timeout`; 0 would mean for ever), then the write is `busy`, as SQLite's
    /// busy timeout makes it. Values this connection writes that are large enough to be compressed (every
    /// storyboard's source, twice per write: its row and its history content) use LZ4 where the server has
    /// it (PostgreSQL 14 and later, built with lz4): a fraction of the default pglz's time (in a profile of
    /// PUTs of 6 KB sources, 0.7% of the samples instead of 3.6%). Values already stored stay as they are;
    /// both read back the same.
    private func configureWriter(_ session: PostgresSession) throws {
        let milliseconds = max(1, Int((writerWaitLimit * 1000).rounded()))
        try session.connection.execute(
            """
            SELECT set_config('lock_timeout', $1, false),
                (SELECT set_config('default_toast_compression', 'lz4', false) FROM pg_settings
                 WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals))
            """, [.text("\(milliseconds)ms")])
    }

    private func checkOutReader() throws(StoreError) -> PostgresSession {
        let (reused, isClosed) = readers.withLock { pool in (pool.idle.popLast(), pool.isClosed) }
        if isClosed { throw .invalid("the store at '\(location)' is closed") }
        if let reused, reused.connection.isConnected { return reused }
        do {
            return try PostgresSession(url: url)
        } catch {
            throw storeError(error)
        }
    }

    /// Returns a connection to the pool, unless it is lost, the pool is full or the store closed.
    private func checkIn(_ session: PostgresSession) {
        guard session.connection.isConnected else { return }
        let surplus: PostgresSession? = readers.withLock { pool in
            guard !pool.isClosed, pool.idle.count < pool.capacity else { return session }
            pool.idle.append(session)
            return nil
        }
        // A surplus connection is closed here, outside the lock, when the last reference goes.
        _ = surplus
    }

    /// A deadlock, a serialization failure, or a history content row deleted by a concurrent writer of
    /// another project (its foreign key then fails): the transaction may be run again from the start.
    private static func isRetryable(_ error: PostgresError) -> Bool {
        error.isRetryable
            || (error.isForeignKeyViolation && error.constraint == "revision_storyboards_content_hash_fkey")
    }

    /// Any error thrown inside a transaction, as a `StoreError`.
    func storeError(_ error: any Error) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case let stale as PostgresSession.Stale: return .unavailable(stale.error.description)
        case let error as PostgresError where error.isConnectionFailure:
            return .unavailable(error.description)
        case let error as PostgresError where error.sqlState == "55P03":
            return .busy(waited: writerWaitLimit)
        case let error as PostgresError:
            return .database(
                DatabaseFailure(
                    condition: error.sqlState == "53100" ? .diskFull : .other,
                    summary: "PostgreSQL error \(error.sqlState ?? "(no SQLSTATE)")", description: error.description))
        case let error as MigrationError: return .migration(error)
        default: return .invalid("\(error)")
        }
    }
}
