import Foundation
import NavGraphLog
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
    /// heard back) costs one dictionary read: no query, no rebuild. So does a notice heard while a write or
    /// build of the project is under way here: the feed often tells a process of its own write before that
    /// write's build has kept the graph, and reading the project then would read it twice per write. The
    /// work's end checks the revision instead (`endWork`), and reads only when the graph is still older.
    func apply(_ project: String, revision: Int) throws {
        guard revision > 0 else {
            remove(project)
            return
        }
        if let cached = cachedRevision(of: project), cached >= revision { return }
        if building.note(project, heard: revision) { return }
        // A build may have ended between the two looks: it kept the revision, or it heard nothing of this one.
        if let cached = cachedRevision(of: project), cached >= revision { return }
        try readNoticed(project)
    }

    /// Runs `body`, a write to `project` or a rebuild of its graph, with the project marked as being changed by
    /// this process (`beginWork` before it, `endWork` after it, whatever it throws): from before the write
    /// commits (its notice may come back at once) until its graph is kept.
    func changing<T>(_ project: String, _ body: () throws -> T) rethrows -> T {
        beginWork(on: project)
        defer { endWork(on: project) }
        return try body()
    }

    /// Marks `project` as being changed or rebuilt by this process; pair with `endWork(on:)` (`changing` does).
    func beginWork(on project: String) {
        building.enter(project)
    }

    /// Ends what `beginWork(on:)` began. When it was the project's last work and a notice told of a revision
    /// newer than the graph now kept (another process's write), reads the project as `apply` would have.
    func endWork(on project: String) {
        guard let heard = building.leave(project), (cachedRevision(of: project) ?? 0) < heard else { return }
        do {
            try readNoticed(project)
        } catch {
            // The write this ends has committed and must be answered; its notice is handled, so the feed will
            // not retry it. Forget the graph rather than keep one known to be old: the next read builds it.
            serviceLog.warning("cannot read project '\(project)' after a change notice: \(error)")
            remove(project)
        }
    }

    /// Reads `project` after a notice of another process's write.
    private func readNoticed(_ project: String) throws {
        do {
            try refresh(project)
        } catch StoreError.notFound {
            // Deleted again since the notification was sent; its own notification follows.
            remove(project)
        }
    }
}
