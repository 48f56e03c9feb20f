/// A store that can take a project exactly as another store holds it: the same revision numbers,
/// timestamps and history, not a new write. `navgraph copy` moves databases with it (SQLite to PostgreSQL
/// and back); reading a project out works on any `NavigationStore` (`archive(of:)`).
public protocol HistoryTransfer: NavigationStore {
    /// Adds `archive` in one transaction: the project at its revision, its storyboards with their sources and
    /// revisions, and its history. `conflict` when a project of that name exists; nothing is written then.
    /// No change is announced to other replicas' graphs beyond what a new project causes.
    func restore(_ archive: ProjectArchive) throws(StoreError)
}
