import Synchronization

/// Who hears the writes a store of this process commits (the service's graph cache).
///
/// Told on the writing thread: `changing` inside the transaction, before its commit (another process's feed
/// may tell of the commit before the writer is done with it); after the commit, `changed` for each change and
/// then `settled` for each project `changing` named; after a rollback, `settled` alone.
public protocol StoreChangeSubscriber: AnyObject, Sendable {
    /// A write of this process is changing `project`; `settled(project)` follows, whatever happens.
    func changing(_ project: String)
    /// A write of this process committed `change`.
    func changed(_ change: StoreChange)
    /// The write that told `changing(project)` has ended (committed and told, or rolled back).
    func settled(_ project: String)
}

/// The changes the writes of one store commit, told to its subscribers: the one way a write reaches what is
/// kept of the data in memory. Every backend's `write` runs its transactions in `publishing`, and
/// `StoreOperations` records each revision it makes in the write's `ChangeLog`; nothing else announces a
/// write. With no subscriber (the CLI) recording costs nothing.
public final class StoreChanges: Sendable {
    /// Held weakly: a subscriber that goes away (a service closed) stops hearing, and is dropped.
    private struct Entry {
        weak var subscriber: (any StoreChangeSubscriber)?
    }

    /// A `Mutex`: writes of several threads take the list while a service subscribes.
    private let entries = Mutex<[Entry]>([])

    /// No subscriber yet.
    public init() {}

    /// Tells `subscriber` of every write committed from now on, until it goes away.
    public func subscribe(_ subscriber: any StoreChangeSubscriber) {
        entries.withLock { entries in
            entries.removeAll { $0.subscriber == nil }
            entries.append(Entry(subscriber: subscriber))
        }
    }

    /// Runs `write`, a backend's write (its transactions, retries and turn at the writer), with a log its
    /// transactions record their changes in (`ChangeLog.restart` at each one's start); once `write` returns
    /// (committed), tells the subscribers, on this thread, before the caller answers anyone.
    package func publishing<Result>(
        _ write: (ChangeLog) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        let log = ChangeLog(subscribers: entries.withLock { $0.compactMap(\.subscriber) })
        let result: Result
        do {
            result = try write(log)
        } catch {
            log.settle()
            throw error
        }
        log.publish()
        return result
    }
}
