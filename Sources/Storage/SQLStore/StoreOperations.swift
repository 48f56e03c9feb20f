import StoryboardModel

/// The store's operations, written once for both backends: each runs on a session inside the one transaction
/// its store opened (`SQLiteStore` and `PostgresStore` keep the connections, the transactions and the error
/// mapping). Every write to a project first takes its row with `lockProject`, so that on a backend where
/// several writers run at once they queue on it and each sees the last commit.
///
/// What a store's `read` and `write` hand their body (`NavigationStore`): every operation of the store is one
/// method here, so a new one is written in one file of `StoreOperations+*.swift` and called as
/// `store.read { try $0.operation(...) }`.
public struct StoreOperations {
    /// The session of the transaction in progress.
    package let session: any SQLSession
    /// Revisions kept per project (at least 1); older ones are pruned by each write.
    package let historyLimit: Int
    /// Where a write records the revisions it makes, told once it commits (`StoreChanges`); `nil` in a read.
    let changeLog: ChangeLog?

    /// Operations on `session`, keeping `historyLimit` revisions per project; a write's record its changes in
    /// `changes`.
    package init(_ session: any SQLSession, historyLimit: Int, changes: ChangeLog? = nil) {
        self.session = session
        self.historyLimit = historyLimit
        self.changeLog = changes
    }

    /// Records that this write made `revision` of `project` (0: deleted it), with the write's label
    /// (`RevisionLabel.ofWrite`): other processes hear it on commit (`SQLSession.announce`), this process's
    /// subscribers once the write returns (`ChangeLog`).
    func announce(project: String, revision: Int) throws {
        try session.announce(project: project, revision: revision)
        changeLog?.record(project: project, revision: revision, label: RevisionLabel.ofWrite)
    }

    /// The newest migration applied, `nil` on an empty database.
    package func latestMigration() throws -> Int? {
        try session.queryFirst(.latestMigration, []) { try $0.optionalInt(0) } ?? nil
    }

    /// The size of the database in bytes.
    package func databaseSizeBytes() throws -> Int {
        try session.queryFirst(.databaseSize, []) { try $0.int(0) } ?? 0
    }

    /// Throws `preconditionFailed` unless `condition` (when given) is met by `revision` of `what`.
    static func require(_ condition: RevisionCondition?, revision: Int?, of what: String) throws {
        guard let condition, let unmet = condition.unmet(by: revision) else { return }
        throw StoreError.preconditionFailed("\(what) \(unmet)")
    }

    /// `require` against the current revision of the storyboard with row id `storyboardID`.
    func require(_ condition: RevisionCondition?, storyboardID: Int64, storyboard: String) throws {
        guard let condition else { return }
        try Self.require(
            condition, revision: try revision(ofStoryboard: storyboardID), of: "storyboard '\(storyboard)'")
    }
}
