import StoryboardModel

/// Scenes of one storyboard (`StoreOperations` does the work). Every write also bumps the storyboard's and
/// the project's revision.
extension SQLiteStore {
    /// The scenes of the storyboard, in document order.
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try read { try $0.scenes(project: project, storyboard: storyboard) }
    }

    /// The scene with IB id `id`.
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try read { try $0.scene(project: project, storyboard: storyboard, id: id) }
    }

    /// The scene with IB id `id` and its storyboard's revision, read from one snapshot.
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try read { try $0.sceneWithRevision(project: project, storyboard: storyboard, id: id) }
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken.
    public func addScene(project: String, storyboard: String, scene: Scene) throws(StoreError) -> Scene {
        try write { try $0.addScene(project: project, storyboard: storyboard, scene: scene) }
    }

    /// Replaces the scene `id` with `scene`, keeping its place in document order; when `scene.id` differs the
    /// scene is renamed and what points at it follows (see `StoreOperations.replaceScene`). `ifMatch`, when
    /// given, must be met by the storyboard's revision. Answers the scene and the storyboard's new revision.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try write {
            try $0.replaceScene(project: project, storyboard: storyboard, id: id, with: scene, ifMatch: ifMatch)
        }
    }

    /// Deletes the scene and the segues leaving it. Segues arriving at it keep their destination, which then
    /// dangles (diagnostics report it). `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteScene(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch) }
    }
}
