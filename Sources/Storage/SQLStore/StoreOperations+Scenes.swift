import StoryboardModel

/// Scenes of one storyboard. Every write also bumps the storyboard's and the project's revision.
extension StoreOperations {
    /// The scenes of the storyboard, in document order.
    package func scenes(project: String, storyboard: String) throws -> [Scene] {
        let key = try storyboardKey(project: project, name: storyboard)
        return try session.query(.selectScenes, [.integer(key.storyboardID)], row: Scene.init(row:))
    }

    /// The scene with IB id `id`.
    package func scene(project: String, storyboard: String, id: String) throws -> Scene {
        let key = try storyboardKey(project: project, name: storyboard)
        return try scene(id, storyboardID: key.storyboardID, storyboard: storyboard)
    }

    /// The scene with IB id `id` and its storyboard's revision.
    package func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws -> (scene: Scene, revision: Int) {
        let key = try storyboardKey(project: project, name: storyboard)
        let scene = try scene(id, storyboardID: key.storyboardID, storyboard: storyboard)
        return (scene, try revision(ofStoryboard: key.storyboardID))
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken.
    package func addScene(project: String, storyboard: String, scene: Scene) throws -> (scene: Scene, revision: Int) {
        try Self.validate(sceneID: scene.id)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        let values = try scene.columnValues()
        do {
            try session.run(.insertScene, [.integer(key.storyboardID)] + values)
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
        }
        try touch(
            key, project: project, storyboard: storyboard, "added scene '\(scene.id)' to storyboard '\(storyboard)'")
        return (scene, try revision(ofStoryboard: key.storyboardID))
    }

    /// Replaces the scene `id` with `scene`, keeping its place in document order. When `scene.id` differs the
    /// scene is renamed: its segues follow it, and segue destinations and the initial scene pointing at the
    /// old id are updated; `conflict` when the new id is taken. `ifMatch`, when given, must be met by the
    /// storyboard's revision. Answers the scene and the storyboard's new revision.
    package func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws -> (scene: Scene, revision: Int) {
        try Self.validate(sceneID: scene.id)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        let stored = try self.scene(id, storyboardID: key.storyboardID, storyboard: storyboard)
        try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        // The scene as it is already: no revision (as an identical PUT of the storyboard), tags and caches hold.
        if stored.storesIdentically(to: scene) {
            try labelUnchangedWrite(key.projectID, project: project)
            return (stored, try revision(ofStoryboard: key.storyboardID))
        }
        let values = try scene.columnValues()
        do {
            // `segues.source` follows through ON UPDATE CASCADE.
            try session.run(.updateScene, values + [.integer(key.storyboardID), .text(id)])
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("scene '\(scene.id)' already exists in storyboard '\(storyboard)'")
        }
        if scene.id != id {
            let rename: [SQLValue] = [.text(scene.id), .integer(key.storyboardID), .text(id)]
            try session.run(.renameDestination, rename)
            try session.run(.renameInitialScene, rename)
        }
        try touch(key, project: project, storyboard: storyboard, "changed scene '\(id)' of storyboard '\(storyboard)'")
        return (scene, try revision(ofStoryboard: key.storyboardID))
    }

    /// Deletes the scene and the segues leaving it. Segues arriving at it keep their destination, which then
    /// dangles (diagnostics report it). `ifMatch`, when given, must be met by the storyboard's revision.
    package func deleteScene(project: String, storyboard: String, id: String, ifMatch: RevisionCondition?) throws {
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        if ifMatch != nil {
            _ = try scene(id, storyboardID: key.storyboardID, storyboard: storyboard)
            try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        }
        let deleted = try session.run(.deleteScene, [.integer(key.storyboardID), .text(id)])
        if deleted == 0 { throw StoreError.notFound(Self.describe(scene: id, storyboard: storyboard)) }
        try touch(key, project: project, storyboard: storyboard, "deleted scene '\(id)' of storyboard '\(storyboard)'")
    }

    /// The scene with IB id `id`, or `notFound`.
    func scene(_ id: String, storyboardID: Int64, storyboard: String) throws -> Scene {
        guard
            let scene = try session.queryFirst(
                .selectScene, [.integer(storyboardID), .text(id)], row: Scene.init(row:))
        else { throw StoreError.notFound(Self.describe(scene: id, storyboard: storyboard)) }
        return scene
    }

    /// "scene 'X' in storyboard 'Main'".
    static func describe(scene: String, storyboard: String) -> String {
        "scene '\(scene)' in storyboard '\(storyboard)'"
    }

    private static func validate(sceneID: String) throws {
        guard !sceneID.isEmpty else { throw StoreError.invalid("scene id must not be empty") }
    }
}
