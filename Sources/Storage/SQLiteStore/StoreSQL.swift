/// The store's named SQL statements. Values are always bound parameters (`?`), never part of the text.
enum StoreSQL {
    static let latestMigration = "SELECT max(version) FROM schema_migrations"
    static let databaseSize = "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()"
    /// Copies the WAL into the database and truncates it to zero bytes, giving its disk space back.
    static let truncateWAL = "PRAGMA wal_checkpoint(TRUNCATE)"

    // MARK: Projects

    static let projectColumns = "name, module, platform, revision, created_at, updated_at"
    static let listProjects = "SELECT \(projectColumns) FROM projects ORDER BY name"
    static let selectProject = "SELECT \(projectColumns) FROM projects WHERE name = ?"
    static let projectID = "SELECT id FROM projects WHERE name = ?"
    static let insertProject = """
        INSERT INTO projects (name, module, platform, revision, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)
        """
    static let updateProject = """
        UPDATE projects SET module = ?, platform = ?, revision = revision + 1, updated_at = ? WHERE id = ?
        """
    static let touchProject = "UPDATE projects SET revision = revision + 1, updated_at = ? WHERE id = ?"
    static let deleteProject = "DELETE FROM projects WHERE name = ?"

    // MARK: Storyboards

    static let storyboardColumns = "id, name, platform, target_runtime, tools_version, initial_scene, revision"
    static let selectStoryboard = "SELECT \(storyboardColumns) FROM storyboards WHERE project_id = ? AND name = ?"
    static let selectStoryboardByID = "SELECT \(storyboardColumns) FROM storyboards WHERE id = ?"
    static let selectStoryboards = "SELECT \(storyboardColumns) FROM storyboards WHERE project_id = ? ORDER BY name"
    static let storyboardKey = "SELECT id, revision FROM storyboards WHERE project_id = ? AND name = ?"
    static let storyboardRevision = "SELECT revision FROM storyboards WHERE id = ?"
    static let storyboardSourceByID = "SELECT source FROM storyboards WHERE id = ?"
    static let storyboardSource = "SELECT source FROM storyboards WHERE project_id = ? AND name = ?"
    static let listStoryboards = """
        SELECT s.name, s.revision, s.initial_scene,
            (SELECT count(*) FROM scenes WHERE storyboard_id = s.id),
            (SELECT count(*) FROM segues WHERE storyboard_id = s.id)
        FROM storyboards AS s WHERE s.project_id = ? ORDER BY s.name
        """
    static let insertStoryboard = """
        INSERT INTO storyboards
            (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
        VALUES (?, ?, ?, ?, ?, ?, ?, 1)
        """
    static let replaceStoryboard = """
        UPDATE storyboards SET initial_scene = ?, platform = ?, target_runtime = ?, tools_version = ?, source = ?,
            revision = revision + 1
        WHERE id = ?
        """
    static let touchStoryboard = "UPDATE storyboards SET revision = revision + 1 WHERE id = ?"
    static let renameInitialScene = "UPDATE storyboards SET initial_scene = ? WHERE id = ? AND initial_scene = ?"
    static let deleteStoryboard = "DELETE FROM storyboards WHERE project_id = ? AND name = ?"
}
