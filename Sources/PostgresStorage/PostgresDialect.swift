import Storage

/// The text of every `StoreStatement` in PostgreSQL's dialect (`$n` parameters). A write locks its project's
/// row (`lockProject`, `FOR UPDATE`), so writers of one project queue on the server, in any process.
enum PostgresDialect {
    /// The name `statement` is prepared under on each connection.
    static func name(_ statement: StoreStatement) -> String {
        if case .searchScenes(let mask) = statement { return "navgraph_searchScenes_\(mask)" }
        return "navgraph_\(statement)"
    }

    // Statements built from the column lists, made once (the switch hands out the stored text).
    private static let listProjectsSQL = "SELECT \(StoreColumns.project) FROM projects ORDER BY name"
    private static let selectProjectSQL = "SELECT \(StoreColumns.project) FROM projects WHERE name = $1"
    private static let selectStoryboardSQL =
        "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE project_id = $1 AND name = $2"
    private static let selectStoryboardByIDSQL = "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE id = $1"
    private static let selectStoryboardsSQL =
        "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE project_id = $1 ORDER BY name"
    private static let selectScenesSQL = "SELECT \(StoreColumns.scene) FROM scenes WHERE storyboard_id = $1 ORDER BY id"
    private static let selectSceneSQL =
        "SELECT \(StoreColumns.scene) FROM scenes WHERE storyboard_id = $1 AND ib_id = $2"
    private static let selectProjectScenesSQL =
        """
        SELECT \(StoreColumns.scene), storyboard_id FROM scenes
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = $1) ORDER BY id
        """
    private static let insertSceneSQL =
        """
        INSERT INTO scenes (storyboard_id, \(StoreColumns.scene))
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
        """
    private static let selectSeguesSQL = "SELECT \(StoreColumns.segue) FROM segues WHERE storyboard_id = $1 ORDER BY id"
    private static let selectSegueSQL =
        "SELECT \(StoreColumns.segue) FROM segues WHERE storyboard_id = $1 AND ib_id = $2"
    private static let selectProjectSeguesSQL =
        """
        SELECT \(StoreColumns.segue), storyboard_id FROM segues
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = $1) ORDER BY id
        """
    private static let insertSegueSQL =
        """
        INSERT INTO segues (storyboard_id, \(StoreColumns.segue))
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
        """

