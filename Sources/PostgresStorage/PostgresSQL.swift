/// The PostgreSQL store's named statements: the same queries as the SQLite store's `StoreSQL`, in
/// PostgreSQL's dialect (`$n` parameters, `FOR UPDATE` on the project row a write changes).
enum PostgresSQL {
    static func statement(_ name: String, _ sql: String) -> PostgresStatement {
        PostgresStatement(name: "navgraph_" + name, sql: sql)
    }

    static let latestMigration = statement("latest_migration", "SELECT max(version) FROM schema_migrations")
    static let databaseSize = statement("database_size", "SELECT pg_database_size(current_database())")
    /// Announces a committed change to every listener (see `StoreChange`); sent inside the write's transaction,
    /// so it is delivered on commit and never for a rollback.
    static let notifyChange = statement("notify_change", "SELECT pg_notify('\(StoreChange.channel)', $1)")

    // MARK: Projects

    static let projectColumns = "name, module, platform, revision, created_at, updated_at"
    static let listProjects = statement("list_projects", "SELECT \(projectColumns) FROM projects ORDER BY name")
    static let selectProject = statement("select_project", "SELECT \(projectColumns) FROM projects WHERE name = $1")
    static let projectID = statement("project_id", "SELECT id FROM projects WHERE name = $1")
    /// The project row a write is about to change, locked until the write commits: writers of one project
    /// queue here, in this process and in every other one sharing the database.
    static let lockProject = statement("lock_project", "SELECT id FROM projects WHERE name = $1 FOR UPDATE")
    static let insertProject = statement(
        "insert_project",
        """
        INSERT INTO projects (name, module, platform, revision, created_at, updated_at)
        VALUES ($1, $2, $3, 1, $4, $5) ON CONFLICT (name) DO NOTHING RETURNING id
        """)
    static let updateProject = statement(
        "update_project",
        "UPDATE projects SET module = $1, platform = $2, revision = revision + 1, updated_at = $3 WHERE id = $4")
    static let touchProject = statement(
        "touch_project", "UPDATE projects SET revision = revision + 1, updated_at = $1 WHERE id = $2")
    static let deleteProject = statement("delete_project", "DELETE FROM projects WHERE id = $1")

    // MARK: Storyboards

    static let storyboardColumns = "id, name, platform, target_runtime, tools_version, initial_scene, revision"
    static let selectStoryboard = statement(
        "select_storyboard", "SELECT \(storyboardColumns) FROM storyboards WHERE project_id = $1 AND name = $2")
    static let selectStoryboardByID = statement(
        "select_storyboard_by_id", "SELECT \(storyboardColumns) FROM storyboards WHERE id = $1")
    static let selectStoryboards = statement(
        "select_storyboards", "SELECT \(storyboardColumns) FROM storyboards WHERE project_id = $1 ORDER BY name")
    static let storyboardKey = statement(
        "storyboard_key", "SELECT id, revision FROM storyboards WHERE project_id = $1 AND name = $2")
    static let storyboardRevision = statement(
        "storyboard_revision", "SELECT revision FROM storyboards WHERE id = $1")
    static let storyboardSourceByID = statement(
        "storyboard_source_by_id", "SELECT source FROM storyboards WHERE id = $1")
    static let storyboardSource = statement(
        "storyboard_source", "SELECT source FROM storyboards WHERE project_id = $1 AND name = $2")
    static let listStoryboards = statement(
        "list_storyboards",
        """
        SELECT s.name, s.revision, s.initial_scene,
            (SELECT count(*) FROM scenes WHERE storyboard_id = s.id),
            (SELECT count(*) FROM segues WHERE storyboard_id = s.id)
        FROM storyboards AS s WHERE s.project_id = $1 ORDER BY s.name
        """)
    static let insertStoryboard = statement(
        "insert_storyboard",
        """
        INSERT INTO storyboards
            (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
        VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING id
        """)
    static let replaceStoryboard = statement(
        "replace_storyboard",
        """
        UPDATE storyboards SET initial_scene = $1, platform = $2, target_runtime = $3, tools_version = $4,
            source = $5, revision = revision + 1
        WHERE id = $6
        """)
    static let touchStoryboard = statement(
        "touch_storyboard", "UPDATE storyboards SET revision = revision + 1 WHERE id = $1")
    static let renameInitialScene = statement(
        "rename_initial_scene", "UPDATE storyboards SET initial_scene = $1 WHERE id = $2 AND initial_scene = $3")
    static let deleteStoryboard = statement(
        "delete_storyboard", "DELETE FROM storyboards WHERE project_id = $1 AND name = $2")
}
