import Foundation
import StoryboardModel

/// The store contract: a database the HTTP API and the CLI read and write through one operations type
/// (`StoreOperations`), whatever database holds the data, in the shape of a database reader and writer:
/// `store.read { try $0.project(name) }`, `store.write { try $0.createProject(project) }`.
///
/// Two implementations: `SQLiteStore` (module `SQLiteStorage`: one file, the embedded default) and
/// `PostgresStore` (module `PostgresStorage`, for replicas sharing one server). Each supplies the sessions, the
/// transactions, the retries and what truly differs (the writer's turn, full-disk handling, notifications);
/// every operation is written once, in `StoreOperations`, and behaves the same on both, which the one
/// conformance suite in `Tests/StorageTests` checks against each. This module links no database library.
///
/// Every write is one transaction: it commits whole or changes nothing. A write that changes anything moves
/// the project's revision by one and records it in the history (at most `historyLimit` kept per project), and
/// is told once committed to `changes`' subscribers (and, where the database can, to other processes).
/// Conditional writes take a `RevisionCondition` (HTTP's `If-Match`), checked inside the transaction.
/// Failures are `StoreError`s, which the API maps to statuses in one place.
public protocol NavigationStore: AnyObject, Sendable {
    /// Where the data lives, for logs and messages: a file path, or a URL with its password hidden.
    var location: String { get }
    /// How many revisions are kept per project (at least 1, the current one). Reads never show older ones; their
    /// rows are deleted by the write that makes a batch of them (`StoreOperations.pruneHistory`).
    var historyLimit: Int { get set }
    /// Seconds a write waits for its turn at the writer before failing with `StoreError.busy`.
    var writerWaitLimit: Double { get }
    /// Writes waiting for the writer right now (for metrics and tests).
    var waitingWriters: Int { get }
    /// Every write this store commits, told to its subscribers right after the commit, on the writing thread,
    /// before the write returns (`StoreChanges.publishing`, which each backend's writes run in).
    var changes: StoreChanges { get }

    /// Closes every connection; later calls fail with `StoreError.invalid`. Safe to call more than once.
    func close()
    /// Whether the database answers and every migration is applied.
    func isReady() -> Bool

    /// Runs `body` in one read-only snapshot.
    func read<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result
    /// `read` of a body that makes one round trip to the database (one query, or one `queryBatch`): a backend
    /// may run it without a transaction of its own, and runs a body that needs more again as a `read`.
    func readOne<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result
    /// Runs `body` in one write transaction, rolled back if it throws, once the writer's turn is this caller's
    /// (`StoreError.busy` after `writerWaitLimit` seconds); a backend retries it where its database asks to.
    @discardableResult
    func write<Result: Sendable>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result
    /// Runs a write that frees space (a delete): where the backend can run out of room for the delete itself
    /// (SQLite's WAL on a full disk), it makes room first; elsewhere it is `write`.
    @discardableResult
    func writeFreeingSpace<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result
}

extension NavigationStore {
    /// `read`: a backend whose transactions cost no round trips gains nothing from a read of one.
    public func readOne<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        try read(body)
    }

    /// `write`: a backend with room for a delete on a full disk needs nothing more.
    @discardableResult
    public func writeFreeingSpace<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try write(body)
    }

    /// Whether the database answers and is at `migrator`'s latest migration (a backend's `isReady`).
    package func isReady(at migrator: Migrator) -> Bool {
        do {
            let version = try read { try $0.latestMigration() }
            return version == migrator.latestVersion
        } catch {
            return false
        }
    }
}

/// What `putStoryboard` did: the storyboard as stored (its new revision), whether it was new, whether nothing
/// was written (the same source and contents), and the project as the write left it.
public typealias StoryboardPut = (storyboard: Storyboard, created: Bool, unchanged: Bool, project: Project)
