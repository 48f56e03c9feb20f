import StoryboardModel

/// Segues of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension StoreOperations {
    /// The segues of the storyboard, in document order.
    package func segues(project: String, storyboard: String) throws -> [Segue] {
        let key = try storyboardKey(project: project, name: storyboard)
        return try session.query(.selectSegues, [.integer(key.storyboardID)], row: Segue.init(row:))
    }

    /// The segue with IB id `id`.
    package func segue(project: String, storyboard: String, id: String) throws -> Segue {
        let key = try storyboardKey(project: project, name: storyboard)
        return try segue(id, storyboardID: key.storyboardID, storyboard: storyboard)
    }

    /// The segue with IB id `id` and its storyboard's revision.
    package func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws -> (segue: Segue, revision: Int) {
        let key = try storyboardKey(project: project, name: storyboard)
        let segue = try segue(id, storyboardID: key.storyboardID, storyboard: storyboard)
        return (segue, try revision(ofStoryboard: key.storyboardID))
    }

    /// Adds `segue` at the end of the storyboard. `invalid` when its source scene is not in the storyboard,
    /// `conflict` when its id is taken. Its destination is not checked (a dangling one is diagnosed later).
    package func addSegue(project: String, storyboard: String, segue: Segue) throws -> (segue: Segue, revision: Int) {
        try Self.validate(segueID: segue.id)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        try requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard)
        do {
            try session.run(.insertSegue, [.integer(key.storyboardID)] + segue.columnValues)
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
        }
        try touch(
            key, project: project, storyboard: storyboard, "added segue '\(segue.id)' to storyboard '\(storyboard)'")
        return (segue, try revision(ofStoryboard: key.storyboardID))
    }

    /// Replaces the segue `id` with `segue`, keeping its place in document order (renaming it when `segue.id`
    /// differs; `conflict` when that id is taken). `invalid` when the new source scene is not in the storyboard.
    /// `ifMatch`, when given, must be met by the storyboard's revision. Answers the segue and the storyboard's
    /// new revision.
    package func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws -> (segue: Segue, revision: Int) {
        try Self.validate(segueID: segue.id)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        let stored = try self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard)
        try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        // The segue as it is already: no revision (as an identical PUT of the storyboard).
        if stored.storesIdentically(to: segue) {
            try labelUnchangedWrite(key.projectID, project: project)
            return (stored, try revision(ofStoryboard: key.storyboardID))
        }
        try requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard)
        do {
            try session.run(.updateSegue, segue.columnValues + [.integer(key.storyboardID), .text(id)])
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
        }
        try touch(key, project: project, storyboard: storyboard, "changed segue '\(id)' of storyboard '\(storyboard)'")
        return (segue, try revision(ofStoryboard: key.storyboardID))
    }

    /// Deletes the segue; `ifMatch`, when given, must be met by the storyboard's revision.
    package func deleteSegue(project: String, storyboard: String, id: String, ifMatch: RevisionCondition?) throws {
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        if ifMatch != nil {
            _ = try segue(id, storyboardID: key.storyboardID, storyboard: storyboard)
            try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        }
        let deleted = try session.run(.deleteSegue, [.integer(key.storyboardID), .text(id)])
        if deleted == 0 { throw StoreError.notFound(Self.describe(segue: id, storyboard: storyboard)) }
        try touch(key, project: project, storyboard: storyboard, "deleted segue '\(id)' of storyboard '\(storyboard)'")
    }

    /// The segue with IB id `id`, or `notFound`.
    func segue(_ id: String, storyboardID: Int64, storyboard: String) throws -> Segue {
        guard
            let segue = try session.queryFirst(
                .selectSegue, [.integer(storyboardID), .text(id)], row: Segue.init(row:))
        else { throw StoreError.notFound(Self.describe(segue: id, storyboard: storyboard)) }
        return segue
    }

    /// Checked before writing so the error names the scene; the foreign key would refuse it anyway.
    private func requireSource(of segue: Segue, storyboardID: Int64, storyboard: String) throws {
        let exists = try session.queryFirst(.sceneExists, [.integer(storyboardID), .text(segue.source)]) { _ in true }
        guard exists != nil else {
            throw StoreError.invalid(
                "source scene '\(segue.source)' of segue '\(segue.id)' is not in storyboard '\(storyboard)'")
        }
    }

    /// "segue 'X' in storyboard 'Main'".
    static func describe(segue: String, storyboard: String) -> String {
        "segue '\(segue)' in storyboard '\(storyboard)'"
    }

    private static func validate(segueID: String) throws {
        guard !segueID.isEmpty else { throw StoreError.invalid("segue id must not be empty") }
    }
}
