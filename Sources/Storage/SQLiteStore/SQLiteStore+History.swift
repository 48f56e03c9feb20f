/// The history of each project: every write records the revision it made and the storyboards the project
/// held then, in the write's own transaction (see `Migrations/0002_revisions.sql`).
extension SQLiteStore {
    /// The default number of revisions kept per project.
    public static let defaultHistoryLimit = StoreDefaults.historyLimit

    /// How many revisions are kept per project (at least 1, the current one); older ones are pruned by the
    /// next write.
    public var historyLimit: Int {
        get { historyLimitValue.load(ordering: .relaxed) }
        set { historyLimitValue.store(max(1, newValue), ordering: .relaxed) }
    }

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
