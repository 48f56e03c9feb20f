import Storage

/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension PostgresStore: HistoryTransfer {
    /// Adds `archive` in one transaction, revisions, timestamps, sources and history as they are, and
    /// announces the project at its revision, so that running replicas build it.
    public func restore(_ archive: ProjectArchive) throws(StoreError) {
        try write { try $0.restore(archive) }
    }
}
