import StoryboardModel

/// Segues of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension SQLiteStore {
    /// The segues of the storyboard, in document order.
    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            return try connection.query(StoreSQL.selectSegues, [.integer(key.storyboardID)], row: Segue.init(row:))
        }
    }

    /// The segue with IB id `id`.
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            return try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
        }
    }

    /// The segue with IB id `id` and its storyboard's revision, read from one snapshot.
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            let segue = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            return (segue, try Self.revision(ofStoryboard: key.storyboardID, in: connection))
        }
    }

    /// Adds `segue` at the end of the storyboard. `invalid` when its source scene is not in the storyboard,
    /// `conflict` when its id is taken. Its destination is not checked (a dangling one is diagnosed later).
    public func addSegue(project: String, storyboard: String, segue: Segue) throws(StoreError) -> Segue {
        try Self.validate(segueID: segue.id)
        return try write { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            try Self.requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            do {
                try connection.run(StoreSQL.insertSegue, [.integer(key.storyboardID)] + (try segue.columnValues()))
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, storyboard, "added segue '\(segue.id)' to storyboard '\(storyboard)'", in: connection)
            return segue
        }
    }

    /// Replaces the segue `id` with `segue`, keeping its place in document order (renaming it when `segue.id`
    /// differs; `conflict` when that id is taken). `invalid` when the new source scene is not in the storyboard.
    /// `ifMatch`, when given, must be met by the storyboard's revision. Answers the segue and the storyboard's
    /// new revision.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError)
        -> (segue: Segue, revision: Int)
    {
        try Self.validate(segueID: segue.id)
        return try write { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            _ = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            try Self.require(
                ifMatch, storyboardID: key.storyboardID, of: "storyboard '\(storyboard)'", in: connection)
            try Self.requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            do {
                try connection.run(
                    StoreSQL.updateSegue, (try segue.columnValues()) + [.integer(key.storyboardID), .text(id)])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, storyboard, "changed segue '\(id)' of storyboard '\(storyboard)'", in: connection)
            return (segue, try Self.revision(ofStoryboard: key.storyboardID, in: connection))
        }
    }

    /// Deletes the segue; `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            if ifMatch != nil {
                _ = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
                try Self.require(
                    ifMatch, storyboardID: key.storyboardID, of: "storyboard '\(storyboard)'", in: connection)
            }
            try connection.run(StoreSQL.deleteSegue, [.integer(key.storyboardID), .text(id)])
            if connection.changes == 0 { throw StoreError.notFound(Self.describe(segue: id, storyboard: storyboard)) }
            try touch(key, storyboard, "deleted segue '\(id)' of storyboard '\(storyboard)'", in: connection)
        }
    }

    private static func segue(
        _ id: String, storyboardID: Int64, storyboard: String, in connection: SQLiteConnection
    ) throws -> Segue {
        guard
            let segue = try connection.queryFirst(
                StoreSQL.selectSegue, [.integer(storyboardID), .text(id)], row: Segue.init(row:))
        else { throw StoreError.notFound(describe(segue: id, storyboard: storyboard)) }
        return segue
    }

    /// Checked before writing so the error names the scene; the foreign key would refuse it anyway.
    private static func requireSource(
        of segue: Segue, storyboardID: Int64, storyboard: String, in connection: SQLiteConnection
    ) throws {
        let exists = try connection.queryFirst(
            StoreSQL.sceneExists, [.integer(storyboardID), .text(segue.source)], row: { _ in true })
        guard exists != nil else {
            throw StoreError.invalid(
                "source scene '\(segue.source)' of segue '\(segue.id)' is not in storyboard '\(storyboard)'")
        }
    }

    /// "segue 'X' in storyboard 'Main'".
    static func describe(segue: String, storyboard: String) -> String {
        "segue '\(segue)' in storyboard '\(storyboard)'"
    }

    private static func validate(segueID: String) throws(StoreError) {
        guard !segueID.isEmpty else { throw .invalid("segue id must not be empty") }
    }
}