    /// The SQL of `statement`.
    static func sql(_ statement: StoreStatement) -> String {
        switch statement {
        case .searchScenes(let mask): StoreColumns.searchScenes(mask: mask, parameter: { "$\($0)" })
        case .latestMigration: "SELECT max(version) FROM schema_migrations"
        case .databaseSize: "SELECT pg_database_size(current_database())"

        case .listProjects: listProjectsSQL
        case .selectProject: selectProjectSQL
        case .projectID: "SELECT id FROM projects WHERE name = $1"
        case .lockProject: "SELECT id FROM projects WHERE name = $1 FOR UPDATE"
        case .insertProject:
            """
            INSERT INTO projects (name, module, platform, revision, created_at, updated_at)
            VALUES ($1, $2, $3, 1, $4, $5)
            ON CONFLICT (name) DO NOTHING RETURNING id
            """
        case .updateProject:
            """
            UPDATE projects SET module = $1, platform = $2, revision = revision + 1, updated_at = $3 WHERE id = $4
            """
        case .touchProject: "UPDATE projects SET revision = revision + 1, updated_at = $1 WHERE id = $2"
        case .deleteProject: "DELETE FROM projects WHERE id = $1"

        case .selectStoryboard: selectStoryboardSQL
        case .selectStoryboardByID: selectStoryboardByIDSQL
        case .selectStoryboards: selectStoryboardsSQL
        case .storyboardKey: "SELECT id, revision FROM storyboards WHERE project_id = $1 AND name = $2"
        case .storyboardRevision: "SELECT revision FROM storyboards WHERE id = $1"
        case .storyboardSourceByID: "SELECT source FROM storyboards WHERE id = $1"
        case .storyboardSource: "SELECT source FROM storyboards WHERE project_id = $1 AND name = $2"
        case .listStoryboards:
            """
            SELECT s.name, s.revision, s.initial_scene,
                (SELECT count(*) FROM scenes WHERE storyboard_id = s.id),
                (SELECT count(*) FROM segues WHERE storyboard_id = s.id)
            FROM storyboards AS s WHERE s.project_id = $1 ORDER BY s.name
            """
        case .insertStoryboard:
            """
            INSERT INTO storyboards
                (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
            VALUES ($1, $2, $3, $4, $5, $6, $7, 1) RETURNING id
            """
        case .replaceStoryboard:
            """
            UPDATE storyboards SET initial_scene = $1, platform = $2, target_runtime = $3, tools_version = $4,
                source = $5,
                revision = revision + 1
            WHERE id = $6
            """
        case .touchStoryboard: "UPDATE storyboards SET revision = revision + 1 WHERE id = $1"
        case .renameInitialScene: "UPDATE storyboards SET initial_scene = $1 WHERE id = $2 AND initial_scene = $3"
        case .deleteStoryboard: "DELETE FROM storyboards WHERE project_id = $1 AND name = $2"

        case .selectScenes: selectScenesSQL
        case .selectScene: selectSceneSQL
        case .sceneExists: "SELECT 1 FROM scenes WHERE storyboard_id = $1 AND ib_id = $2"
        case .selectProjectScenes: selectProjectScenesSQL
        case .insertScene: insertSceneSQL
        case .updateScene:
            """
            UPDATE scenes SET ib_id = $1, kind = $2, custom_class = $3, custom_module = $4,
                inherits_module_from_target = $5,
                storyboard_identifier = $6, title = $7, user_label = $8, referenced_storyboard = $9,
                referenced_identifier = $10, bundle_identifier = $11, line = $12
            WHERE storyboard_id = $13 AND ib_id = $14
            """
        case .deleteScene: "DELETE FROM scenes WHERE storyboard_id = $1 AND ib_id = $2"
        case .deleteScenes: "DELETE FROM scenes WHERE storyboard_id = $1"

        case .selectSegues: selectSeguesSQL
        case .selectSegue: selectSegueSQL
        case .selectProjectSegues: selectProjectSeguesSQL
        case .insertSegue: insertSegueSQL
        case .updateSegue:
            """
            UPDATE segues SET ib_id = $1, source = $2, destination = $3, kind = $4, identifier = $5, relationship = $6,
                custom_class = $7, custom_module = $8, unwind_action = $9, destination_creation_selector = $10,
                attributes = $11, line = $12
            WHERE storyboard_id = $13 AND ib_id = $14
            """
        case .renameDestination: "UPDATE segues SET destination = $1 WHERE storyboard_id = $2 AND destination = $3"
        case .deleteSegue: "DELETE FROM segues WHERE storyboard_id = $1 AND ib_id = $2"
        case .deleteSegues: "DELETE FROM segues WHERE storyboard_id = $1"

        case .projectRevisionRow: "SELECT revision, module, platform FROM projects WHERE id = $1"
        case .insertRevision:
            """
            INSERT INTO revisions (project_id, revision, created_at, summary, module, platform)
            VALUES ($1, $2, $3, $4, $5, $6)
            """
        case .revisionExists: "SELECT 1 FROM revisions WHERE project_id = $1 AND revision = $2"
        case .copyRevisionStoryboards:
            """
            INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
            SELECT project_id, $1, name, storyboard_revision, content_hash FROM revision_storyboards
            WHERE project_id = $2 AND revision = $3 AND name IS DISTINCT FROM $4::text
            """
        case .insertRevisionStoryboard:
            """
            INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
            VALUES ($1, $2, $3, $4, $5)
            """
        case .insertContent:
            """
            INSERT INTO revision_contents (hash, kind, bytes) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING
            """
        case .pruneRevisions: "DELETE FROM revisions WHERE project_id = $1 AND revision <= $2"
        case .listRevisions:
            """
            SELECT revision, created_at, summary FROM revisions WHERE project_id = $1 ORDER BY revision DESC
            """
        case .oldestRevision: "SELECT min(revision) FROM revisions WHERE project_id = $1"
        case .selectRevision:
            "SELECT created_at, module, platform FROM revisions WHERE project_id = $1 AND revision = $2"
        case .selectRevisionContents:
            """
            SELECT rs.name, rs.storyboard_revision, c.kind, c.bytes
            FROM revision_storyboards AS rs JOIN revision_contents AS c ON c.hash = rs.content_hash
            WHERE rs.project_id = $1 AND rs.revision = $2 ORDER BY rs.name
            """
        case .countContents: "SELECT count(*) FROM revision_contents"

        case .restoreProject:
            """
            INSERT INTO projects (name, module, platform, revision, created_at, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (name) DO NOTHING RETURNING id
            """
        case .restoreStoryboard:
            """
            INSERT INTO storyboards
                (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
            """
        }
    }
}
