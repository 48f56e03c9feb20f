/// What a backend's SQL says differently from the shared text (`StoreSQL`), each with `?` placeholders.
package protocol SQLDialect {
    /// `databaseSize`: the space the database takes, in bytes.
    static var databaseSize: String { get }
    /// `lockProject`: the project's id, its row locked until the write commits where the backend needs that.
    static var lockProject: String { get }
    /// `copyRevisionStoryboards`, made by `StoreSQL.copyRevisionStoryboards(nameDiffers:)`.
    static var copyRevisionStoryboards: String { get }
    /// `copyRevisionStoryboardsAndStored`, made by `StoreSQL.copyRevisionStoryboardsAndStored(nameDiffers:)`.
    static var copyRevisionStoryboardsAndStored: String { get }
    /// `createMigrationsTable`: `schema_migrations (version, name, checksum, applied_at)` if it is missing.
    static var createMigrationsTable: String { get }
}

/// The text of every `StoreStatement`, written once with `?` placeholders (values are always bound, never part
/// of the text); what a dialect says differently comes from its `SQLDialect`. A backend numbering its
/// placeholders (PostgreSQL's `$1`, `$2`, ...) rewrites the text with `numbered` once per prepared statement.
package enum StoreSQL {
    // Statements built from the column lists, made once (the switch hands out the stored text).
    private static let listProjectsSQL = "SELECT \(StoreColumns.project) FROM projects ORDER BY name"
    private static let selectProjectSQL = "SELECT \(StoreColumns.project) FROM projects WHERE name = ?"
    private static let selectProjectWithIDSQL = "SELECT \(StoreColumns.project), id FROM projects WHERE name = ?"
    private static let selectStoryboardSQL =
        "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE project_id = ? AND name = ?"
    private static let selectStoryboardByIDSQL = "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE id = ?"
    private static let selectStoryboardsSQL =
        "SELECT \(StoreColumns.storyboard) FROM storyboards WHERE project_id = ? ORDER BY name"
    private static let selectScenesSQL = "SELECT \(StoreColumns.scene) FROM scenes WHERE storyboard_id = ? ORDER BY id"
    private static let selectSceneSQL = "SELECT \(StoreColumns.scene) FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
    private static let selectProjectScenesSQL =
        """
        SELECT \(StoreColumns.scene), storyboard_id FROM scenes
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = ?) ORDER BY id
        """
    private static let insertSceneSQL = insertScenes(rows: 1)
    private static let selectSceneRowsSQL =
        "SELECT \(StoreColumns.scene), id FROM scenes WHERE storyboard_id = ? ORDER BY id"
    private static let selectSegueRowsSQL =
        "SELECT \(StoreColumns.segue), id FROM segues WHERE storyboard_id = ? ORDER BY id"
    /// The row id of storyboard `?` (second) of project `?` (first), for the statements by name.
    private static let storyboardIDByName =
        "(SELECT s.id FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id WHERE p.name = ? AND s.name = ?)"
    private static let selectSceneRowsByNameSQL =
        "SELECT \(StoreColumns.scene), id FROM scenes WHERE storyboard_id = \(storyboardIDByName) ORDER BY id"
    private static let selectSegueRowsByNameSQL =
        "SELECT \(StoreColumns.segue), id FROM segues WHERE storyboard_id = \(storyboardIDByName) ORDER BY id"
    /// The storyboard columns of `s`, then how it holds its source (its content's hash, the length of bytes it
    /// holds itself), then 1 when the project's current revision names that content for it (its last write was
    /// of this source), else 0.
    private static let storyboardKeyWithSourceSQL = """
        SELECT \(StoreColumns.storyboard.split(separator: ", ").map { "s.\($0)" }.joined(separator: ", ")),
            s.source_hash, length(s.source),
            CASE WHEN EXISTS (
                SELECT 1 FROM revision_storyboards AS rs
                WHERE rs.project_id = p.id AND rs.revision = p.revision AND rs.name = s.name
                    AND rs.content_hash = s.source_hash
            ) THEN 1 ELSE 0 END
        FROM storyboards AS s JOIN projects AS p ON p.id = s.project_id
        WHERE p.name = ? AND s.name = ?
        """
    private static let selectStoryboardsOfProjectSQL = """
        SELECT \(StoreColumns.storyboard) FROM storyboards WHERE project_id = (SELECT id FROM projects WHERE name = ?)
        ORDER BY name
        """
    private static let selectSeguesSQL = "SELECT \(StoreColumns.segue) FROM segues WHERE storyboard_id = ? ORDER BY id"
    private static let selectSegueSQL = "SELECT \(StoreColumns.segue) FROM segues WHERE storyboard_id = ? AND ib_id = ?"
    private static let selectProjectSeguesSQL =
        """
        SELECT \(StoreColumns.segue), storyboard_id FROM segues
        WHERE storyboard_id IN (SELECT id FROM storyboards WHERE project_id = ?) ORDER BY id
        """
    private static let insertSegueSQL = insertSegues(rows: 1)

    /// `INSERT INTO scenes` of `rows` rows: each its storyboard's id and its `StoreColumns.scene` columns.
    private static func insertScenes(rows: Int) -> String {
        "INSERT INTO scenes (storyboard_id, \(StoreColumns.scene)) VALUES "
            + values(rows: rows, columns: 1 + StoreColumns.sceneCount)
    }

    /// `INSERT INTO segues` of `rows` rows: each its storyboard's id and its twelve columns.
    private static func insertSegues(rows: Int) -> String {
        "INSERT INTO segues (storyboard_id, \(StoreColumns.segue)) VALUES "
            + values(rows: rows, columns: 1 + StoreColumns.segueCount)
    }

    /// `rows` rows of `columns` placeholders each.
    private static func values(rows: Int, columns: Int) -> String {
        let row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
        return Array(repeating: row, count: max(1, rows)).joined(separator: ", ")
    }

    /// `copyRevisionStoryboards` with `nameDiffers`, the dialect's null-safe "`name` differs from the last
    /// parameter" (a write naming no storyboard binds null and copies them all).
    package static func copyRevisionStoryboards(nameDiffers: String) -> String {
        """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        SELECT project_id, ?, name, storyboard_revision, content_hash FROM revision_storyboards
        WHERE project_id = ? AND revision = ? AND \(nameDiffers)
        """
    }

    /// `copyRevisionStoryboards` and `insertRevisionStoryboardAsStored` in one statement: the storyboards a
    /// write left alone carried over, and the one it wrote as its row now is (one statement fewer per PUT).
    package static func copyRevisionStoryboardsAndStored(nameDiffers: String) -> String {
        // The revision once, outside the union: there its type is the column's (a parameter inside a union
        // would be typed by the union alone, as text, on PostgreSQL).
        """
        INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
        SELECT project_id, ?, name, storyboard_revision, content_hash FROM (
            SELECT project_id, name, storyboard_revision, content_hash FROM revision_storyboards
            WHERE project_id = ? AND revision = ? AND \(nameDiffers)
            UNION ALL
            SELECT project_id, name, revision, ? FROM storyboards WHERE project_id = ? AND name = ?
        ) AS carried
        """
    }

    /// `sql` with its `?` placeholders numbered `$1`, `$2`, ... in order (the statements hold no `?` in a
    /// literal).
    package static func numbered(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 16)
        var next = 1
        for character in sql {
            if character == "?" {
                result += "$\(next)"
                next += 1
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The SQL of `statement` in `dialect`, with `?` placeholders.
    package static func sql<Dialect: SQLDialect>(_ statement: StoreStatement, in dialect: Dialect.Type) -> String {
        switch statement {
        case .searchScenes(let mask): StoreColumns.searchScenes(mask: mask)
        case .snapshot(let statement): statement.sql
        case .nib(let statement): statement.sql
        case .latestMigration: "SELECT max(version) FROM schema_migrations"
        case .createMigrationsTable: Dialect.createMigrationsTable
        case .appliedMigrations: "SELECT version, name, checksum, applied_at FROM schema_migrations ORDER BY version"
        case .migrationApplied: "SELECT 1 FROM schema_migrations WHERE version = ?"
        case .recordMigration: "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)"
        case .databaseSize: Dialect.databaseSize

        case .listProjects: listProjectsSQL
        case .selectProject: selectProjectSQL
        case .projectID: "SELECT id FROM projects WHERE name = ?"
        case .selectProjectWithID: selectProjectWithIDSQL
        case .lockProject: Dialect.lockProject
        case .insertProject:
            """
            INSERT INTO projects (name, module, platform, revision, created_at, updated_at, main_storyboards)
            VALUES (?, ?, ?, 1 + coalesce((SELECT revision FROM project_revision_marks WHERE name = ?), 0), ?, ?, ?)
            ON CONFLICT (name) DO NOTHING RETURNING id
            """
        case .updateProject:
            """
            UPDATE projects SET module = ?, platform = ?, main_storyboards = ?, revision = revision + 1, updated_at = ?
            WHERE id = ?
            """
        case .touchProject: "UPDATE projects SET revision = revision + 1, updated_at = ? WHERE id = ?"
        case .deleteProject: "DELETE FROM projects WHERE id = ?"

        case .selectStoryboard: selectStoryboardSQL
        case .selectStoryboardByID: selectStoryboardByIDSQL
        case .selectStoryboards: selectStoryboardsSQL
        case .storyboardKey: "SELECT id, revision FROM storyboards WHERE project_id = ? AND name = ?"
        case .storyboardKeyWithSource: storyboardKeyWithSourceSQL
        case .selectStoryboardsOfProject: selectStoryboardsOfProjectSQL
        case .storyboardRevision: "SELECT revision FROM storyboards WHERE id = ?"
        // A row holds its bytes itself only from before 0007_source_once.sql; else its content row has them.
        case .storyboardSourceByID:
            """
            SELECT coalesce(s.source, c.bytes) FROM storyboards AS s LEFT JOIN revision_contents AS c
                ON c.hash = s.source_hash
            WHERE s.id = ?
            """
        case .storyboardSourceKeyByID: "SELECT source_hash, length(source) FROM storyboards WHERE id = ?"
        case .storyboardSource:
            """
            SELECT coalesce(s.source, c.bytes) FROM storyboards AS s LEFT JOIN revision_contents AS c
                ON c.hash = s.source_hash
            WHERE s.project_id = ? AND s.name = ?
            """
        case .listStoryboards:
            """
            SELECT s.name, s.revision, s.initial_scene,
                (SELECT count(*) FROM scenes WHERE storyboard_id = s.id),
                (SELECT count(*) FROM segues WHERE storyboard_id = s.id)
            FROM storyboards AS s WHERE s.project_id = ? ORDER BY s.name
            """
        case .insertStoryboard:
            """
            INSERT INTO storyboards
                (project_id, name, initial_scene, platform, target_runtime, tools_version, source_hash, revision)
            VALUES (
                ?, ?, ?, ?, ?, ?, ?,
                1 + coalesce(
                    (
                        SELECT m.revision FROM storyboard_revision_marks AS m JOIN projects AS p ON p.name = m.project
                        WHERE p.id = ? AND m.name = ?
                    ), 0)
            ) RETURNING id, revision
            """
        case .replaceStoryboard:
            """
            UPDATE storyboards SET initial_scene = ?, platform = ?, target_runtime = ?, tools_version = ?,
                source_hash = ?, source = NULL, revision = revision + 1
            WHERE id = ?
            """
        case .touchStoryboard: "UPDATE storyboards SET revision = revision + 1 WHERE id = ?"
        case .renameInitialScene: "UPDATE storyboards SET initial_scene = ? WHERE id = ? AND initial_scene = ?"
        case .deleteStoryboard: "DELETE FROM storyboards WHERE project_id = ? AND name = ?"

        case .selectScenes: selectScenesSQL
        case .selectScene: selectSceneSQL
        case .sceneExists: "SELECT 1 FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
        case .selectProjectScenes: selectProjectScenesSQL
        case .insertScene: insertSceneSQL
        case .insertScenes(let rows): insertScenes(rows: rows)
        case .updateScene:
            """
            UPDATE scenes SET ib_id = ?, kind = ?, custom_class = ?, custom_module = ?, inherits_module_from_target = ?,
                storyboard_identifier = ?, title = ?, user_label = ?, referenced_storyboard = ?,
                referenced_identifier = ?, bundle_identifier = ?, line = ?, cells = ?, notification_category = ?,
                menu_item = ?
            WHERE storyboard_id = ? AND ib_id = ?
            """
        case .deleteScene: "DELETE FROM scenes WHERE storyboard_id = ? AND ib_id = ?"
        case .deleteScenes: "DELETE FROM scenes WHERE storyboard_id = ?"
        case .selectSceneRows: selectSceneRowsSQL
        case .selectSceneRowsByName: selectSceneRowsByNameSQL
        case .updateSceneRow:
            // Not ib_id: a changed parent key would cascade to the segues (and is never changed in place).
            """
            UPDATE scenes SET kind = ?, custom_class = ?, custom_module = ?, inherits_module_from_target = ?,
                storyboard_identifier = ?, title = ?, user_label = ?, referenced_storyboard = ?,
                referenced_identifier = ?, bundle_identifier = ?, line = ?, cells = ?, notification_category = ?,
                menu_item = ?
            WHERE id = ?
            """

        case .selectSegues: selectSeguesSQL
        case .selectSegue: selectSegueSQL
        case .selectProjectSegues: selectProjectSeguesSQL
        case .insertSegue: insertSegueSQL
        case .insertSegues(let rows): insertSegues(rows: rows)
        case .updateSegue:
            """
            UPDATE segues SET ib_id = ?, source = ?, destination = ?, kind = ?, identifier = ?, relationship = ?,
                custom_class = ?, custom_module = ?, unwind_action = ?, destination_creation_selector = ?,
                attributes = ?, line = ?
            WHERE storyboard_id = ? AND ib_id = ?
            """
        case .renameDestination: "UPDATE segues SET destination = ? WHERE storyboard_id = ? AND destination = ?"
        case .deleteSegue: "DELETE FROM segues WHERE storyboard_id = ? AND ib_id = ?"
        case .deleteSegues: "DELETE FROM segues WHERE storyboard_id = ?"
        case .selectSegueRows: selectSegueRowsSQL
        case .selectSegueRowsByName: selectSegueRowsByNameSQL
        case .updateSegueRow:
            """
            UPDATE segues SET source = ?, destination = ?, kind = ?, identifier = ?, relationship = ?,
                custom_class = ?, custom_module = ?, unwind_action = ?, destination_creation_selector = ?,
                attributes = ?, line = ?
            WHERE id = ?
            """

        case .projectRevisionRow:
            // Whether the revision before this one is recorded (not on a database from before history).
            """
            SELECT p.revision, p.module, p.platform,
                CASE WHEN EXISTS (
                    SELECT 1 FROM revisions AS r WHERE r.project_id = p.id AND r.revision = p.revision - 1
                ) THEN 1 ELSE 0 END
            FROM projects AS p WHERE p.id = ?
            """
        case .projectRevisionByName:
            """
            SELECT p.revision, p.module, p.platform,
                CASE WHEN EXISTS (
                    SELECT 1 FROM revisions AS r WHERE r.project_id = p.id AND r.revision = p.revision
                ) THEN 1 ELSE 0 END,
                p.created_at, p.updated_at, p.main_storyboards
            FROM projects AS p WHERE p.name = ?
            """
        case .insertRevision:
            """
            INSERT INTO revisions (project_id, revision, created_at, summary, module, platform, code_navigation_hash)
            VALUES (?, ?, ?, ?, ?, ?, (SELECT code_navigation_hash FROM projects WHERE id = ?))
            """
        case .revisionExists: "SELECT 1 FROM revisions WHERE project_id = ? AND revision = ?"
        case .copyRevisionStoryboards: Dialect.copyRevisionStoryboards
        case .copyRevisionStoryboardsAndStored: Dialect.copyRevisionStoryboardsAndStored
        case .insertRevisionStoryboard:
            """
            INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
            VALUES (?, ?, ?, ?, ?)
            """
        case .insertRevisionStoryboardAsStored:
            """
            INSERT INTO revision_storyboards (project_id, revision, name, storyboard_revision, content_hash)
            SELECT project_id, ?, name, revision, ? FROM storyboards WHERE project_id = ? AND name = ?
            """
        case .insertContent:
            """
            INSERT INTO revision_contents (hash, kind, bytes) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING
            """
        case .releaseContent:
            """
            DELETE FROM revision_contents WHERE hash = ?
                AND NOT EXISTS (SELECT 1 FROM revision_storyboards WHERE content_hash = ?)
                AND NOT EXISTS (SELECT 1 FROM storyboards WHERE source_hash = ?)
            """
        case .pruneRevisions: "DELETE FROM revisions WHERE project_id = ? AND revision <= ?"
        // The history's reads are bounded by the limit (the second parameter): rows past it wait for the next
        // batch of pruning (`StoreOperations.pruneHistory`) but are not kept revisions.
        case .listRevisions:
            """
            SELECT r.revision, r.created_at, r.summary FROM revisions AS r JOIN projects AS p ON p.id = r.project_id
            WHERE r.project_id = ? AND r.revision > p.revision - ? ORDER BY r.revision DESC
            """
        case .oldestRevision:
            """
            SELECT min(r.revision) FROM revisions AS r JOIN projects AS p ON p.id = r.project_id
            WHERE r.project_id = ? AND r.revision > p.revision - ?
            """
        case .selectRevision: "SELECT created_at, module, platform FROM revisions WHERE project_id = ? AND revision = ?"
        case .selectRevisionContents:
            """
            SELECT rs.name, rs.storyboard_revision, c.kind, c.bytes
            FROM revision_storyboards AS rs JOIN revision_contents AS c ON c.hash = rs.content_hash
            WHERE rs.project_id = ? AND rs.revision = ? ORDER BY rs.name
            """
        case .countContents: "SELECT count(*) FROM revision_contents"

        case .insertCodeNavigationContent:
            "INSERT INTO code_navigation_contents (hash, bytes) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING"
        case .projectCodeNavigationHash: "SELECT code_navigation_hash FROM projects WHERE id = ?"
        case .setProjectCodeNavigation:
            "UPDATE projects SET code_navigation_hash = ?, revision = revision + 1, updated_at = ? WHERE id = ?"
        case .selectCodeNavigation:
            """
            SELECT c.bytes FROM projects AS p JOIN code_navigation_contents AS c ON c.hash = p.code_navigation_hash
            WHERE p.id = ?
            """
        case .selectRevisionCodeNavigation:
            """
            SELECT c.bytes FROM revisions AS r JOIN code_navigation_contents AS c ON c.hash = r.code_navigation_hash
            WHERE r.project_id = ? AND r.revision = ?
            """
        case .revisionCodeNavigationHashes:
            """
            SELECT revision, code_navigation_hash FROM revisions
            WHERE project_id = (SELECT id FROM projects WHERE name = ?) AND revision IN (?, ?)
            """
        case .restoreRevisionCodeNavigation:
            "UPDATE revisions SET code_navigation_hash = ? WHERE project_id = ? AND revision = ?"
        case .restoreProjectCodeNavigation: "UPDATE projects SET code_navigation_hash = ? WHERE id = ?"

        case .restoreProject:
            """
            INSERT INTO projects (name, module, platform, revision, created_at, updated_at, main_storyboards)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO NOTHING RETURNING id
            """
        case .restoreStoryboard:
            """
            INSERT INTO storyboards
                (project_id, name, initial_scene, platform, target_runtime, tools_version, source_hash, revision)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
            """
        }
    }
}
