/// The column lists and the scene search both dialects share (`StoreSQL`).
package enum StoreColumns {
    /// Project columns in the order `Project.init(row:)` reads them.
    package static let project = "name, module, platform, revision, created_at, updated_at, main_storyboards"
    /// Storyboard columns in the order `StoryboardHeader.init(row:)` reads them.
    package static let storyboard = "id, name, platform, target_runtime, tools_version, initial_scene, revision"
    /// Scene columns in the order `Scene.init(row:)` reads them.
    package static let scene = """
        ib_id, kind, custom_class, custom_module, inherits_module_from_target, storyboard_identifier, title,
        user_label, referenced_storyboard, referenced_identifier, bundle_identifier, line, cells, notification_category,
        menu_item
        """
    /// How many columns `scene` lists: a query selecting them first has its other columns from this index.
    package static let sceneCount = 15
    /// Segue columns in the order `Segue.init(row:)` reads them.
    package static let segue = """
        ib_id, source, destination, kind, identifier, relationship, custom_class, custom_module, unwind_action,
        destination_creation_selector, attributes, line
        """
    /// How many columns `segue` lists.
    package static let segueCount = 12

    /// The scene search with the filters of `mask` (see `StoreStatement.searchScenes`): fixed fragments only,
    /// one per filter, so each combination is its own statement and uses the matching index; `?` placeholders.
    package static func searchScenes(mask: Int) -> String {
        var sql = """
            SELECT sc.ib_id, sc.kind, sc.custom_class, sc.custom_module, sc.inherits_module_from_target,
                sc.storyboard_identifier, sc.title, sc.user_label, sc.referenced_storyboard, sc.referenced_identifier,
                sc.bundle_identifier, sc.line, sc.cells, sc.notification_category, sc.menu_item,
                s.name
            FROM scenes AS sc JOIN storyboards AS s ON s.id = sc.storyboard_id
            WHERE s.project_id = ?
            """
        for (bit, column) in [(1, "sc.custom_class"), (2, "s.name"), (4, "sc.storyboard_identifier"), (8, "sc.kind")]
        where mask & bit != 0 {
            sql += " AND \(column) = ?"
        }
        return sql + " ORDER BY s.name, sc.ib_id"
    }
}
