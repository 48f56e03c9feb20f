import Storage

/// Replicas on one PostgreSQL database hear each other's writes through `LISTEN`/`NOTIFY`.
extension PostgresStore: StoreChangeFeedSource {
    /// A listener on its own connection to this store's database, for `StoreChange.channel`.
    public func makeChangeFeed() -> (any StoreChangeFeed)? {
        PostgresChangeListener(url: url)
    }
}
