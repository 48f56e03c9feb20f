import Foundation
import Storage

/// A store that wraps another: the contract (`NavigationStore`: a read, a write, and the store's settings)
/// goes to `inner` unless the decorator declares its own, so a test store (counting, failing, slowing) wraps
/// the reads or writes it watches, whatever operation they run. A new store operation needs nothing here.
public protocol StoreDecorator: NavigationStore {
    /// The store every read and write the decorator does not declare goes to.
    var inner: any NavigationStore { get }
}

extension StoreDecorator {
    public var location: String { inner.location }
    public var historyLimit: Int {
        get { inner.historyLimit }
        set { inner.historyLimit = newValue }
    }
    public var writerWaitLimit: Double { inner.writerWaitLimit }
    public var waitingWriters: Int { inner.waitingWriters }
    public var changes: StoreChanges { inner.changes }
    public func close() { inner.close() }
    public func isReady() -> Bool { inner.isReady() }
    public func read<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        try inner.read(body)
    }
    public func readOne<Result>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        try inner.readOne(body)
    }
    @discardableResult
    public func write<Result: Sendable>(_ body: (StoreOperations) throws -> Result) throws(StoreError) -> Result {
        try inner.write(body)
    }
    @discardableResult
    public func writeFreeingSpace<Result: Sendable>(
        _ body: (StoreOperations) throws -> Result
    ) throws(StoreError) -> Result {
        try inner.writeFreeingSpace(body)
    }
}
