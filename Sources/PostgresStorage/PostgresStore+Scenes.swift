import PostgresClient
import Storage
import StoryboardModel

/// Scenes of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension PostgresStore {
    /// The scenes of the storyboard, in document order.
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            return try session.query(
                PostgresSQL.selectScenes, [.integer(key.storyboardID)], row: Scene.init(postgres:))
        }
    }

    /// The scene with IB id `id`.
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            return try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
        }
    }

    /// The scene with IB id `id` and its storyboard's revision, read from one snapshot.
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try read { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: session)
            let scene = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            return (scene, try Self.revision(ofStoryboard: key.storyboardID, in: session))
        }
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken.
    public func addScene(project: String, storyboard: String, scene: Scene) throws(StoreError) -> Scene {
        guard !scene.id.isEmpty else { throw .invalid("scene id must not be empty") }
        return try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            do {
                try session.run(PostgresSQL.insertScene, [.integer(key.storyboardID)] + scene.postgresValues)
            } catch let error as PostgresError where error.isUniqueViolation {
                throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, project, storyboard, "added scene '\(scene.id)' to storyboard '\(storyboard)'", in: session)
            return scene
        }
    }

    /// Replaces (and possibly renames) the scene `id`, as `SQLiteStore.replaceScene` does.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        guard !scene.id.isEmpty else { throw .invalid("scene id must not be empty") }
        return try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            _ = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
            try Self.require(
                ifMatch, revision: try Self.revision(ofStoryboard: key.storyboardID, in: session),
                of: "storyboard '\(storyboard)'")
            do {
                // `segues.source` follows through ON UPDATE CASCADE.
                try session.run(
                    PostgresSQL.updateScene, scene.postgresValues + [.integer(key.storyboardID), .text(id)])
            } catch let error as PostgresError where error.isUniqueViolation {
                throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
            }
            if scene.id != id {
                let rename: [PostgresValue] = [.text(scene.id), .integer(key.storyboardID), .text(id)]
                try session.run(PostgresSQL.renameDestination, rename)
                try session.run(PostgresSQL.renameInitialScene, rename)
            }
            try touch(key, project, storyboard, "changed scene '\(id)' of storyboard '\(storyboard)'", in: session)
            return (scene, try Self.revision(ofStoryboard: key.storyboardID, in: session))
        }
    }

    /// Deletes the scene and the segues leaving it.
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try write { session in
            let key = try Self.storyboardKey(project: project, name: storyboard, locking: true, in: session)
            if ifMatch != nil {
                _ = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: session)
                try Self.require(
                    ifMatch, revision: try Self.revision(ofStoryboard: key.storyboardID, in: session),
                    of: "storyboard '\(storyboard)'")
            }
            let deleted = try session.run(PostgresSQL.deleteScene, [.integer(key.storyboardID), .text(id)])
            if deleted.affectedRows == 0 {
                throw StoreError.notFound("scene '\(id)' in storyboard '\(storyboard)'")
            }
            try touch(key, project, storyboard, "deleted scene '\(id)' of storyboard '\(storyboard)'", in: session)
        }
    }

    static func scene(
        _ id: String, storyboardID: Int64, storyboard: String, in session: PostgresSession
    ) throws -> Scene {
        guard
            let scene = try session.queryFirst(
                PostgresSQL.selectScene, [.integer(storyboardID), .text(id)], row: Scene.init(postgres:))
        else { throw StoreError.notFound("scene '\(id)' in storyboard '\(storyboard)'") }
        return scene
    }

    /// The current revision of the storyboard with row id `storyboardID`.
    static func revision(ofStoryboard storyboardID: Int64, in session: PostgresSession) throws -> Int {
        try session.queryFirst(PostgresSQL.storyboardRevision, [.integer(storyboardID)]) { try $0.int(0) } ?? 0
    }

    /// Records a write to a storyboard's contents: its revision and its project's revision + 1, and the
    /// project's new revision in its history with `summary`.
    func touch(
        _ key: (projectID: Int64, storyboardID: Int64), _ project: String, _ storyboard: String, _ summary: String,
        in session: PostgresSession
    ) throws {
        try session.run(PostgresSQL.touchStoryboard, [.integer(key.storyboardID)])
        try Self.touchProject(key.projectID, in: session)
        try recordRevision(
            key.projectID, project: project, HistoryChange(summary: summary, storyboard: storyboard, content: .model),
            in: session)
    }
}
