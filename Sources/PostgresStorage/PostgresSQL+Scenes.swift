/// Named statements for scenes and segues.
extension PostgresSQL {
    // MARK: Scenes

    /// Scene columns in the order `Scene.init(postgres:)` reads them.
    static let sceneColumns = """
        ib_id, kind, custom_class, custom_module, inherits_module_from_target, storyboard_identifier, title,
        user_label, referenced_storyboard, referenced_identifier, bundle_identifier, line
        """
    static let selectScenes = statement(
        "select_scenes", "SELECT \(sceneColumns) FROM scenes WHERE storyboard_id = $1 ORDER BY id")
    static let selectScene = statement(
        "select_scene", "SELECT \(sceneColumns) FROM scenes WHERE storyboard_id = $1 AND ib_id = $2")
    static let sceneExists = statement(
        "scene_exists", "SELECT 1 FROM scenes WHERE storyboard_id = $1 AND ib_id = $2")
    /// Every scene of a project with its storyboard's row id last, in document order.
    static let selectProjectScenes = statement(
        "select_project_scenes",
        """
        SELECT \(sceneColumns), storyboard_id FROM scenes
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = $1) ORDER BY id
        """)
    static let insertScene = statement(
        "insert_scene",
        """
        INSERT INTO scenes (storyboard_id, \(sceneColumns))
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
        """)
    static let updateScene = statement(
        "update_scene",
        """
        UPDATE scenes SET ib_id = $1, kind = $2, custom_class = $3, custom_module = $4,
            inherits_module_from_target = $5, storyboard_identifier = $6, title = $7, user_label = $8,
            referenced_storyboard = $9, referenced_identifier = $10, bundle_identifier = $11, line = $12
        WHERE storyboard_id = $13 AND ib_id = $14
        """)
    static let deleteScene = statement(
        "delete_scene", "DELETE FROM scenes WHERE storyboard_id = $1 AND ib_id = $2")
    static let deleteScenes = statement("delete_scenes", "DELETE FROM scenes WHERE storyboard_id = $1")

    // MARK: Segues

    /// Segue columns in the order `Segue.init(postgres:)` reads them.
    static let segueColumns = """
        ib_id, source, destination, kind, identifier, relationship, custom_class, custom_module, unwind_action,
        destination_creation_selector, attributes, line
        """
    static let selectSegues = statement(
        "select_segues", "SELECT \(segueColumns) FROM segues WHERE storyboard_id = $1 ORDER BY id")
    static let selectSegue = statement(
        "select_segue", "SELECT \(segueColumns) FROM segues WHERE storyboard_id = $1 AND ib_id = $2")
    /// Every segue of a project with its storyboard's row id last, in document order.
    static let selectProjectSegues = statement(
        "select_project_segues",
        """
        SELECT \(segueColumns), storyboard_id FROM segues
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = $1) ORDER BY id
        """)
    static let insertSegue = statement(
        "insert_segue",
        """
        INSERT INTO segues (storyboard_id, \(segueColumns))
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
        """)
    static let updateSegue = statement(
        "update_segue",
        """
        UPDATE segues SET ib_id = $1, source = $2, destination = $3, kind = $4, identifier = $5,
            relationship = $6, custom_class = $7, custom_module = $8, unwind_action = $9,
            destination_creation_selector = $10, attributes = $11, line = $12
        WHERE storyboard_id = $13 AND ib_id = $14
        """)
    static let renameDestination = statement(
        "rename_destination", "UPDATE segues SET destination = $1 WHERE storyboard_id = $2 AND destination = $3")
    static let deleteSegue = statement(
        "delete_segue", "DELETE FROM segues WHERE storyboard_id = $1 AND ib_id = $2")
    static let deleteSegues = statement("delete_segues", "DELETE FROM segues WHERE storyboard_id = $1")

    // MARK: Search

    /// The scene search with the filters whose bits are set in `mask` (1 class, 2 storyboard, 4 storyboard
    /// ID, 8 kind): one fixed statement per combination, values bound in that order after the project.
    static func searchScenes(mask: Int) -> PostgresStatement {
        var sql = """
            SELECT sc.ib_id, sc.kind, sc.custom_class, sc.custom_module, sc.inherits_module_from_target,
                sc.storyboard_identifier, sc.title, sc.user_label, sc.referenced_storyboard, sc.referenced_identifier,
                sc.bundle_identifier, sc.line, s.name
            FROM scenes AS sc JOIN storyboards AS s ON s.id = sc.storyboard_id
            WHERE s.project_id = $1
            """
        var parameter = 2
        for (bit, column) in [(1, "sc.custom_class"), (2, "s.name"), (4, "sc.storyboard_identifier"), (8, "sc.kind")]
        where mask & bit != 0 {
            sql += " AND \(column) = $\(parameter)"
            parameter += 1
        }
        sql += " ORDER BY s.name, sc.ib_id"
        return statement("search_scenes_\(mask)", sql)
    }
}
