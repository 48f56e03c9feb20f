import Foundation
import StoryboardModel

// The contract's operations as single calls, each one `read` or `write` of the operation of the same name
// (`StoreOperations`), for the callers that make one operation at a time. A new operation needs none of these:
// `store.read { try $0.operation(...) }` reaches it.

extension NavigationStore {
    /// The space the database takes, in bytes (the file's pages for SQLite, `pg_database_size` for PostgreSQL).
    public func databaseSizeBytes() throws(StoreError) -> Int {
        try read { try $0.databaseSizeBytes() }
    }
}

// MARK: Projects

extension NavigationStore {
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
    /// when given, must be met by the project's revision.
    ///
    /// On a full disk a large project may not fit in one transaction even with room made (SQLite's delete
    /// appends every page it changes to the WAL). Its storyboards are then deleted one transaction each, every
    /// one giving its space back, and the project last: each step leaves a whole project, and an error part way
    /// leaves one with fewer storyboards, never a half storyboard.
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        do {
            try writeFreeingSpace { try $0.deleteProject(name, ifMatch: ifMatch) }
        } catch {
            guard case .database(let underlying) = error, underlying.isDiskFull else { throw error }
            try deleteProjectPiecewise(name, ifMatch: ifMatch)
        }
    }

    /// `deleteProject` one storyboard at a time (see there); `ifMatch` is checked once, before the first.
    private func deleteProjectPiecewise(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        if let ifMatch {
            let revision = try project(name).revision
            if let unmet = ifMatch.unmet(by: revision) { throw .preconditionFailed("project '\(name)' \(unmet)") }
        }
        for storyboard in try listStoryboards(project: name) {
            try deleteStoryboard(project: name, name: storyboard.name)
        }
        try writeFreeingSpace { try $0.deleteProject(name, ifMatch: nil) }
    }
}

// MARK: Storyboards

extension NavigationStore {
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

// MARK: Scenes and segues (`StoreOperations+Elements.swift`: the same operations for both)

extension NavigationStore {
    /// The scenes of the storyboard, in document order.
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try read { try $0.elements(Scene.self, project: project, storyboard: storyboard) }
    }

    /// The scene with IB id `id`.
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try read { try $0.element(Scene.self, project: project, storyboard: storyboard, id: id) }
    }

    /// The scene with IB id `id` and its storyboard's revision, read from one snapshot.
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try read { operations -> (scene: Scene, revision: Int) in
            try operations.elementWithRevision(Scene.self, project: project, storyboard: storyboard, id: id)
        }
    }

    /// Adds `scene` at the end of the storyboard; `conflict` when its id is taken.
    public func addScene(
        project: String, storyboard: String, scene: Scene
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try write { operations -> (scene: Scene, revision: Int) in
            try operations.add(scene, project: project, storyboard: storyboard)
        }
    }

    /// Replaces the scene `id` with `scene`, keeping its place in document order; when `scene.id` differs the
    /// scene is renamed: its segues follow it, and segue destinations and the initial scene pointing at the old
    /// id are updated. `ifMatch`, when given, must be met by the storyboard's revision. Answers the scene and
    /// the storyboard's new revision.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try write { operations -> (scene: Scene, revision: Int) in
            try operations.replace(id, with: scene, project: project, storyboard: storyboard, ifMatch: ifMatch)
        }
    }

    /// Deletes the scene and the segues leaving it. Segues arriving at it keep their destination, which then
    /// dangles (diagnostics report it). `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace {
            try $0.delete(Scene.self, project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
        }
    }

    /// The segues of the storyboard, in document order.
    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try read { try $0.elements(Segue.self, project: project, storyboard: storyboard) }
    }

    /// The segue with IB id `id`.
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try read { try $0.element(Segue.self, project: project, storyboard: storyboard, id: id) }
    }

    /// The segue with IB id `id` and its storyboard's revision, read from one snapshot.
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try read { operations -> (segue: Segue, revision: Int) in
            try operations.elementWithRevision(Segue.self, project: project, storyboard: storyboard, id: id)
        }
    }

    /// Adds `segue` at the end of the storyboard. `invalid` when its source scene is not in the storyboard,
    /// `conflict` when its id is taken. Its destination is not checked (a dangling one is diagnosed later).
    public func addSegue(
        project: String, storyboard: String, segue: Segue
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try write { operations -> (segue: Segue, revision: Int) in
            try operations.add(segue, project: project, storyboard: storyboard)
        }
    }

    /// Replaces the segue `id` with `segue`, keeping its place in document order (renaming it when `segue.id`
    /// differs). `invalid` when the new source scene is not in the storyboard. `ifMatch`, when given, must be
    /// met by the storyboard's revision. Answers the segue and the storyboard's new revision.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try write { operations -> (segue: Segue, revision: Int) in
            try operations.replace(id, with: segue, project: project, storyboard: storyboard, ifMatch: ifMatch)
        }
    }

    /// Deletes the segue; `ifMatch`, when given, must be met by the storyboard's revision.
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace {
            try $0.delete(Segue.self, project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
        }
    }
}

// MARK: Search, history and transfer

extension NavigationStore {
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
}

// MARK: Snapshots and labels

extension NavigationStore {
    /// Replaces every storyboard of `project` with `files` in one transaction, as one revision: storyboards
    /// missing from `files` are deleted, new ones added, changed ones replaced, and those stored exactly so
    /// (same source, same contents) left alone. When nothing changes nothing is written (same revision, same
    /// ETag) but the label, if new. A missing project is created from `template` (its module and platform).
    ///
    /// `label` (see `RevisionLabel`) names the revision made, or the current one when nothing changed. A label
    /// that already names a revision holding exactly these files answers that revision and changes nothing; one
    /// naming other content is a `conflict`. `ifMatch` is checked against the project's revision (`nil` when
    /// missing). `invalid` for a bad label, a repeated storyboard name, or contents a storyboard cannot hold;
    /// on every error nothing is changed. `withdrawal` is asked right before the commit, as for `putStoryboard`.
    public func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project,
        ifMatch: RevisionCondition?, withdrawal: () -> String?
    ) throws(StoreError) -> SnapshotResult {
        try write {
            try $0.replaceStoryboards(
                project: project, with: files, label: label, creating: template, ifMatch: ifMatch,
                withdrawal: withdrawal)
        }
    }

    /// Adds or replaces `files` in `project` as one revision, keeping its other storyboards (`navgraph import`
    /// of a folder, as one commit): `replaceStoryboards` without the removals, the same rules otherwise.
    public func putStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project
    ) throws(StoreError) -> SnapshotResult {
        try write {
            try $0.replaceStoryboards(
                project: project, with: files, label: label, creating: template, ifMatch: nil, keepingOthers: true
            ) { nil }
        }
    }

    /// The revision `label` names in `project`; `notFound` when it names none.
    public func revision(labelled label: String, project: String) throws(StoreError) -> Int {
        try read { try $0.revision(labelled: label, project: project) }
    }
}
