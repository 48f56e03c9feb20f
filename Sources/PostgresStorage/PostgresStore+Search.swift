import PostgresClient
import Storage
import StoryboardModel

/// Searching scenes across a project.
extension PostgresStore {
    /// Scenes of `project` matching every filter given, sorted by storyboard name then scene id.
    public func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        var mask = 0
        var values: [PostgresValue] = []
        for (bit, value) in [(1, filter.className), (2, filter.storyboard), (4, filter.identifier), (8, filter.kind)] {
            guard let value else { continue }
            mask |= bit
            values.append(.text(value))
        }
        let statement = PostgresSQL.searchScenes(mask: mask)
        let parameters = values
        return try read { session in
            let projectID = try Self.projectID(project, in: session)
            return try session.query(statement, [.integer(projectID)] + parameters) { row in
                (storyboard: try row.text(12), scene: try Scene(postgres: row))
            }
        }
    }
}
