import StoryboardModel

/// Scenes of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension SQLiteStore {
    /// The scenes of the storyboard, in document order.
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            return try connection.query(StoreSQL.selectScenes, [.integer(key.storyboardID)], row: Scene.init(row:))
        }
    }

    /// The scene with IB id `id`.
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            return try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
        }
    }

    /// The scene with IB id `id` and its storyboard's revision, read from one snapshot.
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try read { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            let scene = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            return (scene, try Self.revision(ofStoryboard: key.storyboardID, in: connection))
        }
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken.
    public func addScene(project: String, storyboard: String, scene: Scene) throws(StoreError) -> Scene {
        try Self.validate(sceneID: scene.id)
        return try write { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            do {
                try connection.run(StoreSQL.insertScene, [.integer(key.storyboardID)] + scene.columnValues)
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
            }
            try touch(key, storyboard, "added scene '\(scene.id)' to storyboard '\(storyboard)'", in: connection)
            return scene
        }
    }

    /// Replaces the scene `id` with `scene`, keeping its place in document order. When `scene.id` differs the
    /// scene is renamed: its segues follow it, and segue destinations and the initial scene pointing at the
    /// old id are updated; `conflict` when the new id is taken. `ifMatch`, when given, must be met by the
    /// storyboard's revision. Answers the scene and the storyboard's new revision.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError)
        -> (scene: Scene, revision: Int)
    {
        try Self.validate(sceneID: scene.id)
        return try write { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            _ = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
            try Self.require(
                ifMatch, storyboardID: key.storyboardID, of: "storyboard '\(storyboard)'", in: connection)
            do {
                // `segues.source` follows through ON UPDATE CASCADE.
                try connection.run(StoreSQL.updateScene, scene.columnValues + [.integer(key.storyboardID), .text(id)])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
            }
            if scene.id != id {
                let rename: [SQLiteValue] = [.text(scene.id), .integer(key.storyboardID), .text(id)]
                try connection.run(StoreSQL.renameDestination, rename)
                try connection.run(StoreSQL.renameInitialScene, rename)
            }
            try touch(key, storyboard, "changed scene '\(id)' of storyboard '\(storyboard)'", in: connection)
            return (scene, try Self.revision(ofStoryboard: key.storyboardID, in: connection))
        }
    }

    /// Deletes the scene and the segues leaving it. Segues arriving at it keep their destination, which then
    /// dangles (diagnostics report it). `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { connection in
            let key = try Self.storyboardKey(project: project, name: storyboard, in: connection)
            if ifMatch != nil {
                _ = try Self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard, in: connection)
                try Self.require(
                    ifMatch, storyboardID: key.storyboardID, of: "storyboard '\(storyboard)'", in: connection)
            }
            try connection.run(StoreSQL.deleteScene, [.integer(key.storyboardID), .text(id)])
            if connection.changes == 0 { throw StoreError.notFound(Self.describe(scene: id, storyboard: storyboard)) }
            try touch(key, storyboard, "deleted scene '\(id)' of storyboard '\(storyboard)'", in: connection)
        }
    }

    static func scene(
        _ id: String, storyboardID: Int64, storyboard: String, in connection: SQLiteConnection
    ) throws -> Scene {
        guard
            let scene = try connection.queryFirst(
                StoreSQL.selectScene, [.integer(storyboardID), .text(id)], row: Scene.init(row:))
        else { throw StoreError.notFound(describe(scene: id, storyboard: storyboard)) }
        return scene
    }

    /// Records a write to a storyboard's contents: its revision and its project's revision + 1, and the
    /// project's new revision in its history with `summary`.
    func touch(
        _ key: (projectID: Int64, storyboardID: Int64), _ storyboard: String, _ summary: String,
        in connection: SQLiteConnection
    ) throws {
        try connection.run(StoreSQL.touchStoryboard, [.integer(key.storyboardID)])
        try Self.touchProject(key.projectID, in: connection)
        try recordRevision(
            key.projectID, HistoryChange(summary: summary, storyboard: storyboard, content: .model), in: connection)
    }

    /// "scene 'X' in storyboard 'Main'".
    static func describe(scene: String, storyboard: String) -> String {
        "scene '\(scene)' in storyboard '\(storyboard)'"
    }

    private static func validate(sceneID: String) throws(StoreError) {
        guard !sceneID.isEmpty else { throw .invalid("scene id must not be empty") }
    }
}
