import StoryboardModel

/// Searching scenes across a project.
extension SQLiteStore {
    /// Scenes of `project` matching every filter given (`nil` filters match all), sorted by storyboard name
    /// then scene id. `className` matches `customClass` exactly, `identifier` the storyboard ID, `kind` the
    /// IB element.
    public func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        // The statement is assembled from fixed fragments only (one per filter given), so each combination
        // is its own cached statement and uses the matching index; values stay bound parameters.
        var sql = StoreSQL.searchScenesBase
        var values: [SQLiteValue] = []
        let filters: [(String?, String)] = [
            (filter.className, StoreSQL.searchByClass), (filter.storyboard, StoreSQL.searchByStoryboard),
            (filter.identifier, StoreSQL.searchByIdentifier), (filter.kind, StoreSQL.searchByKind),
        ]
        for (value, clause) in filters {
            guard let value else { continue }
            sql += clause
            values.append(.text(value))
        }
        sql += StoreSQL.searchScenesOrder
        let query = sql
        let parameters = values
        return try read { connection in
            let projectID = try Self.projectID(project, in: connection)
            return try connection.query(query, [.integer(projectID)] + parameters) { row in
                (storyboard: row.text(12), scene: Scene(row: row))
            }
        }
    }
}
