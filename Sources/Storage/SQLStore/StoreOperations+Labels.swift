import StoryboardModel

/// Labels on ordinary writes (`RevisionLabel.ofWrite`, the `NavGraph-Label` header): the same rules as a
/// snapshot's label, checked in the write's own transaction.
extension StoreOperations {
    /// Names `revision` of the project (row id `projectID`) with the running write's label, if it has one.
    /// `changed`: the write made `revision`. A label already naming `revision` is kept; one naming another
    /// revision is a `conflict` (the transaction rolls back), unless the write changed nothing and that
    /// revision holds exactly the contents of this one.
    func labelWrite(_ projectID: Int64, project name: String, revision: Int, changed: Bool) throws {
        guard let label = RevisionLabel.ofWrite else { return }
        try RevisionLabel.validate(label)
        if let named = try labelledRevision(label, projectID: projectID) {
            if named == revision { return }
            if !changed, try contentHashes(named, projectID: projectID) == contentHashes(revision, projectID: projectID)
            {
                return
            }
            throw StoreError.conflict(
                "label '\(label)' already names revision \(named) of project '\(name)', which holds other contents "
                    + "than this write's revision; a label names one revision")
        }
        try session.run(
            .snapshot(.insertLabel),
            [.integer(projectID), .text(label), .integer(Int64(revision)), .text(Timestamp.now())])
    }

    /// `labelWrite` for a write that changed nothing: the label names the project's current revision.
    func labelUnchangedWrite(_ projectID: Int64, project name: String) throws {
        guard RevisionLabel.ofWrite != nil,
            let revision = try session.queryFirst(.projectRevisionRow, [.integer(projectID)], row: { try $0.int(0) })
        else { return }
        try labelWrite(projectID, project: name, revision: revision, changed: false)
    }

    /// The SHA-256 of each storyboard and nib content a kept revision holds, by name (empty when it is not kept).
    private func contentHashes(_ revision: Int, projectID: Int64) throws -> [String: String] {
        var hashes: [String: String] = [:]
        let key: [SQLValue] = [.integer(projectID), .integer(Int64(revision)), .integer(Int64(historyLimit))]
        _ = try session.query(.snapshot(.revisionContentHashes), key) {
            row in hashes[try row.text(0)] = try row.text(1)
        }
        // Nibs too (`Migrations/0014_nibs.sql`), apart from storyboards of the same name.
        _ = try session.query(.nib(.revisionHashes), Array(key.prefix(2))) { row in
            hashes["nib\u{1}" + (try row.text(0))] = try row.text(1)
        }
        return hashes
    }
}
