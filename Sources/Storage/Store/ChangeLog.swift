/// The changes one write records in its transaction (`StoreOperations.announce`), told to the subscribers
/// once it commits (`StoreChanges.publishing`). Used by the one thread running the write.
package final class ChangeLog {
    private let subscribers: [any StoreChangeSubscriber]
    /// The projects told `changing`, each once, whatever the attempts: each is told `settled` at the end.
    private var changing: [String] = []
    /// What the transaction in progress (its last attempt) changed, one change per project.
    private var changes: [StoreChange] = []

    init(subscribers: [any StoreChangeSubscriber]) {
        self.subscribers = subscribers
    }

    /// Forgets what an attempt rolled back recorded: call at the start of each transaction of the write.
    package func restart() {
        changes.removeAll()
    }

    /// Records that the transaction made `revision` of `project` (0: deleted it) with `label`. A second
    /// revision of the project in one transaction replaces the first, and what was written is then unknown.
    func record(project: String, revision: Int, label: String?) {
        guard !subscribers.isEmpty else { return }
        if !changing.contains(project) {
            changing.append(project)
            for subscriber in subscribers { subscriber.changing(project) }
        }
        let change = StoreChange(project: project, revision: revision, label: label)
        if let index = changes.firstIndex(where: { $0.project == project }) {
            changes[index] = StoreChange(
                project: project, revision: revision, label: label ?? changes[index].label)
        } else {
            changes.append(change)
        }
    }

    /// Tells what the transaction's last recorded change of `project` wrote.
    func wrote(_ written: StoreChange.Written, project: String) {
        guard let index = changes.firstIndex(where: { $0.project == project }) else { return }
        changes[index].written = written
    }

    /// After the commit: every change, then the end of the write for each project.
    func publish() {
        for change in changes {
            for subscriber in subscribers { subscriber.changed(change) }
        }
        settle()
    }

    /// The end of the write for each project told `changing` (after a rollback: all it is told).
    func settle() {
        for project in changing {
            for subscriber in subscribers { subscriber.settled(project) }
        }
        changing.removeAll()
        changes.removeAll()
    }
}
