import Storage
import StoryboardModel

/// Searching scenes across a project.
extension PostgresStore {
    /// Scenes of `project` matching every filter given (`nil` filters match all), sorted by storyboard name
    /// then scene id. `className` matches `customClass` exactly, `identifier` the storyboard ID, `kind` the
    /// IB element.
    public func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        try read { try $0.searchScenes(project: project, matching: filter) }
    }
}
