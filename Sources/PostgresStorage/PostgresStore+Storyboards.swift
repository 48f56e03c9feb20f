import Foundation
import PostgresClient
import Storage
import StoryboardModel

/// Storyboards.
extension PostgresStore {
    /// The storyboards of `project` with their scene and segue counts, sorted by name.
    public func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try read { session in
            let projectID = try Self.projectID(project, in: session)
            return try session.query(PostgresSQL.listStoryboards, [.integer(projectID)]) { row in
                StoryboardSummary(
                    name: try row.text(0), revision: try row.int(1), initialScene: row.optionalText(2),
                    sceneCount: try row.int(3), segueCount: try row.int(4))
            }
        }
    }

    /// The storyboard `name` of `project`, its scenes and segues in document order.
    public func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        try read { session in
            let projectID = try Self.projectID(project, in: session)
            guard
                let header = try session.queryFirst(
                    PostgresSQL.selectStoryboard, [.integer(projectID), .text(name)],
                    row: PostgresStoryboardHeader.init(row:))
            else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            return try Self.contents(of: header, in: session)
        }
    }

    /// The source the storyboard was imported from, byte for byte; `nil` when it was stored from JSON.
    public func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try read { session in
            let projectID = try Self.projectID(project, in: session)
            guard
                let source = try session.queryFirst(
                    PostgresSQL.storyboardSource, [.integer(projectID), .text(name)],
                    row: { try $0.optionalBytes(0) })
            else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            return source
        }
    }

    /// Every storyboard of `project` with all scenes and segues, sorted by name.
    public func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        try read { session in
            try Self.allStoryboards(projectID: try Self.projectID(project, in: session), in: session)
        }
    }

    /// The project and all its storyboards read from one snapshot.
    public func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        try read { session in
            let project = try Self.project(name, in: session)
            let storyboards = try Self.allStoryboards(projectID: try Self.projectID(name, in: session), in: session)
            return (project, storyboards)
        }
    }

    private static func allStoryboards(projectID: Int64, in session: PostgresSession) throws -> [Storyboard] {
        let headers = try session.query(
            PostgresSQL.selectStoryboards, [.integer(projectID)], row: PostgresStoryboardHeader.init(row:))
        let sceneRows = try session.query(PostgresSQL.selectProjectScenes, [.integer(projectID)]) { row in
            (Int64(try row.int(12)), try Scene(postgres: row))
        }
        let segueRows = try session.query(PostgresSQL.selectProjectSegues, [.integer(projectID)]) { row in
            (Int64(try row.int(12)), try Segue(postgres: row))
        }
        let scenes = Dictionary(grouping: sceneRows, by: \.0).mapValues { $0.map(\.1) }
        let segues = Dictionary(grouping: segueRows, by: \.0).mapValues { $0.map(\.1) }
        return headers.map { header in
            var storyboard = header.storyboard
            storyboard.scenes = scenes[header.id] ?? []
            storyboard.segues = segues[header.id] ?? []
            return storyboard
        }
    }

    /// The storyboard of `header` with its scenes and segues.
    static func contents(of header: PostgresStoryboardHeader, in session: PostgresSession) throws -> Storyboard {
        var storyboard = header.storyboard
        storyboard.scenes = try session.query(
            PostgresSQL.selectScenes, [.integer(header.id)], row: Scene.init(postgres:))
        storyboard.segues = try session.query(
            PostgresSQL.selectSegues, [.integer(header.id)], row: Segue.init(postgres:))
        return storyboard
    }

    /// Creates or replaces the storyboard in one transaction, exactly as `SQLiteStore.putStoryboard` does
    /// (idempotent for the same source and contents; `ifMatch`; `invalid` for repeated ids or a segue from a
    /// missing scene; `withdrawal` asked right before the commit).
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> (storyboard: Storyboard, created: Bool, unchanged: Bool) {
        guard !storyboard.name.isEmpty, !storyboard.name.contains("/") else {
            throw .invalid("storyboard name '\(storyboard.name)' must be non-empty and contain no '/'")
        }
        return try write { session in
            let projectID = try Self.lockProject(project, in: session)
            let existing = try session.queryFirst(
                PostgresSQL.storyboardKey, [.integer(projectID), .text(storyboard.name)]
            ) { row in (id: Int64(try row.int(0)), revision: try row.int(1)) }
            try Self.require(
                ifMatch, revision: existing?.revision, of: Self.describe(storyboard: storyboard.name, project: project))
            if let existing {
                var same = storyboard
                same.revision = existing.revision
                if try Self.stored(existing.id, equals: same, source: source, in: session) {
                    return (same, false, true)
                }
            }
            let header: [PostgresValue] = [
                .optionalText(storyboard.initialScene), .optionalText(storyboard.platform?.rawValue),
                .optionalText(storyboard.targetRuntime), .optionalText(storyboard.toolsVersion),
                source.map { .bytes($0) } ?? .null,
            ]
            let storyboardID: Int64
            if let existing {
                storyboardID = existing.id
                try session.run(PostgresSQL.replaceStoryboard, header + [.integer(existing.id)])
                try session.run(PostgresSQL.deleteSegues, [.integer(existing.id)])
                try session.run(PostgresSQL.deleteScenes, [.integer(existing.id)])
            } else {
                guard
                    let id = try session.queryFirst(
                        PostgresSQL.insertStoryboard, [.integer(projectID), .text(storyboard.name)] + header,
                        row: { Int64(try $0.int(0)) })
                else { throw StoreError.invalid("storyboard '\(storyboard.name)' was not inserted") }
                storyboardID = id
            }
            try Self.insertContents(of: storyboard, storyboardID: storyboardID, in: session)
            try Self.touchProject(projectID, in: session)
            try recordRevision(
                projectID, project: project,
                HistoryChange(
                    summary: "\(existing == nil ? "created" : "replaced") storyboard '\(storyboard.name)'",
                    storyboard: storyboard.name, content: source.map { .source($0) } ?? .model),
                in: session)
            if let reason = withdrawal() { throw StoreError.withdrawn(reason) }
            var stored = storyboard
            stored.revision = (existing?.revision ?? 0) + 1
            return (stored, existing == nil, false)
        }
    }

    /// Whether the storyboard row `id` holds `source` and exactly the contents of `storyboard`.
    private static func stored(
        _ id: Int64, equals storyboard: Storyboard, source: Data?, in session: PostgresSession
    ) throws -> Bool {
        let storedSource = try session.queryFirst(PostgresSQL.storyboardSourceByID, [.integer(id)]) {
            try $0.optionalBytes(0)
        }
        guard storedSource == .some(source) else { return false }
        guard
            let header = try session.queryFirst(
                PostgresSQL.selectStoryboardByID, [.integer(id)], row: PostgresStoryboardHeader.init(row:))
        else { return false }
        return try contents(of: header, in: session) == storyboard
    }

    /// Deletes the storyboard with its scenes and segues; `ifMatch`, when given, must be met by its revision.
    public func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try write { session in
            let projectID = try Self.lockProject(project, in: session)
            let revision = try session.queryFirst(
                PostgresSQL.storyboardKey, [.integer(projectID), .text(name)], row: { try $0.int(1) })
            guard revision != nil else { throw StoreError.notFound(Self.describe(storyboard: name, project: project)) }
            try Self.require(ifMatch, revision: revision, of: Self.describe(storyboard: name, project: project))
            try session.run(PostgresSQL.deleteStoryboard, [.integer(projectID), .text(name)])
            try Self.touchProject(projectID, in: session)
            try recordRevision(
                projectID, project: project, HistoryChange(summary: "deleted storyboard '\(name)'", storyboard: name),
                in: session)
        }
    }

    /// Inserts every scene, then every segue, naming the first one that breaks a constraint.
    static func insertContents(
        of storyboard: Storyboard, storyboardID: Int64, in session: PostgresSession
    ) throws {
        let owner: [PostgresValue] = [.integer(storyboardID)]
        var sceneIDs = Set<String>()
        for scene in storyboard.scenes {
            guard !scene.id.isEmpty else {
                throw StoreError.invalid("a scene of storyboard '\(storyboard.name)' has an empty id")
            }
            // Checked here rather than by the unique key: a failed statement would abort the transaction.
            guard sceneIDs.insert(scene.id).inserted else {
                throw StoreError.invalid("storyboard '\(storyboard.name)' has scene id '\(scene.id)' more than once")
            }
            try session.run(PostgresSQL.insertScene, owner + scene.postgresValues)
        }
        var segueIDs = Set<String>()
        for segue in storyboard.segues {
            guard !segue.id.isEmpty else {
                throw StoreError.invalid("a segue of storyboard '\(storyboard.name)' has an empty id")
            }
            guard segueIDs.insert(segue.id).inserted else {
                throw StoreError.invalid("storyboard '\(storyboard.name)' has segue id '\(segue.id)' more than once")
            }
            guard sceneIDs.contains(segue.source) else {
                throw StoreError.invalid(
                    "segue '\(segue.id)' of storyboard '\(storyboard.name)' leaves scene '\(segue.source)', "
                        + "which is not in the storyboard")
            }
            try session.run(PostgresSQL.insertSegue, owner + segue.postgresValues)
        }
    }

    /// The row ids of a storyboard and its project (the project row locked when `locking`), or `notFound`.
    static func storyboardKey(
        project: String, name: String, locking: Bool = false, in session: PostgresSession
    ) throws -> (projectID: Int64, storyboardID: Int64) {
        let projectID = locking ? try lockProject(project, in: session) : try projectID(project, in: session)
        guard
            let id = try session.queryFirst(
                PostgresSQL.storyboardKey, [.integer(projectID), .text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound(describe(storyboard: name, project: project)) }
        return (projectID, id)
    }

    /// "storyboard 'Main' in project 'x'".
    static func describe(storyboard: String, project: String) -> String {
        "storyboard '\(storyboard)' in project '\(project)'"
    }
}
