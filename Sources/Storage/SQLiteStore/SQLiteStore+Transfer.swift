/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension SQLiteStore: HistoryTransfer {
    /// Adds `archive` in one transaction, revisions, timestamps, sources and history as they are.
    public func restore(_ archive: ProjectArchive) throws(StoreError) {
        try write { try $0.restore(archive) }
    }
}
