import Foundation
import NavGraphLog
import Storage
import Synchronization

/// The SQLite implementation of `NavigationStore`: projects, storyboards, scenes and segues in one file.
///
/// Thread-safe. Writes go through the one writer connection, serialized by a `Mutex` (SQLite allows one
/// writer at a time; queueing writers here means `BEGIN IMMEDIATE` never waits on this process itself).
/// Reads use a small pool of reader connections; in WAL mode they read the last committed snapshot while a
/// write is in progress, so a reader never sees half of a storyboard and never blocks the writer.
public final class SQLiteStore: NavigationStore, HistoryTransfer {
    /// The database file's path.
    public let path: String
    /// The database file's path (the contract's name for where the data lives).
    public var location: String { path }
    /// The migrations the schema is kept at.
    public let migrator: Migrator
    /// The one writer connection; `nil` once the store is closed.
    private let writer: Mutex<SQLiteConnection?>
    /// Idle reader connections, reused; more are opened when all are busy.
    private let readers: Mutex<ReaderPool>
    /// The turn to use the writer: SQLite allows one writer at a time, so queueing here means `BEGIN
    /// IMMEDIATE` never waits on this process itself.
    private let writerTurn: WriterTurn
    /// Seconds a write waits for the writer before failing with `StoreError.busy`.
    public var writerWaitLimit: Double { writerTurn.waitLimit }
    /// Space set aside so that deletes can commit on a full disk.
    let reserve: DiskReserve
    /// Checkpoints the WAL after the commits that grew it, off the writer's path.
    let checkpointer: WALCheckpointer
    /// The WAL size in pages past which a commit truncates the WAL (`WALCheckpointer.limit`; lower in tests).
    let walPageLimit = Atomic<Int>(WALCheckpointer.limit)
    /// Revisions kept per project (see `historyLimit`).
    let historyLimitValue = Atomic<Int>(SQLiteStore.defaultHistoryLimit)
    /// Who hears this store's commits.
    public let changes = StoreChanges()

    /// Idle reader connections and whether the store is closed.
    private struct ReaderPool {
        var idle: [SQLiteConnection] = []
        var isClosed = false
        let capacity: Int
    }

    /// Opens (or creates) the database at `path` and applies the migrations of `migrationsDirectory`
    /// (`NNNN_name.sql` files). A write waits at most `writerWaitLimit` seconds for the writer.
    /// `reserveBytes` are kept in a file beside the database and given up when the disk is full, so that
    /// deletes still commit (0: no reserve).
    public convenience init(
        path: String, migrationsDirectory: URL, readerPoolSize: Int = 4, writerWaitLimit: Double = 5,
        reserveBytes: Int = SQLiteStore.defaultReserveBytes
    ) throws(StoreError) {
        let migrator: Migrator
        do {
            migrator = try Migrator(directory: migrationsDirectory)
        } catch {
            throw .migration(error)
        }
        try self.init(
            path: path, migrator: migrator, readerPoolSize: readerPoolSize, writerWaitLimit: writerWaitLimit,
            reserveBytes: reserveBytes)
    }

    /// The default disk reserve: 4 MiB, room for the WAL pages of deleting a large project.
    public static let defaultReserveBytes = 4 << 20

    /// Opens (or creates) the database at `path` and applies `migrator`'s pending migrations. At most
    /// `readerPoolSize` idle reader connections are kept open; a write waits at most `writerWaitLimit`
    /// seconds for the writer; `reserveBytes` as above.
    public init(
        path: String, migrator: Migrator, readerPoolSize: Int = 4, writerWaitLimit: Double = 5,
        reserveBytes: Int = SQLiteStore.defaultReserveBytes
    ) throws(StoreError) {
        let connection: SQLiteConnection
        do {
            connection = try SQLiteConnection(path: path)
        } catch {
            throw .database(DatabaseFailure(error))
        }
        do {
            try migrator.migrate(connection)
        } catch {
            throw .migration(error)
        }
        self.path = path
        self.migrator = migrator
        connection.reportsWALSize()
        self.checkpointer = WALCheckpointer(path: path)
        self.writer = Mutex(connection)
        self.readers = Mutex(ReaderPool(capacity: max(0, readerPoolSize)))
        self.writerTurn = WriterTurn(waitLimit: writerWaitLimit)
        self.reserve = DiskReserve(databasePath: path, size: path == ":memory:" || path.isEmpty ? 0 : reserveBytes)
        reserve.ensure()
    }

    /// Writes waiting for the writer right now (for metrics and tests).
    public var waitingWriters: Int { writerTurn.waitingCount }

    /// Closes every connection; later calls fail with `StoreError.invalid`. Reads in flight finish first
    /// (their connection is closed when they return it). Safe to call more than once.
    public func close() {
        writer.withLock { $0 = nil }
        checkpointer.close()
        readers.withLock { pool in
            pool.isClosed = true
            pool.idle.removeAll()
        }
    }

    /// Whether the database answers and every migration is applied.
    public func isReady() -> Bool {
        isReady(at: migrator)
    }

    /// The default number of revisions kept per project.
    public static let defaultHistoryLimit = StoreDefaults.historyLimit

    /// How many revisions are kept per project (at least 1, the current one); older ones are pruned by the
    /// next write.
    public var historyLimit: Int {
        get { historyLimitValue.load(ordering: .relaxed) }
        set { historyLimitValue.store(max(1, newValue), ordering: .relaxed) }
    }

