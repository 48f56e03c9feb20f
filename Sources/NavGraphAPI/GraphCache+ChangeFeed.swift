import Storage

/// Following another process's writes as the database announces them (PostgreSQL replicas).
extension GraphCache {
    /// Starts `feed`, applying every change it tells and reconciling every project when it (re)connects.
    /// The callbacks hold the cache weakly: a feed outliving the service rebuilds nothing.
    func follow(_ feed: any StoreChangeFeed) {
        feed.start(
            changed: { [weak self] project, revision in try self?.apply(project, revision: revision) },
            resynchronize: { [weak self] in try self?.reconcile(leavingBuildsInFlight: false) })
    }

    /// Brings `project` to `revision` (0: deleted). A revision this process already holds (its own write,
    /// heard back) costs one dictionary read: no query, no rebuild.
    func apply(_ project: String, revision: Int) throws {
        guard revision > 0 else {
            remove(project)
            return
        }
        if let cached = cachedRevision(of: project), cached >= revision { return }
        do {
            try refresh(project)
        } catch StoreError.notFound {
            // Deleted again since the notification was sent; its own notification follows.
            remove(project)
        }
    }
}
