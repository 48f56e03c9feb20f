import Foundation
import StoryboardModel

/// Storyboards.
extension StoreOperations {
    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    package func listStoryboards(project: String) throws -> [StoryboardSummary] {
        try session.query(.listStoryboards, [.integer(try projectID(project))]) { row in
            StoryboardSummary(
                name: try row.text(0), revision: try row.int(1), initialScene: row.optionalText(2),
                sceneCount: try row.int(3), segueCount: try row.int(4))
        }
    }

    /// How many storyboards `project` holds; `notFound` when there is no such project.
    package func storyboardCount(project: String) throws -> Int {
        try listStoryboards(project: project).count
    }

    /// The storyboard `name` of `project`, its scenes and segues in document order.
    package func storyboard(project: String, name: String) throws -> Storyboard {
        guard
            let header = try session.queryFirst(
                .selectStoryboard, [.integer(try projectID(project)), .text(name)], row: StoryboardHeader.init(row:))
        else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
        var storyboard = header.storyboard
        (storyboard.scenes, storyboard.segues) = try contents(ofStoryboard: header.id)
        return storyboard
    }

    /// The scenes and segues of the storyboard with row id `id`, in document order (one round trip where the
    /// backend can).
    func contents(ofStoryboard id: Int64) throws -> (scenes: [Scene], segues: [Segue]) {
        let (scenes, segues) = try session.queryPair(
            .selectScenes, [.integer(id)], row: Scene.init(row:), then: .selectSegues, [.integer(id)],
            row: Segue.init(row:))
        return (scenes, segues)
    }

