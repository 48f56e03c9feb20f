import StoryboardModel

/// Searching scenes across a project.
extension StoreOperations {
    /// Scenes of `project` matching every filter given (`nil` filters match all), sorted by storyboard name
    /// then scene id. Each combination of filters is its own fixed statement, using the matching index.
    package func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws -> [(storyboard: String, scene: Scene)] {
        var mask = 0
        var values: [SQLValue] = [.integer(try projectID(project))]
        for (bit, value) in [(1, filter.className), (2, filter.storyboard), (4, filter.identifier), (8, filter.kind)] {
            guard let value else { continue }
            mask |= bit
            values.append(.text(value))
        }
        return try session.query(.searchScenes(mask: mask), values) { row in
            (storyboard: try row.text(StoreColumns.sceneCount), scene: try Scene(row: row))
        }
    }

    /// `searchScenes` with only the filters given.
    package func searchScenes(
        project: String, className: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        kind: String? = nil
    ) throws -> [(storyboard: String, scene: Scene)] {
        try searchScenes(
            project: project,
            matching: SceneFilter(className: className, storyboard: storyboard, identifier: identifier, kind: kind))
    }
}
