import Storage

/// SQLite has no notifications between processes: a server polls for other processes' writes instead.
extension SQLiteStore: StoreChangeFeedSource {
    /// Always `nil`: the service looks for `navgraph import` runs beside it with a timer.
    public func makeChangeFeed() -> (any StoreChangeFeed)? { nil }
}
