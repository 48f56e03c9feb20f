import Storage

/// The history of each project, kept exactly as the SQLite store keeps it (`Migrations/postgres/0002`).
extension PostgresStore {
    /// The kept revisions of `project`, newest first.
    public func revisions(project: String) throws(StoreError) -> [RevisionEntry] {
        try read { try $0.revisions(project: project) }
    }

    /// What `project` held at `revision`, if the history still keeps it.
    public func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try read { try $0.revision(revision, project: project) }
    }

    /// The number of distinct storyboard contents the history of every project holds (for tests and metrics).
    public func historyContentCount() throws(StoreError) -> Int {
        try read { try $0.historyContentCount() }
    }
}
