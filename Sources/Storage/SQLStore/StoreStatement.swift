/// The store's named statements, by a name both backends share; each dialect (`SQLiteDialect`,
/// `PostgresDialect`) holds the text of every one. Values are always bound parameters, never part of the text.
package enum StoreStatement: Hashable, Sendable {
    case latestMigration, databaseSize

    // Migrations (`MigrationRunner`)
    /// `schema_migrations`, made by the runner itself: it must exist before any migration runs.
    case createMigrationsTable
    case appliedMigrations, migrationApplied, recordMigration

    // Projects
    case listProjects, selectProject, projectID
    /// `selectProject` with the row id after the project columns: a read that needs both asks once.
    case selectProjectWithID
    /// The project row a write is about to change, locked until the write commits where the backend needs it.
    case lockProject
    /// A new project one above the highest revision its name ever had (1 when new, `project_revision_marks`);
    /// no row (so no id) when the name is taken.
    case insertProject
    case updateProject, touchProject, deleteProject

    // Storyboards
    case selectStoryboard, selectStoryboardByID, selectStoryboards, storyboardKey, storyboardRevision
    case storyboardSourceByID, storyboardSource, listStoryboards
    /// How a storyboard row holds its source, by row id: its content's hash, and the byte length of bytes it
    /// holds itself (`StoredSourceKey`), read without the bytes.
    case storyboardSourceKeyByID
    /// The storyboard's columns (as `selectStoryboard`) with how it holds its source (`storyboardSourceKeyByID`),
    /// by project name (read with `lockProject`): a PUT knows whether the source differs without reading it.
    case storyboardKeyWithSource
    /// `selectStoryboards` of the project named by the parameter: read with it (`selectProjectWithID`) at once.
    case selectStoryboardsOfProject
    /// A new storyboard one above the highest revision its name in this project name ever had (1 when new,
    /// `storyboard_revision_marks`), answering its row id and revision.
    case insertStoryboard
    case replaceStoryboard, touchStoryboard, renameInitialScene, deleteStoryboard

    // Scenes and segues
    case selectScenes, selectScene, sceneExists, selectProjectScenes, insertScene, updateScene, deleteScene
    case deleteScenes
    case selectSegues, selectSegue, selectProjectSegues, insertSegue, updateSegue, renameDestination, deleteSegue
    case deleteSegues
    /// A storyboard's scene or segue rows with their row ids (last column), in document order; and one row's
    /// columns other than its IB id rewritten by row id (`StoreOperations.updateInPlace`).
    case selectSceneRows, selectSegueRows, updateSceneRow, updateSegueRow
    /// `selectSceneRows` and `selectSegueRows` of the storyboard named by project and storyboard name (none when
    /// it is new), read with `lockProject` before its row id is known.
    case selectSceneRowsByName, selectSegueRowsByName
    /// `insertScene` or `insertSegue` for `rows` rows at once (`VALUES (...), (...)`), where a backend batches.
    case insertScenes(rows: Int), insertSegues(rows: Int)
    /// The scene search with the filters whose bits are set in `mask` (1 class, 2 storyboard, 4 storyboard ID,
    /// 8 kind): one fixed statement per combination, values bound in that order after the project.
    case searchScenes(mask: Int)

    // History (`Migrations/0002_revisions.sql`)
    case projectRevisionRow, insertRevision, revisionExists
    /// The project's revision, module and platform and whether that revision is recorded, by name, then its
    /// creation and update times: read right after `lockProject`, what `recordRevision` needs of the revision
    /// the write is about to make, and the project the write answers.
    case projectRevisionByName
    /// Carries the storyboards a write left alone from the previous revision (all but the one named, if any).
    case copyRevisionStoryboards
    /// `copyRevisionStoryboards`, then the storyboard written as `insertRevisionStoryboardAsStored` records it.
    case copyRevisionStoryboardsAndStored
    case insertRevisionStoryboard, insertContent
    /// Deletes the content row of a hash that neither a kept revision nor a storyboard names (a storyboard's
    /// previous source, once its row names another; `StoreOperations.writeStoryboard`).
    case releaseContent
    /// `insertRevisionStoryboard` with the storyboard's revision taken from its row (none when it is gone), so
    /// the write need not read it first.
    case insertRevisionStoryboardAsStored
    /// Drops the revisions at or below a number; their storyboard rows cascade and unused contents go too.
    case pruneRevisions
    case listRevisions, oldestRevision, selectRevision, selectRevisionContents, countContents

    // Code navigation facts (`Migrations/0013_code_navigation.sql`)
    /// A facts document's bytes by hash, kept as it is when the hash is stored already.
    case insertCodeNavigationContent
    /// The hash of the project's current facts document (NULL: none), by project row id.
    case projectCodeNavigationHash
    /// Sets the project's facts document (a hash or NULL) and moves its revision by one.
    case setProjectCodeNavigation
    /// The bytes of the project's current facts document, by project row id.
    case selectCodeNavigation
    /// The bytes of the facts document a kept revision had, by project row id and revision.
    case selectRevisionCodeNavigation
    /// The revision and facts hash (NULL: none) of two kept revisions of a project by name (`revision IN (?, ?)`).
    case revisionCodeNavigationHashes
    /// Sets a restored revision's facts document (`navgraph copy`), by project row id and revision.
    case restoreRevisionCodeNavigation
    /// Sets a restored project's facts document without moving its revision (`navgraph copy`), by row id.
    case restoreProjectCodeNavigation

    // Restoring a project as another database holds it (`navgraph copy`)
    /// A project with its own revision and timestamps; no row (so no id) when the name is taken.
    case restoreProject
    /// A storyboard at its own revision, answering its row id.
    case restoreStoryboard

    /// Labels and whole-project snapshots (`Migrations/0004_labels.sql`), kept in their own enum.
    case snapshot(SnapshotStatement)
    /// A project's nibs (`Migrations/0014_nibs.sql`), kept in their own enum.
    case nib(NibStatement)

    /// This single-row insert for `rows` rows at once, or `nil` when `self` is not one that batches.
    package func batched(rows: Int) -> StoreStatement? {
        switch self {
        case .insertScene: .insertScenes(rows: rows)
        case .insertSegue: .insertSegues(rows: rows)
        default: nil
        }
    }
}
