import Foundation
import StoryboardModel

/// A store whose operations run on an `SQLSession` inside a transaction it opens: the one implementation of
/// the contract's operations (below) for every backend. A backend provides the connections, the
/// transactions and the error mapping, and states what it does differently right there: `SQLiteStore` queues
/// for its writer and gives up its disk reserve for deletes on a full disk; `PostgresStore` retries
/// deadlocks, reconnects, and announces every commit to the other replicas (through its session).
package protocol SessionBackedStore: HistoryTransfer {
    /// The session the store's transactions run on.
    associatedtype Session: SQLSession

    /// The migrations the schema is kept at.
    var migrator: Migrator { get }

    /// Runs `body` in one read-only snapshot.
    func read<Result>(_ body: (StoreOperations<Session>) throws -> Result) throws(StoreError) -> Result

    /// `read` of a body that makes one round trip to the database (one query, or one `queryBatch`): a backend
    /// may run it without a transaction of its own, and runs a body that needs more again as a `read`.
    func readOne<Result>(_ body: (StoreOperations<Session>) throws -> Result) throws(StoreError) -> Result

    /// Runs `body` in one write transaction, rolled back if it throws.
    func write<Result: Sendable>(_ body: (StoreOperations<Session>) throws -> Result) throws(StoreError) -> Result

    /// `write` when the writer is free right now (no write of this process holds or awaits it), else `nil`
    /// without running `body`: for a caller with work left before its write that the database can overlap
    /// (`putStoryboard(project:named:...)`). A backend whose writes make no round trips answers `nil`.
    func writeAtOnce<Result: Sendable>(
        _ body: (StoreOperations<Session>) throws -> Result
    ) throws(StoreError) -> Result?

    /// Runs a write that frees space (a delete): where the backend can run out of room for the delete itself
    /// (SQLite's WAL on a full disk), it makes room first; elsewhere it is `write`.
    func writeFreeingSpace<Result: Sendable>(
        _ body: (StoreOperations<Session>) throws -> Result
    ) throws(StoreError) -> Result
}

// MARK: Store

extension SessionBackedStore {
    /// `nil`: a backend whose writes cost no round trips gains nothing from starting one early.
    package func writeAtOnce<Result: Sendable>(
        _ body: (StoreOperations<Session>) throws -> Result
    ) throws(StoreError) -> Result? {
        nil
    }

    /// `read`: a backend whose transactions cost no round trips gains nothing from a read of one.
    package func readOne<Result>(
        _ body: (StoreOperations<Session>) throws -> Result
    ) throws(StoreError) -> Result {
        try read(body)
    }

    /// Whether the database answers and every migration is applied.
    public func isReady() -> Bool {
        do {
            let version = try read { try $0.latestMigration() }
            return version == migrator.latestVersion
        } catch {
            return false
        }
    }

    /// The space the database takes, in bytes (the file's pages for SQLite, `pg_database_size` for PostgreSQL).
    public func databaseSizeBytes() throws(StoreError) -> Int {
        try read { try $0.databaseSizeBytes() }
    }
}

// MARK: Projects

extension SessionBackedStore {
    /// Every project, sorted by name.
    public func listProjects() throws(StoreError) -> [Project] {
        try readOne { try $0.listProjects() }
    }

    /// The project named `name`.
    public func project(_ name: String) throws(StoreError) -> Project {
        try readOne { try $0.project(name) }
    }

    /// Creates `project` (its name, module and platform) with revision 1 and both timestamps now.
    /// `conflict` when the name is taken, `invalid` when it is not a slug.
    public func createProject(_ project: Project) throws(StoreError) -> Project {
        try write { try $0.createProject(project) }
    }

    /// Updates the project's module and main storyboards (`nil`: unchanged, `.some(nil)`: cleared) and
    /// platform (`nil`: unchanged). `ifMatch`, when given, must be met by the project's revision.
    public func updateProject(
        _ name: String, module: String??, mainStoryboards: [String]??, platform: Platform?,
        ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try write {
            try $0.updateProject(
                name, module: module, mainStoryboards: mainStoryboards, platform: platform, ifMatch: ifMatch)
        }
    }

