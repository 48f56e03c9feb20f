/// The writes other processes commit to the database, told as they commit, so that a replica keeps its
/// in-memory graphs fresh without polling (PostgreSQL's `LISTEN`/`NOTIFY`).
///
/// A feed may miss changes while it is disconnected; it then calls `resynchronize` once it listens again,
/// and the caller compares every project's revision with what it holds.
public protocol StoreChangeFeed: AnyObject, Sendable {
    /// Starts delivering on the feed's own thread. `changed` gets each committed write's project and the
    /// revision it made (0: the project was deleted); `resynchronize` is called once listening starts and
    /// after every reconnection. A callback that throws is retried later as a `resynchronize`.
    func start(
        changed: @escaping @Sendable (_ project: String, _ revision: Int) throws -> Void,
        resynchronize: @escaping @Sendable () throws -> Void)
    /// Why the feed cannot be trusted right now (disconnected, or catching up failed); `nil` when it is live.
    var problem: String? { get }
    /// Stops delivering and closes the feed's connection; waits for its thread. Safe to call more than once.
    func close()
}

/// A store that can tell a process about other processes' writes as they commit.
public protocol StoreChangeFeedSource {
    /// A new feed on its own connection, not yet started; `nil` when the backend has none (SQLite: the
    /// service polls instead).
    func makeChangeFeed() -> (any StoreChangeFeed)?
}
