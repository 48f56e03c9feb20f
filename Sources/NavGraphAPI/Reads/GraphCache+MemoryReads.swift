import Storage
import StoryboardModel

/// Reads answered from the project's graph in memory rather than from the database, so that they keep
/// answering while the database is unreachable (a replica during a PostgreSQL restart). The graph is rebuilt
/// after every write this process makes and followed for other processes' writes (`GraphCache`), so these
/// answers equal the store's. Not-found errors use the store's words, so answers do not depend on the source.
extension GraphCache {
    /// The current storyboard `name` of `project`, scenes and segues in document order.
    func currentStoryboard(project: String, name: String) throws -> Storyboard {
        guard let storyboard = try graph(for: project).storyboard(named: name) else {
            throw StoreError.notFound("storyboard '\(name)' in project '\(project)'")
        }
        return storyboard
    }

    /// The storyboards of `project` with their counts, sorted by name (as the store lists them).
    func currentStoryboardSummaries(project: String) throws -> [StoryboardSummary] {
        try graph(for: project).storyboards.map { storyboard in
            StoryboardSummary(
                name: storyboard.name, revision: storyboard.revision, initialScene: storyboard.initialScene,
                sceneCount: storyboard.scenes.count, segueCount: storyboard.segues.count)
        }
    }

    /// The scene `id` of a storyboard and the storyboard's revision.
    func currentScene(project: String, storyboard name: String, id: String) throws -> (scene: Scene, revision: Int) {
        let storyboard = try currentStoryboard(project: project, name: name)
        guard let scene = storyboard.scenes.first(where: { $0.id == id }) else {
            throw StoreError.notFound("scene '\(id)' in storyboard '\(name)'")
        }
        return (scene, storyboard.revision)
    }

    /// The segue `id` of a storyboard and the storyboard's revision.
    func currentSegue(project: String, storyboard name: String, id: String) throws -> (segue: Segue, revision: Int) {
        let storyboard = try currentStoryboard(project: project, name: name)
        guard let segue = storyboard.segues.first(where: { $0.id == id }) else {
            throw StoreError.notFound("segue '\(id)' in storyboard '\(name)'")
        }
        return (segue, storyboard.revision)
    }
}