    /// Deletes the project with its storyboards, scenes, segues and history (foreign keys cascade). `ifMatch`,
    /// when given, must be met by the project's revision. (`SQLiteStore` has its own, for a full disk.)
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteProject(name, ifMatch: ifMatch) }
    }
}

// MARK: Storyboards

extension SessionBackedStore {
    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    public func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try read { try $0.listStoryboards(project: project) }
    }

    /// The storyboard `name` of `project`, its scenes and segues in document order.
    public func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        try read { try $0.storyboard(project: project, name: name) }
    }

    /// The source the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    public func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try read { try $0.storyboardSource(project: project, name: name) }
    }

    /// Every storyboard of `project` with all scenes and segues, sorted by name: what the navigation graph is
    /// built from. Three queries whatever the size of the project.
    public func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        try read { try $0.allStoryboards(project: project) }
    }

    /// The project and all its storyboards read from one snapshot, so the storyboards are exactly those of
    /// `project.revision` (a cache keyed on the revision never pairs it with newer or older contents).
    public func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        try read { try $0.projectSnapshot(name) }
    }

    /// The project, its storyboards' revisions, and in full only the storyboards whose revision differs from
    /// `known` or that it lacks, read from one snapshot.
    public func storyboardChanges(_ name: String, known: [String: Int]) throws(StoreError) -> StoryboardChanges {
        try readOne { try $0.storyboardChanges(name, known: known) }
    }

    /// Creates or replaces the storyboard `storyboard.name` of `project` in one transaction: the old scenes
    /// and segues go, the new ones come in, and the revision becomes the old one plus 1 (1 when new).
    /// `source` is kept as given (the imported XML; `nil` for a storyboard made from JSON).
    ///
    /// Idempotent: when the stored storyboard already has this `source` (byte for byte, or both `nil`) and
    /// exactly these contents, nothing is written and the answer is `unchanged`, at the stored revision (so
    /// re-importing a file invalidates no cache or ETag). Contents are compared too, so a newer parser's
    /// reading of the same bytes is stored.
    ///
    /// `ifMatch`, when given, must be met by the stored revision (`nil` when the storyboard is new), else
    /// `preconditionFailed`. `invalid` when the storyboard repeats a scene or segue id, or a segue leaves a
    /// scene it does not have; then nothing is changed (the transaction rolls back wherever it failed).
    /// `withdrawal` is asked right before the commit: a reason it returns rolls everything back and is thrown
    /// as `withdrawn`.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        // Hashed before the transaction: the writer's lock is not held for it.
        let source = source.map { StoryboardSource($0) }
        return try write {
            try $0.putStoryboard(
                project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen,
                withdrawal: withdrawal)
        }
    }

    /// Where the writer is free and the backend gains by it (`writeAtOnce`), `reading` runs inside the write,
    /// while the database answers its first reads; else first, and the write follows. Called once, even when
    /// the write runs again (a lost connection, a deadlock).
    public func putStoryboard(
        project: String, named name: String, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        reading: () -> (storyboard: Storyboard, source: Data?)?, withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        var made: (storyboard: Storyboard, source: StoryboardSource?)?
        var unread = false
        func readOnce() throws(StoreError) -> (storyboard: Storyboard, source: StoryboardSource?) {
            if let made { return made }
            guard !unread, let read = reading() else {
                unread = true
                throw .unread(storyboard: name)
            }
            try StoreError.require(read.storyboard, named: name)
            let source = read.source.map { StoryboardSource($0) }
            made = (read.storyboard, source)
            return (read.storyboard, source)
        }
        let early = try writeAtOnce {
            try $0.putStoryboard(
                project: project, named: name, ifMatch: ifMatch, lastSeen: lastSeen, reading: readOnce,
                withdrawal: withdrawal)
        }
        if let early { return early }
        let (storyboard, source) = try readOnce()
        return try write {
            try $0.putStoryboard(
                project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen,
                withdrawal: withdrawal)
        }
    }

    /// Deletes the storyboard with its scenes and segues; `ifMatch`, when given, must be met by its revision.
    public func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteStoryboard(project: project, name: name, ifMatch: ifMatch) }
    }
}

// MARK: Scenes

