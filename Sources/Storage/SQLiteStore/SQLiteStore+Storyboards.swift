import Foundation
import StoryboardModel

/// Storyboards.
extension SQLiteStore {
    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    public func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try read { connection in
            let projectID = try Self.projectID(project, in: connection)
            return try connection.query(StoreSQL.listStoryboards, [.integer(projectID)]) { row in
                StoryboardSummary(
                    name: row.text(0), revision: row.int(1), initialScene: row.optionalText(2),
                    sceneCount: row.int(3), segueCount: row.int(4))
            }
        }
    }

    /// The storyboard `name` of `project`, its scenes and segues in document order.
    public func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        try read { connection in
            let projectID = try Self.projectID(project, in: connection)
            guard
                let header = try connection.queryFirst(
                    StoreSQL.selectStoryboard, [.integer(projectID), .text(name)], row: StoryboardHeader.init(row:))
            else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            var storyboard = header.storyboard
            storyboard.scenes = try connection.query(
                StoreSQL.selectScenes, [.integer(header.id)], row: Scene.init(row:))
            storyboard.segues = try connection.query(
                StoreSQL.selectSegues, [.integer(header.id)], row: Segue.init(row:))
            return storyboard
        }
    }

    /// The source the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    public func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try read { connection in
            let projectID = try Self.projectID(project, in: connection)
            guard
                let source = try connection.queryFirst(
                    StoreSQL.storyboardSource, [.integer(projectID), .text(name)], row: { $0.optionalBlob(0) })
            else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            return source
        }
    }

    /// Every storyboard of `project` with all scenes and segues, sorted by name: what the navigation graph is
    /// built from. Three queries whatever the size of the project.
    public func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        try read { connection in
            try Self.allStoryboards(projectID: try Self.projectID(project, in: connection), in: connection)
        }
    }

    /// The project and all its storyboards read from one snapshot, so the storyboards are exactly those of
    /// `project.revision` (a cache keyed on the revision never pairs it with newer or older contents).
    public func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        try read { connection in
            let project = try Self.project(name, in: connection)
            let storyboards = try Self.allStoryboards(
                projectID: try Self.projectID(name, in: connection), in: connection)
            return (project, storyboards)
        }
    }

    private static func allStoryboards(projectID: Int64, in connection: SQLiteConnection) throws -> [Storyboard] {
        let headers = try connection.query(
            StoreSQL.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
        // Each row goes straight into its storyboard's list, in id order (document order): one copy of each
        // scene and segue rather than three (50,000 scenes: a tenth of the read's instructions).
        var scenes: [Int64: [Scene]] = [:]
        _ = try connection.query(StoreSQL.selectProjectScenes, [.integer(projectID)]) { row in
            scenes[Int64(row.int(12)), default: []].append(Scene(row: row))
        }
        var segues: [Int64: [Segue]] = [:]
        _ = try connection.query(StoreSQL.selectProjectSegues, [.integer(projectID)]) { row in
            segues[Int64(row.int(12)), default: []].append(try Segue(row: row))
        }
        return headers.map { header in
            var storyboard = header.storyboard
            storyboard.scenes = scenes[header.id] ?? []
            storyboard.segues = segues[header.id] ?? []
            return storyboard
        }
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
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> (storyboard: Storyboard, created: Bool, unchanged: Bool) {
        try Self.validate(storyboardName: storyboard.name)
        return try write { connection in
            let projectID = try Self.projectID(project, in: connection)
            let existing = try connection.queryFirst(
                StoreSQL.storyboardKey, [.integer(projectID), .text(storyboard.name)]
            ) { row in (id: Int64(row.int(0)), revision: row.int(1)) }
            try Self.require(
                ifMatch, revision: existing?.revision,
                of: Self.describe(storyboard: storyboard.name, project: project))
            if let existing {
                var same = storyboard
                same.revision = existing.revision
                if try Self.stored(existing.id, equals: same, source: source, in: connection) {
                    return (same, false, true)
                }
            }
            let header: [SQLiteValue] = [
                .optionalText(storyboard.initialScene), .optionalText(storyboard.platform?.rawValue),
                .optionalText(storyboard.targetRuntime), .optionalText(storyboard.toolsVersion),
                .optionalBlob(source),
            ]
            let storyboardID: Int64
            if let existing {
                storyboardID = existing.id
                try connection.run(StoreSQL.replaceStoryboard, header + [.integer(existing.id)])
                // Segues first: deleting them directly is cheaper than a cascade per deleted scene.
                try connection.run(StoreSQL.deleteSegues, [.integer(existing.id)])
                try connection.run(StoreSQL.deleteScenes, [.integer(existing.id)])
            } else {
                try connection.run(StoreSQL.insertStoryboard, [.integer(projectID), .text(storyboard.name)] + header)
                storyboardID = connection.lastInsertRowID
            }
            try Self.insertContents(of: storyboard, storyboardID: storyboardID, in: connection)
            try Self.touchProject(projectID, in: connection)
            try recordRevision(
                projectID,
                HistoryChange(
                    summary: "\(existing == nil ? "created" : "replaced") storyboard '\(storyboard.name)'",
                    storyboard: storyboard.name, content: source.map { .source($0) } ?? .model),
                in: connection)
            if let reason = withdrawal() { throw StoreError.withdrawn(reason) }
            var stored = storyboard
            stored.revision = (existing?.revision ?? 0) + 1
            return (stored, existing == nil, false)
        }
    }

    /// Whether the storyboard with row id `id` holds `source` and exactly the contents of `storyboard`
    /// (revision included). The source is compared first: a different file is never read further.
    private static func stored(
        _ id: Int64, equals storyboard: Storyboard, source: Data?, in connection: SQLiteConnection
    ) throws -> Bool {
        let storedSource = try connection.queryFirst(StoreSQL.storyboardSourceByID, [.integer(id)]) {
            $0.optionalBlob(0)
        }
        guard storedSource == .some(source) else { return false }
        guard
            let header = try connection.queryFirst(
                StoreSQL.selectStoryboardByID, [.integer(id)], row: StoryboardHeader.init(row:))
        else { return false }
        var stored = header.storyboard
        stored.scenes = try connection.query(StoreSQL.selectScenes, [.integer(id)], row: Scene.init(row:))
        guard stored.scenes == storyboard.scenes else { return false }
        stored.segues = try connection.query(StoreSQL.selectSegues, [.integer(id)], row: Segue.init(row:))
        return stored == storyboard
    }

    /// Deletes the storyboard with its scenes and segues; `ifMatch`, when given, must be met by its revision.
    public func deleteStoryboard(
        project: String, name: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try writeFreeingSpace { connection in
            let projectID = try Self.projectID(project, in: connection)
            if let ifMatch {
                let revision = try connection.queryFirst(
                    StoreSQL.storyboardKey, [.integer(projectID), .text(name)], row: { $0.int(1) })
                guard revision != nil else {
                    throw StoreError.notFound(Self.describe(storyboard: name, project: project))
                }
                try Self.require(ifMatch, revision: revision, of: Self.describe(storyboard: name, project: project))
            }
            try connection.run(StoreSQL.deleteStoryboard, [.integer(projectID), .text(name)])
            if connection.changes == 0 { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            try Self.touchProject(projectID, in: connection)
            try recordRevision(
                projectID, HistoryChange(summary: "deleted storyboard '\(name)'", storyboard: name), in: connection)
        }
    }

    /// Inserts every scene, then every segue, naming the first one that breaks a constraint.
    static func insertContents(
        of storyboard: Storyboard, storyboardID: Int64, in connection: SQLiteConnection
    ) throws {
        let owner: [SQLiteValue] = [.integer(storyboardID)]
        // Each failure is classified in a helper rather than by `catch let ... as ... where` clauses in the loop:
        // that shape inside a typed-throws closure sends the Swift 6.3 SIL optimizer into minutes of work.
        for scene in storyboard.scenes {
            guard !scene.id.isEmpty else {
                throw StoreError.invalid("a scene of storyboard '\(storyboard.name)' has an empty id")
            }
            do {
                try connection.run(StoreSQL.insertScene, owner + scene.columnValues)
            } catch {
                throw classify(
                    error, duplicate: "storyboard '\(storyboard.name)' has scene id '\(scene.id)' more than once")
            }
        }
        for segue in storyboard.segues {
            guard !segue.id.isEmpty else {
                throw StoreError.invalid("a segue of storyboard '\(storyboard.name)' has an empty id")
            }
            do {
                try connection.run(StoreSQL.insertSegue, owner + (try segue.columnValues()))
            } catch {
                throw classify(
                    error, duplicate: "storyboard '\(storyboard.name)' has segue id '\(segue.id)' more than once",
                    missingScene:
                        "segue '\(segue.id)' of storyboard '\(storyboard.name)' leaves scene '\(segue.source)', "
                        + "which is not in the storyboard")
            }
        }
    }

    /// `invalid` with the given words for a unique or foreign-key violation; any other error as it is.
    private static func classify(_ error: any Error, duplicate: String, missingScene: String? = nil) -> any Error {
        guard let sqlite = error as? SQLiteError else { return error }
        if sqlite.isUniqueViolation { return StoreError.invalid(duplicate) }
        if let missingScene, sqlite.isForeignKeyViolation { return StoreError.invalid(missingScene) }
        return sqlite
    }

    /// The row id and revision of a storyboard, or `notFound`.
    static func storyboardKey(
        project: String, name: String, in connection: SQLiteConnection
    ) throws -> (projectID: Int64, storyboardID: Int64) {
        let projectID = try projectID(project, in: connection)
        guard
            let id = try connection.queryFirst(
                StoreSQL.storyboardKey, [.integer(projectID), .text(name)], row: { Int64($0.int(0)) })
        else { throw StoreError.notFound(describe(storyboard: name, project: project)) }
        return (projectID, id)
    }

    /// "storyboard 'Main' in project 'x'".
    static func describe(storyboard: String, project: String) -> String {
        "storyboard '\(storyboard)' in project '\(project)'"
    }

    /// A storyboard name is a file name without `.storyboard`: not empty, and without `/`, which separates
    /// storyboard and scene in a `SceneRef`.
    private static func validate(storyboardName name: String) throws(StoreError) {
        guard !name.isEmpty, !name.contains("/") else {
            throw .invalid("storyboard name '\(name)' must be non-empty and contain no '/'")
        }
    }
}
