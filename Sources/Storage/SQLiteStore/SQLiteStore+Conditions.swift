/// Checking a `RevisionCondition` inside a write transaction.
extension SQLiteStore {
    /// Throws `preconditionFailed` unless `condition` (when given) is met by `revision` of `what`.
    static func require(_ condition: RevisionCondition?, revision: Int?, of what: String) throws {
        guard let condition, !condition.isMet(by: revision) else { return }
        let now = revision.map { "is at revision \($0)" } ?? "does not exist"
        throw StoreError.preconditionFailed("\(what) \(now); it changed since the revision the request names")
    }

    /// `require` against the current revision of the storyboard with row id `storyboardID`.
    static func require(
        _ condition: RevisionCondition?, storyboardID: Int64, of what: String, in connection: SQLiteConnection
    ) throws {
        guard let condition else { return }
        let revision = try connection.queryFirst(StoreSQL.storyboardRevision, [.integer(storyboardID)]) { $0.int(0) }
        try require(condition, revision: revision, of: what)
    }

    /// The current revision of the storyboard with row id `storyboardID`.
    static func revision(ofStoryboard storyboardID: Int64, in connection: SQLiteConnection) throws -> Int {
        try connection.queryFirst(StoreSQL.storyboardRevision, [.integer(storyboardID)]) { $0.int(0) } ?? 0
    }
}