extension SessionBackedStore {
    /// The scenes of the storyboard, in document order.
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try read { try $0.scenes(project: project, storyboard: storyboard) }
    }

    /// The scene with IB id `id`.
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try read { try $0.scene(project: project, storyboard: storyboard, id: id) }
    }

    /// The scene with IB id `id` and its storyboard's revision, read from one snapshot.
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try read { try $0.sceneWithRevision(project: project, storyboard: storyboard, id: id) }
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken. Every write also bumps the
    /// storyboard's and the project's revision.
    public func addScene(
        project: String, storyboard: String, scene: Scene
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try write { try $0.addScene(project: project, storyboard: storyboard, scene: scene) }
    }

    /// Replaces the scene `id` with `scene`, keeping its place in document order; when `scene.id` differs the
    /// scene is renamed and what points at it follows (see `StoreOperations.replaceScene`). `ifMatch`, when
    /// given, must be met by the storyboard's revision. Answers the scene and the storyboard's new revision.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try write {
            try $0.replaceScene(project: project, storyboard: storyboard, id: id, with: scene, ifMatch: ifMatch)
        }
    }

    /// Deletes the scene and the segues leaving it. Segues arriving at it keep their destination, which then
    /// dangles (diagnostics report it). `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteScene(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch) }
    }
}

// MARK: Segues

extension SessionBackedStore {
    /// The segues of the storyboard, in document order.
    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try read { try $0.segues(project: project, storyboard: storyboard) }
    }

    /// The segue with IB id `id`.
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try read { try $0.segue(project: project, storyboard: storyboard, id: id) }
    }

    /// The segue with IB id `id` and its storyboard's revision, read from one snapshot.
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try read { try $0.segueWithRevision(project: project, storyboard: storyboard, id: id) }
    }

    /// Adds `segue` at the end of the storyboard. `invalid` when its source scene is not in the storyboard,
    /// `conflict` when its id is taken. Its destination is not checked (a dangling one is diagnosed later).
    public func addSegue(
        project: String, storyboard: String, segue: Segue
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try write { try $0.addSegue(project: project, storyboard: storyboard, segue: segue) }
    }

    /// Replaces the segue `id` with `segue`, keeping its place in document order (renaming it when `segue.id`
    /// differs). `ifMatch`, when given, must be met by the storyboard's revision. Answers the segue and the
    /// storyboard's new revision.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try write {
            try $0.replaceSegue(project: project, storyboard: storyboard, id: id, with: segue, ifMatch: ifMatch)
        }
    }

    /// Deletes the segue; `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { try $0.deleteSegue(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch) }
    }
}

// MARK: Search, history and transfer

extension SessionBackedStore {
    /// Scenes of `project` matching every filter given (`nil` filters match all), sorted by storyboard name
    /// then scene id. `className` matches `customClass` exactly, `identifier` the storyboard ID, `kind` the
    /// IB element.
    public func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        try read { try $0.searchScenes(project: project, matching: filter) }
    }

    /// The kept revisions of `project`, newest first.
    public func revisions(project: String) throws(StoreError) -> [RevisionEntry] {
        try read { try $0.labelledRevisions(project: project) }
    }

    /// What `project` held at `revision`, if the history still keeps it.
    public func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try read { try $0.revision(revision, project: project) }
    }

    /// The number of distinct storyboard contents the history of every project holds (for tests and metrics).
    public func historyContentCount() throws(StoreError) -> Int {
        try read { try $0.historyContentCount() }
    }

    /// Adds `archive` in one transaction, revisions, timestamps, sources and history as they are (a backend
    /// with change notifications announces the project at its revision, so that running replicas build it).
    public func restore(_ archive: ProjectArchive) throws(StoreError) {
        try write { try $0.restore(archive) }
    }

    /// Every label of `project`, sorted by name.
    public func labels(of project: String) throws(StoreError) -> [ProjectArchive.Label] {
        try read { try $0.labels(of: project) }
    }

    /// Every revision mark of the database, deleted names included.
    public func revisionMarks() throws(StoreError) -> RevisionMarks {
        try read { try $0.revisionMarks() }
    }

    /// Raises the marks to at least `marks`, in one transaction.
    public func raise(_ marks: RevisionMarks) throws(StoreError) {
        try write { try $0.raise(marks) }
    }
}
