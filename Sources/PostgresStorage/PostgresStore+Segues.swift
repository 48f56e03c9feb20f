import PostgresClient
import Storage
import StoryboardModel

/// Segues of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension PostgresStore {
    /// The segues of the storyboard, in document order.
    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            return try session.query(
                PostgresSQL.selectSegues, [.integer(key.storyboardID)], row: Segue.init(postgres:))
        }
    }

    /// The segue with IB id `id`.
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            return try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
        }
    }

    /// The segue with IB id `id` and its storyboard's revision, read from one snapshot.
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            let segue = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            return (segue, try Self.revision(ofStoryboard: key.storyboardID, in: session))
        }
    }

    /// Adds `segue`; `invalid` when its source scene is not in the storyboard, `conflict` when its id is taken.
    public func addSegue(project: String, storyboard: String, segue: Segue) throws(StoreError) -> Segue {
        guard !segue.id.isEmpty else { throw .invalid("segue id must not be empty") }
        return try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            try Self.requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            do {
                try session.run(PostgresSQL.insertSegue, [.integer(key.storyboardID)] + segue.postgresValues)
            } catch let error as PostgresError where error.isUniqueViolation {
                throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, project, storyboard, "added segue '\(segue.id)' to storyboard '\(storyboard)'", in: session)
            return segue
        }
    }

    /// Replaces (and possibly renames) the segue `id`, as `SQLiteStore.replaceSegue` does.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        guard !segue.id.isEmpty else { throw .invalid("segue id must not be empty") }
        return try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            _ = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            try Self.require(
                ifMatch, revision: try Self.revision(ofStoryboard: key.storyboardID, in: session),
                of: "storyboard '\(storyboard)'")
            try Self.requireSource(of: segue, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            do {
                try session.run(
                    PostgresSQL.updateSegue, segue.postgresValues + [.integer(key.storyboardID), .text(id)])
            } catch let error as PostgresError where error.isUniqueViolation {
                throw StoreError.conflict("segue '\(segue.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, project, storyboard, "changed segue '\(id)' of storyboard '\(storyboard)'", in: session)
            return (segue, try Self.revision(ofStoryboard: key.storyboardID, in: session))
        }
    }

    /// Deletes the segue.
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            if ifMatch != nil {
                _ = try Self.segue(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
                try Self.require(
                    ifMatch, revision: try Self.revision(ofStoryboard: key.storyboardID, in: session),
                    of: "storyboard '\(storyboard)'")
            }
            let deleted = try session.run(PostgresSQL.deleteSegue, [.integer(key.storyboardID), .text(id)])
            if deleted.affectedRows == 0 {
                throw StoreError.notFound("segue '\(id)' in storyboard '\(storyboard)'")
            }
            try touch(key, project, storyboard, "deleted segue '\(id)' of storyboard '\(storyboard)'", in: session)
        }
    }

    private static func segue(
        _ id: String, storyboardID: Int64, storyboard: String, in session: PostgresSession
    ) throws -> Segue {
        guard
            let segue = try session.queryFirst(
                PostgresSQL.selectSegue, [.integer(storyboardID), .text(id)], row: Segue.init(postgres:))
        else { throw StoreError.notFound("segue '\(id)' in storyboard '\(storyboard)'") }
        return segue
    }

    /// Checked before writing so the error names the scene; the foreign key would refuse it anyway.
    private static func requireSource(
        of segue: Segue, storyboardID: Int64, storyboard: String, in session: PostgresSession
    ) throws {
        let exists = try session.queryFirst(
            PostgresSQL.sceneExists, [.integer(storyboardID), .text(segue.source)], row: { _ in true })
        guard exists != nil else {
            throw StoreError.invalid(
                "source scene '\(segue.source)' of segue '\(segue.id)' is not in storyboard '\(storyboard)'")
        }
    }
}