    /// The source the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    package func storyboardSource(project: String, name: String) throws -> Data? {
        guard
            let source = try session.queryFirst(
                .storyboardSource, [.integer(try projectID(project)), .text(name)], row: { try $0.optionalBytes(0) })
        else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
        return source
    }

    /// Every storyboard of `project` with all scenes and segues, sorted by name: what the navigation graph is
    /// built from. Three queries whatever the size of the project.
    package func allStoryboards(project: String) throws -> [Storyboard] {
        try allStoryboards(projectID: try projectID(project))
    }

    /// The project, all its storyboards, its code navigation facts (empty: none) and its nibs (their XML, sorted
    /// by name), read in the one snapshot of a read transaction, so they are exactly those of `project.revision`.
    package func projectSnapshot(
        _ name: String
    ) throws -> (project: Project, storyboards: [Storyboard], code: CodeNavigation, nibs: [StoredNib]) {
        let (project, id) = try projectWithID(name)
        let storyboards = try allStoryboards(projectID: id)
        let code = try codeNavigation(projectID: id, project: name) ?? CodeNavigation()
        return (
            project, storyboards, code, try session.query(.nib(.selectAll), [.integer(id)], row: StoredNib.init(row:))
        )
    }

    private func allStoryboards(projectID: Int64) throws -> [Storyboard] {
        let headers = try session.query(.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
        // Each row goes straight into its storyboard's list, in id order (document order): one copy of each
        // scene and segue rather than three (50,000 scenes: a tenth of the read's instructions).
        var scenes: [Int64: [Scene]] = [:]
        _ = try session.query(.selectProjectScenes, [.integer(projectID)]) { row in
            scenes[Int64(try row.int(StoreColumns.sceneCount)), default: []].append(try Scene(row: row))
        }
        var segues: [Int64: [Segue]] = [:]
        _ = try session.query(.selectProjectSegues, [.integer(projectID)]) { row in
            segues[Int64(try row.int(StoreColumns.segueCount)), default: []].append(try Segue(row: row))
        }
        return headers.map { header in
            var storyboard = header.storyboard
            storyboard.scenes = scenes[header.id] ?? []
            storyboard.segues = segues[header.id] ?? []
            return storyboard
        }
    }

    /// Creates or replaces the storyboard `storyboard.name` of `project` (see `NavigationStore.putStoryboard`):
    /// the old scenes and segues go, the new ones come in, the revision becomes the old one plus 1 (when new:
    /// 1, or one above the last revision of a deleted storyboard of that name); nothing is written when the stored
    /// storyboard has this `source` and exactly these contents.
    /// `lastSeen`: the storyboard as the caller last read it from this store; while the stored revision is still
    /// its revision, the stored contents are known without reading them: the write compares with it and rewrites
    /// only the scenes and segues that differ from it.
    package func putStoryboard(
        project: String, storyboard: Storyboard, source: StoryboardSource?, ifMatch: RevisionCondition?,
        lastSeen: Storyboard? = nil, withdrawal: () -> String?
    ) throws -> StoryboardPut {
        try Self.validate(storyboardName: storyboard.name)
        // The rows that differ from the last seen copy, worked out while the database answers the first reads:
        // used when that copy turns out to be what is stored.
        var changes: Result<RowChanges?, any Error>?
        // With a last seen copy the stored rows are most likely known: not read unless it turns out stale.
        let before = try rowsBeforePut(
            project: project, storyboard: storyboard.name, source: source, readingRows: lastSeen == nil
        ) {
            if let lastSeen { changes = Result { try Self.rowChanges(from: lastSeen, to: storyboard) } }
        }
        guard let projectID = before.projectID,
            let (projectRow, createdAt, updatedAtBefore, mainStoryboards) = before.project
        else {
            throw StoreError.notFound("project '\(project)'")
        }
        guard let platform = Platform(rawValue: projectRow.platform) else {
            throw StoreError.invalid("project '\(project)' has platform '\(projectRow.platform)' in the database")
        }
        let existing = before.key.map { (id: $0.header.id, revision: $0.header.storyboard.revision) }
        try Self.require(
            ifMatch, revision: existing?.revision, of: Self.describe(storyboard: storyboard.name, project: project))
        // What is stored, when the caller's copy is of the stored revision (a revision never repeats).
        let known = lastSeen.flatMap { $0.name == storyboard.name && $0.revision == existing?.revision ? $0 : nil }
        // The project as this write leaves it: its revision and update time are the write's own.
        func projectAfter(revision: Int64, updatedAt: String) -> Project {
            Project(
                name: project, module: projectRow.module, mainStoryboards: mainStoryboards, platform: platform,
                revision: Int(revision),
                createdAt: createdAt, updatedAt: updatedAt)
        }
        if let existing, let held = before.key?.source, try holds(source, as: held, rowID: existing.id) {
            var same = storyboard
            same.revision = existing.revision
            let stored = try known ?? before.stored ?? self.storyboard(rowID: existing.id)
            if stored == same {
                try labelUnchangedWrite(projectID, project: project)
                return (same, false, true, projectAfter(revision: projectRow.revision, updatedAt: updatedAtBefore))
            }
        }
        // The source replaced stays named by the history when the current revision names it; else it may be
        // named by nothing after this write.
        let releasing = before.key.flatMap { $0.namedByRevision ? nil : $0.source.hash }
        let revision = try writeStoryboard(
            storyboard, source: source, replacing: existing.map { ($0.id, $0.revision) }, projectID: projectID,
            knownChanges: known == nil ? nil : try changes?.get(), storedRows: before.rows, releasing: releasing)
        let updatedAt = try touchProject(projectID)
        try recordRevision(
            projectID, project: project,
            HistoryChange(
                summary: "\(existing == nil ? "created" : "replaced") storyboard '\(storyboard.name)'",
                storyboard: storyboard.name, content: source.map { .storedSource(hash: $0.hash) } ?? .model),
            known: projectRow.next)
        if let reason = withdrawal() { throw StoreError.withdrawn(reason) }
        var stored = storyboard
        stored.revision = revision
        let after = projectAfter(revision: projectRow.next.revision, updatedAt: updatedAt)
        changeLog?.wrote(.storyboard(stored, project: after), project: project)
        return (stored, existing == nil, false, after)
    }

    /// What a PUT reads before it writes, in one batch (one round trip where the backend can): the project's
    /// row id with its row locked, then (after the lock is granted, so a PUT that waited sees the write it
    /// waited for) its revision row, the storyboard's row with how it holds its source, and, when `readingRows`,
    /// its scene and segue rows; when it holds `source`, also the storyboard as it reads back, to find out
    /// whether the PUT changes anything at all. `meanwhile` runs while the batch is answered (`queryBatch`).
    private func rowsBeforePut(
        project: String, storyboard name: String, source: StoryboardSource?, readingRows: Bool,
        meanwhile: () throws -> Void
    ) throws -> PutBaseline {
        var baseline = PutBaseline()
        if readingRows { baseline.rows = StoredRows() }
        let names: [SQLValue] = [.text(project), .text(name)]
        var queries: [(StoreStatement, [SQLValue])] = [
            (.lockProject, [.text(project)]), (.projectRevisionByName, [.text(project)]),
            (.storyboardKeyWithSource, names),
        ]
        if readingRows { queries += [(.selectSceneRowsByName, names), (.selectSegueRowsByName, names)] }
        try session.queryBatch(queries, meanwhile: meanwhile) { query, row in
            switch query {
            case 0: baseline.projectID = Int64(try row.int(0))
            case 1:
                baseline.project = (
                    try RevisionRow(row: row), try row.text(4), try row.text(5),
                    try Project.mainStoryboards(fromColumn: row.optionalText(6))
                )
            case 2:
                let header = try StoryboardHeader(row: row)
                let key = try StoredSourceKey(row: row, at: 7)
                baseline.key = (header, key, try row.int(9) != 0)
                if readingRows, key.holds(source) == true { baseline.stored = header.storyboard }
            case 3:
                baseline.rows?.scenes.append(
                    (id: Int64(try row.int(StoreColumns.sceneCount)), values: try Scene.storedValues(row: row)))
                if baseline.stored != nil { baseline.stored?.scenes.append(try Scene(row: row)) }
            default:
                baseline.rows?.segues.append(
                    (id: Int64(try row.int(StoreColumns.segueCount)), values: try Segue.storedValues(row: row)))
                if baseline.stored != nil { baseline.stored?.segues.append(try Segue(row: row)) }
            }
        }
        return baseline
    }

    /// Whether the storyboard row `id`, holding its source as `key`, holds `source`: by hash, or (a row from
    /// before `0007_source_once.sql` holding its own bytes, of the same length) by its bytes, read for it.
    private func holds(_ source: StoryboardSource?, as key: StoredSourceKey, rowID id: Int64) throws -> Bool {
        if let same = key.holds(source) { return same }
        let bytes = try session.queryFirst(.storyboardSourceByID, [.integer(id)]) { try $0.optionalBytes(0) }
        return bytes == .some(source?.bytes)
    }

    /// The storyboard with row id `id`, its scenes and segues in document order.
    func storyboard(rowID id: Int64) throws -> Storyboard? {
        guard
            let header = try session.queryFirst(.selectStoryboardByID, [.integer(id)], row: StoryboardHeader.init(row:))
        else { return nil }
        var storyboard = header.storyboard
        (storyboard.scenes, storyboard.segues) = try contents(ofStoryboard: id)
        return storyboard
    }

    /// Writes the row of `storyboard` (a new one, or over the row of `existing`, its scenes and segues replaced)
    /// and its scenes and segues, and returns the storyboard's new revision: one past the row's, or for a new row
    /// one past the highest its name ever reached in the project (revision marks), so a tag never repeats.
    /// `knownChanges`: when the caller has the stored contents of `existing` (see `putStoryboard`), the rows of
    /// `storyboard` that differ from them (`rowChanges`; `.some(nil)`: their ids differ); `storedRows`: its
    /// stored scene and segue rows, when the caller read them already. The source
    /// goes into `revision_contents` (unless there already) and the row names it by hash: its one copy, which the
    /// history's record of this revision shares (`HistoryChange.Content.storedSource`).
    /// `releasing`: the hash of the content `existing` names now, when the history may not name it (its last
    /// write was not of this source, `StoreOperations.putStoryboard`): once the row names another, the content
    /// goes if nothing names it (`Migrations/0008_content_release.sql`). A content the current revision names
    /// needs no check: that revision is the one before the write's, and its pruning releases it.
    @discardableResult
    func writeStoryboard(
        _ storyboard: Storyboard, source: StoryboardSource?, replacing existing: (id: Int64, revision: Int)?,
        projectID: Int64, knownChanges: RowChanges?? = nil, storedRows: StoredRows? = nil, releasing: String? = nil
    ) throws -> Int {
        if let source { try storeContent(of: source) }
        let header: [SQLValue] = [
            .optionalText(storyboard.initialScene), .optionalText(storyboard.platform?.rawValue),
            .optionalText(storyboard.targetRuntime), .optionalText(storyboard.toolsVersion),
            .optionalText(source?.hash),
        ]
        if let existing {
            try session.send(.replaceStoryboard, header + [.integer(existing.id)])
            if let releasing, releasing != source?.hash {
                try session.send(.releaseContent, [.text(releasing), .text(releasing), .text(releasing)])
            }
            if case .some(.some(let changes)) = knownChanges {
                try write(changes, storyboardID: existing.id)
                return existing.revision + 1
            }
            try replaceContents(of: storyboard, storyboardID: existing.id, storedRows: storedRows)
            return existing.revision + 1
        }
        guard
            let inserted = try session.queryFirst(
                .insertStoryboard,
                [.integer(projectID), .text(storyboard.name)] + header + [.integer(projectID), .text(storyboard.name)],
                row: { (id: Int64(try $0.int(0)), revision: try $0.int(1)) })
        else { throw StoreError.invalid("storyboard '\(storyboard.name)' was not inserted") }
        try insertContents(of: storyboard, storyboardID: inserted.id)
        return inserted.revision
    }

    /// Whether the storyboard with row id `id` holds `source` and exactly the contents of `storyboard`
    /// (revision included), and how it holds its source. The source is compared first, by its hash: a different
    /// file is never read further, and the stored bytes are not read at all (only a row from before
    /// `0007_source_once.sql` holds its bytes itself: then they are read when of the same length).
    func stored(
        _ id: Int64, equals storyboard: Storyboard, source: StoryboardSource?
    ) throws -> (equal: Bool, source: StoredSourceKey?) {
        guard
            let key = try session.queryFirst(
                .storyboardSourceKeyByID, [.integer(id)], row: { try StoredSourceKey(row: $0) })
        else { return (false, nil) }
        guard try holds(source, as: key, rowID: id) else { return (false, key) }
        return (try self.storyboard(rowID: id) == storyboard, key)
    }

    /// Puts `source` in `revision_contents` under its hash (nothing when it is there already): the one copy of
    /// its bytes, which storyboard rows and the history name.
    func storeContent(of source: StoryboardSource) throws {
        try session.send(.insertContent, [.text(source.hash), .text("xml"), .bytes(source.bytes)])
    }

    /// Deletes the storyboard with its scenes and segues; `ifMatch`, when given, must be met by its revision.
    package func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition? = nil) throws {
        let projectID = try lockProject(project)
        if let ifMatch {
            let revision = try session.queryFirst(.storyboardKey, [.integer(projectID), .text(name)]) {
                try $0.int(1)
            }
            guard revision != nil else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            try Self.require(ifMatch, revision: revision, of: Self.describe(storyboard: name, project: project))
        }
        let deleted = try session.run(.deleteStoryboard, [.integer(projectID), .text(name)])
        if deleted == 0 { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
        try touchProject(projectID)
        try recordRevision(
            projectID, project: project, HistoryChange(summary: "deleted storyboard '\(name)'", storyboard: name))
    }

    /// The row ids of a storyboard and its project (the project row locked when `locking`), or `notFound`.
    func storyboardKey(
        project: String, name: String, locking: Bool = false
    ) throws -> (projectID: Int64, storyboardID: Int64) {
        let projectID = locking ? try lockProject(project) : try projectID(project)
        guard
            let id = try session.queryFirst(
                .storyboardKey, [.integer(projectID), .text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
        return (projectID, id)
    }

    /// The current revision of the storyboard with row id `storyboardID`.
    func revision(ofStoryboard storyboardID: Int64) throws -> Int {
        try session.queryFirst(.storyboardRevision, [.integer(storyboardID)]) { try $0.int(0) } ?? 0
    }

    /// Records a write to a storyboard's contents: its revision and its project's revision + 1, and the
    /// project's new revision in its history with `summary`.
    func touch(
        _ key: (projectID: Int64, storyboardID: Int64), project: String, storyboard: String, _ summary: String
    ) throws {
        try session.send(.touchStoryboard, [.integer(key.storyboardID)])
        try touchProject(key.projectID)
        try recordRevision(
            key.projectID, project: project, HistoryChange(summary: summary, storyboard: storyboard, content: .model))
    }

    /// "storyboard 'Main' in project 'x'".
    static func describe(storyboard: String, project: String) -> String {
        "storyboard '\(storyboard)' in project '\(project)'"
    }

    /// A storyboard name is a file name without `.storyboard`: not empty, and without `/`, which separates
    /// storyboard and scene in a `SceneRef`.
    static func validate(storyboardName name: String) throws {
        guard !name.isEmpty, !name.contains("/") else {
            throw StoreError.invalid("storyboard name '\(name)' must be non-empty and contain no '/'")
        }
    }
}

/// How a storyboard row holds its source: by the hash of its content row, in its own `source` column (a row
/// written before `Migrations/0007_source_once.sql` whose bytes the history did not hold), or not at all.
package enum StoredSourceKey {
    case hash(String)
    /// The row's own bytes, of this length.
    case bytes(length: Int)
    case none

    /// Whether this is how `source` is held: `nil` when only its bytes can tell (a row's own bytes of the same
    /// length).
    func holds(_ source: StoryboardSource?) -> Bool? {
        switch (self, source) {
        case (.none, nil): true
        case (.hash(let hash), let source?): hash == source.hash
        case (.bytes(let length), let source?): length == source.bytes.count ? nil : false
        default: false
        }
    }

    /// The content hash, when the row names its source by one.
    var hash: String? {
        if case .hash(let hash) = self { hash } else { nil }
    }

    /// The key of columns `column` (`source_hash`) and `column + 1` (`length(source)`) of `row`.
    init(row: any SQLRow, at column: Int = 0) throws {
        if let hash = row.optionalText(column) {
            self = .hash(hash)
        } else if let length = try row.optionalInt(column + 1) {
            self = .bytes(length: length)
        } else {
            self = .none
        }
    }
}