    /// Runs `body` in a read transaction on a pooled reader connection: every query in it sees one snapshot.
    public func read<Result>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        let connection = try checkOutReader()
        defer { checkIn(connection) }
        do {
            return try connection.transaction(.deferred) { try body(operations(on: connection)) }
        } catch {
            throw Self.storeError(error)
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction on the writer connection, rolled back if it throws.
    /// Waits at most `writerWaitLimit` seconds for the writer; `StoreError.busy` after that. Makes the disk
    /// reserve again after the commit when it is missing (see `DiskReserve`).
    @discardableResult
    public func write<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try changes.publishing { log throws(StoreError) in try write(keepsReserve: true, log, body) }
    }

    /// `write`, its changes recorded in `log`; `keepsReserve`: make the disk reserve again after the commit when
    /// it is missing.
    private func write<Result: Sendable>(
        keepsReserve: Bool, _ log: ChangeLog, _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try writerTurn.run { () throws(StoreError) -> Result in
            let result: Result
            var walPages = 0
            do {
                result = try writer.withLock { connection throws -> Result in
                    guard let connection else { throw StoreError.invalid("the store at '\(path)' is closed") }
                    let result = try connection.transaction(.immediate) {
                        log.restart()
                        return try body(operations(on: connection, recording: log))
                    }
                    walPages = connection.walPages
                    return result
                }
            } catch {
                throw Self.storeError(error)
            }
            if walPages >= walPageLimit.load(ordering: .relaxed) {
                // No other checkpoint meanwhile, and no write waits for a reader: one on the WAL leaves it to the
                // next commit.
                checkpointer.excluding { truncateWAL(waitingForReaders: false) }
            } else if walPages >= WALCheckpointer.threshold {
                checkpointer.request()
            }
            if keepsReserve { reserve.ensure() }
            return result
        }
    }

    /// Runs a write that frees space (a delete) like `write`; when it fails because the disk is full, gives
    /// up the disk reserve and tries once more, so that space can be freed through the API on a full disk.
    ///
    /// A failed attempt leaves its pages in the WAL, and the retried delete appends its own: the WAL holds on
    /// to the space. It is checkpointed and truncated after each attempt, so that space comes back, and the
    /// reserve is made again at once after a success: the next delete on the still-full disk has one too.
    @discardableResult
    public func writeFreeingSpace<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try changes.publishing { log throws(StoreError) in try writeFreeingSpace(log, body) }
    }

    /// `writeFreeingSpace`, its changes recorded in `log`.
    private func writeFreeingSpace<Result: Sendable>(
        _ log: ChangeLog, _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        do {
            return try write(keepsReserve: true, log, body)
        } catch .database(let error) where error.isDiskFull {
            // No background checkpoint meanwhile (`WALCheckpointer.excluding`): the room is this write's.
            return try checkpointer.excluding { () throws(StoreError) -> Result in
                truncateWAL()
                reserve.release()
                do throws(StoreError) {
                    let result = try write(keepsReserve: false, log, body)
                    truncateWAL()
                    reserve.ensure(now: true)
                    return result
                } catch {
                    truncateWAL()
                    throw error
                }
            }
        }
    }

    /// Checkpoints the WAL into the database and truncates it (after a delete on a full disk, or a commit that
    /// left the WAL past `walPageLimit`); readers still on old pages leave the WAL as it was, and a failure is
    /// logged, not thrown. `waitingForReaders`: for as long as the busy timeout.
    private func truncateWAL(waitingForReaders: Bool = true) {
        writer.withLock { connection in
            guard let connection else { return }
            do {
                _ = try connection.truncateWAL(waitingForReaders: waitingForReaders)
            } catch {
                storageLog.warning("cannot truncate the WAL (\(error))")
            }
        }
    }

    /// The store's operations on `connection`, inside the transaction just opened on it; a write's record its
    /// changes in `log`.
    private func operations(on connection: SQLiteConnection, recording log: ChangeLog? = nil) -> StoreOperations {
        StoreOperations(SQLiteSession(connection: connection), historyLimit: historyLimit, changes: log)
    }

    private func checkOutReader() throws(StoreError) -> SQLiteConnection {
        let (reused, isClosed) = readers.withLock { pool in (pool.idle.popLast(), pool.isClosed) }
        if isClosed { throw .invalid("the store at '\(path)' is closed") }
        if let reused { return reused }
        do {
            return try SQLiteConnection(path: path, options: .init(create: false, queryOnly: true))
        } catch {
            throw .database(DatabaseFailure(error))
        }
    }

    private func checkIn(_ connection: SQLiteConnection) {
        let surplus: SQLiteConnection? = readers.withLock { pool in
            guard !pool.isClosed, pool.idle.count < pool.capacity else { return connection }
            pool.idle.append(connection)
            return nil
        }
        // A surplus connection is closed here, outside the lock, when the last reference goes.
        _ = surplus
    }

    /// Any error thrown inside a transaction, as a `StoreError`.
    static func storeError(_ error: any Error) -> StoreError {
        switch error {
        case let error as StoreError: return error
        case let error as SQLiteError: return .database(DatabaseFailure(error))
        case let error as MigrationError: return .migration(error)
        default: return .invalid("\(error)")
        }
    }
}
