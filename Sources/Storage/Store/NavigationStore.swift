import Foundation
import StoryboardModel

/// The store contract: every operation the HTTP API and the CLI need, whatever database holds the data.
///
/// Two implementations: `SQLiteStore` (module `SQLiteStorage`: one file, the embedded default) and
/// `PostgresStore` (module `PostgresStorage`, for replicas sharing one server); both run the one set of
/// operations (`SessionBackedStore`) and behave the same in everything listed here, which the one
/// conformance suite in `Tests/StorageTests` checks against each. This module links no database library.
///
/// Every write is one transaction: it commits whole or changes nothing. A write that changes anything moves
/// the project's revision by one and records it in the history (at most `historyLimit` kept per project).
/// Conditional writes take a `RevisionCondition` (HTTP's `If-Match`), checked inside the transaction.
/// Failures are `StoreError`s, which the API maps to statuses in one place.
public protocol NavigationStore: AnyObject, Sendable {
    /// Where the data lives, for logs and messages: a file path, or a URL with its password hidden.
    var location: String { get }
    /// How many revisions are kept per project (at least 1, the current one). Reads never show older ones; their
    /// rows are deleted by the write that makes a batch of them (`StoreOperations.pruneHistory`).
    var historyLimit: Int { get set }
    /// Seconds a write waits for its turn at the writer before failing with `StoreError.busy`.
    var writerWaitLimit: Double { get }
    /// Writes waiting for the writer right now (for metrics and tests).
    var waitingWriters: Int { get }

    /// Closes every connection; later calls fail with `StoreError.invalid`. Safe to call more than once.
    func close()
    /// Whether the database answers and every migration is applied.
    func isReady() -> Bool
    /// The space the database takes, in bytes (the file's pages for SQLite, `pg_database_size` for PostgreSQL).
    func databaseSizeBytes() throws(StoreError) -> Int

    // MARK: Projects

    /// Every project, sorted by name.
    func listProjects() throws(StoreError) -> [Project]
    /// The project named `name`; `notFound` when there is none.
    func project(_ name: String) throws(StoreError) -> Project
    /// Creates `project` at revision 1; `conflict` when the name is taken, `invalid` when it is not a slug.
    func createProject(_ project: Project) throws(StoreError) -> Project
    /// Updates module and main storyboards (`nil`: unchanged, `.some(nil)`: cleared) and platform (`nil`:
    /// unchanged).
    func updateProject(
        _ name: String, module: String??, mainStoryboards: [String]??, platform: Platform?,
        ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project
    /// Deletes the project with everything in it and its history.
    func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError)

    // MARK: Storyboards

    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary]
    /// One storyboard with its scenes and segues in document order.
    func storyboard(project: String, name: String) throws(StoreError) -> Storyboard
    /// The XML the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    func storyboardSource(project: String, name: String) throws(StoreError) -> Data?
    /// Every storyboard of `project` with all scenes and segues, sorted by name.
    func allStoryboards(project: String) throws(StoreError) -> [Storyboard]
    /// The project and all its storyboards read from one snapshot (exactly those of `project.revision`).
    func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard])
    /// The project, its storyboards' revisions, and in full only those whose revision differs from `known`
    /// (name to revision) or that it lacks, all from one snapshot: what a cached graph reads after a write.
    func storyboardChanges(_ name: String, known: [String: Int]) throws(StoreError) -> StoryboardChanges
    /// Creates or replaces a storyboard atomically. Idempotent: the same `source` and contents change nothing
    /// (`unchanged`, same revision). `ifMatch` is checked against the stored revision (`nil` when new);
    /// `withdrawal` is asked right before the commit, and a reason it returns rolls back as `withdrawn`. The
    /// answer holds the project as the write left it (its new revision and time), so a cache of it needs no read.
    /// `lastSeen`: the storyboard as the caller last read it from this store, if it has it; while the stored
    /// revision is still its revision, the write compares with it instead of reading the stored contents, and
    /// rewrites only the scenes and segues that differ from it (a hint: the result is the same without it).
    func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut
    /// `putStoryboard` of the storyboard `name` that `reading` makes (a request body parsed, and its source),
    /// called exactly once. A store may call it inside the write, while the database answers the write's first
    /// reads, so that the two overlap: it must not wait for anything (a client still sending the body). It
    /// answers `nil` when it cannot read the storyboard (the caller keeps why), and the write ends with nothing
    /// changed (`StoreError.withdrawn`). The storyboard's name must be `name`.
    func putStoryboard(
        project: String, named name: String, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        reading: () -> (storyboard: Storyboard, source: Data?)?, withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut
    /// Deletes the storyboard with its scenes and segues.
    func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError)

    // MARK: Scenes

    /// The scenes of a storyboard, in document order.
    func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene]
    /// The scene with IB id `id`.
    func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene
    /// The scene and its storyboard's revision, read from one snapshot.
    func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int)
    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken. Answers it with the
    /// storyboard's new revision.
    func addScene(project: String, storyboard: String, scene: Scene) throws(StoreError) -> (scene: Scene, revision: Int)
    /// Replaces (and possibly renames) the scene `id`; answers it with the storyboard's new revision.
    func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int)
    /// Deletes the scene and the segues leaving it.
    func deleteScene(project: String, storyboard: String, id: String, ifMatch: RevisionCondition?) throws(StoreError)

    // MARK: Segues

    /// The segues of a storyboard, in document order.
    func segues(project: String, storyboard: String) throws(StoreError) -> [Segue]
    /// The segue with IB id `id`.
    func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue
    /// The segue and its storyboard's revision, read from one snapshot.
    func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int)
    /// Adds `segue`; `invalid` when its source scene is not in the storyboard, `conflict` when its id is taken.
    /// Answers it with the storyboard's new revision.
    func addSegue(project: String, storyboard: String, segue: Segue) throws(StoreError) -> (segue: Segue, revision: Int)
    /// Replaces (and possibly renames) the segue `id`; answers it with the storyboard's new revision.
    func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int)
    /// Deletes the segue.
    func deleteSegue(project: String, storyboard: String, id: String, ifMatch: RevisionCondition?) throws(StoreError)

    // MARK: Search and history

    /// Scenes of `project` matching every filter given, sorted by storyboard name then scene id.
    func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)]
    /// The kept revisions of `project`, newest first.
    func revisions(project: String) throws(StoreError) -> [RevisionEntry]
    /// What `project` held at `revision`, if the history still keeps it.
    func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup
    /// The number of distinct storyboard contents the history of every project holds.
    func historyContentCount() throws(StoreError) -> Int

    // MARK: Snapshots and labels

    /// Replaces every storyboard of `project` with `files` as one revision (creating the project from
    /// `template`'s module and platform when it is missing), optionally naming that revision `label`.
    func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project,
        ifMatch: RevisionCondition?, withdrawal: () -> String?
    ) throws(StoreError) -> SnapshotResult
    /// Adds or replaces `files` in `project` as one revision, keeping the storyboards `files` does not hold
    /// (creating the project from `template` when missing), optionally naming that revision `label`.
    func putStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project
    ) throws(StoreError) -> SnapshotResult
    /// The revision `label` names in `project`; `notFound` when it names none.
    func revision(labelled label: String, project: String) throws(StoreError) -> Int
}

/// What `NavigationStore.putStoryboard` did: the storyboard as stored (its new revision), whether it was new,
/// whether nothing was written (the same source and contents), and the project as the write left it.
public typealias StoryboardPut = (storyboard: Storyboard, created: Bool, unchanged: Bool, project: Project)
