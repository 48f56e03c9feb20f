/// Named SQL for scenes and segues.
extension StoreSQL {
    // MARK: Scenes

    /// Scene columns in the order `Scene.init(row:)` reads them.
    static let sceneColumns = """
        ib_id, kind, custom_class, custom_module, inherits_module_from_target, storyboard_identifier, title,
        user_label, referenced_storyboard, referenced_identifier, bundle_identifier, line
        """
    static let selectScenes = "SELECT \(sceneColumns) FROM scenes WHERE storyboard_id = ? ORDER BY id"
    static let selectScene = "SELECT \(sceneColumns) FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
    static let sceneExists = "SELECT 1 FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
    /// Every scene of a project with its storyboard's row id last, in document order.
    static let selectProjectScenes = """
        SELECT \(sceneColumns), storyboard_id FROM scenes
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = ?) ORDER BY id
        """
    static let insertScene = """
        INSERT INTO scenes (storyboard_id, \(sceneColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let updateScene = """
        UPDATE scenes SET ib_id = ?, kind = ?, custom_class = ?, custom_module = ?, inherits_module_from_target = ?,
            storyboard_identifier = ?, title = ?, user_label = ?, referenced_storyboard = ?,
            referenced_identifier = ?, bundle_identifier = ?, line = ?
        WHERE storyboard_id = ? AND ib_id = ?
        """
    static let deleteScene = "DELETE FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
    static let deleteScenes = "DELETE FROM scenes WHERE storyboard_id = ?"

    // MARK: Segues

    /// Segue columns in the order `Segue.init(row:)` reads them.
    static let segueColumns = """
        ib_id, source, destination, kind, identifier, relationship, custom_class, custom_module, unwind_action,
        destination_creation_selector, attributes, line
        """
    static let selectSegues = "SELECT \(segueColumns) FROM segues WHERE storyboard_id = ? ORDER BY id"
    static let selectSegue = "SELECT \(segueColumns) FROM segues WHERE storyboard_id = ? AND ib_id = ?"
    static let segueExists = "SELECT 1 FROM segues WHERE storyboard_id = ? AND ib_id = ?"
    /// Every segue of a project with its storyboard's row id last, in document order.
    static let selectProjectSegues = """
        SELECT \(segueColumns), storyboard_id FROM segues
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = ?) ORDER BY id
        """
    static let insertSegue = """
        INSERT INTO segues (storyboard_id, \(segueColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let updateSegue = """
        UPDATE segues SET ib_id = ?, source = ?, destination = ?, kind = ?, identifier = ?, relationship = ?,
            custom_class = ?, custom_module = ?, unwind_action = ?, destination_creation_selector = ?,
            attributes = ?, line = ?
        WHERE storyboard_id = ? AND ib_id = ?
        """
    static let renameDestination = "UPDATE segues SET destination = ? WHERE storyboard_id = ? AND destination = ?"
    static let deleteSegue = "DELETE FROM segues WHERE storyboard_id = ? AND ib_id = ?"
    static let deleteSegues = "DELETE FROM segues WHERE storyboard_id = ?"
}

/// Fragments of the scene search; `SQLiteStore.searchScenes` appends one `AND` clause per filter.
extension StoreSQL {
    static let searchScenesBase = """
        SELECT sc.ib_id, sc.kind, sc.custom_class, sc.custom_module, sc.inherits_module_from_target,
            sc.storyboard_identifier, sc.title, sc.user_label, sc.referenced_storyboard, sc.referenced_identifier,
            sc.bundle_identifier, sc.line, s.name
        FROM scenes AS sc JOIN storyboards AS s ON s.id = sc.storyboard_id
        WHERE s.project_id = ?
        """
    static let searchByClass = " AND sc.custom_class = ?"
    static let searchByStoryboard = " AND s.name = ?"
    static let searchByIdentifier = " AND sc.storyboard_identifier = ?"
    static let searchByKind = " AND sc.kind = ?"
    static let searchScenesOrder = " ORDER BY s.name, sc.ib_id"
}
