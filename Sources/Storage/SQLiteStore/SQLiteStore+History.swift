import Foundation
import StoryboardModel

/// The history of each project: every write records the revision it made and the storyboards the project
/// held then, in the write's own transaction (see `Migrations/0002_revisions.sql`).
extension SQLiteStore {
    /// The default number of revisions kept per project.
    public static let defaultHistoryLimit = StoreDefaults.historyLimit

    /// How many revisions are kept per project (at least 1, the current one); older ones are pruned by the
    /// next write.
    public var historyLimit: Int {
        get { historyLimitValue.load(ordering: .relaxed) }
        set { historyLimitValue.store(max(1, newValue), ordering: .relaxed) }
    }

    /// The kept revisions of `project`, newest first.
    public func revisions(project: String) throws(StoreError) -> [RevisionEntry] {
        try read { connection in
            let projectID = try Self.projectID(project, in: connection)
            return try connection.query(StoreSQL.listRevisions, [.integer(projectID)]) { row in
                RevisionEntry(revision: row.int(0), time: row.text(1), summary: row.text(2))
            }
        }
    }

    /// What `project` held at `revision`, if the history still keeps it.
    public func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try read { connection in
            let current = try Self.project(project, in: connection)
            let projectID = try Self.projectID(project, in: connection)
            if revision > current.revision { return .future(latest: current.revision) }
            guard
                let row = try connection.queryFirst(
                    StoreSQL.selectRevision, [.integer(projectID), .integer(Int64(revision))],
                    row: { row in (time: row.text(0), module: row.optionalText(1), platform: row.text(2)) })
            else {
                let oldest = try connection.queryFirst(StoreSQL.revisionBounds, [.integer(projectID)]) {
                    $0.optionalInt(0)
                }
                return .pruned(oldest: oldest ?? nil)
            }
            guard let platform = Platform(rawValue: row.platform) else {
                throw StoreError.invalid("revision \(revision) of project '\(project)' has platform '\(row.platform)'")
            }
            let storyboards = try connection.query(
                StoreSQL.selectRevisionContents, [.integer(projectID), .integer(Int64(revision))]
            ) { row in
                let name = row.text(0)
                let bytes = row.optionalBlob(3) ?? Data()
                let content: RevisionSnapshot.Content
                if row.text(2) == "xml" {
                    content = .source(bytes)
                } else {
                    do {
                        content = .storyboard(try JSONDecoder().decode(Storyboard.self, from: bytes))
                    } catch {
                        throw StoreError.invalid(
                            "storyboard '\(name)' of revision \(revision) cannot be read back: \(error)")
                    }
                }
                return RevisionSnapshot.Item(name: name, revision: row.int(1), content: content)
            }
            let project = Project(
                name: current.name, module: row.module, platform: platform, revision: revision,
                createdAt: current.createdAt, updatedAt: row.time)
            return .kept(RevisionSnapshot(project: project, storyboards: storyboards))
        }
    }

    /// The number of distinct storyboard contents the history of every project holds (for tests and metrics).
    public func historyContentCount() throws(StoreError) -> Int {
        try read { connection in try connection.queryFirst(StoreSQL.countContents) { $0.int(0) } ?? 0 }
    }

    /// Records the revision the write in progress just made (call after the project's revision moved):
    /// the storyboards the previous revision held, with `change` applied, then prunes beyond the bound.
    /// Without the previous revision (a database from before history) every storyboard is read as it is.
    func recordRevision(_ projectID: Int64, _ change: HistoryChange, in connection: SQLiteConnection) throws {
        guard
            let project = try connection.queryFirst(
                StoreSQL.projectRevisionRow, [.integer(projectID)],
                row: { row in
                    (revision: Int64(row.int(0)), module: row.optionalText(1), platform: row.text(2))
                })
        else { return }
        let revision = project.revision
        try connection.run(
            StoreSQL.insertRevision,
            [
                .integer(projectID), .integer(revision), .text(Timestamp.now()), .text(change.summary),
                .optionalText(project.module), .text(project.platform),
            ])
        let hasPrevious =
            try connection.queryFirst(StoreSQL.revisionExists, [.integer(projectID), .integer(revision - 1)]) {
                $0.int(0)
            } != nil
        if hasPrevious {
            try connection.run(
                StoreSQL.copyRevisionStoryboards,
                [.integer(revision), .integer(projectID), .integer(revision - 1), .optionalText(change.storyboard)])
            if let name = change.storyboard {
                try Self.recordStoryboard(
                    name, change.content, projectID: projectID, revision: revision, in: connection)
            }
        } else {
            let headers = try connection.query(
                StoreSQL.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
            for header in headers {
                let content: HistoryChange.Content =
                    header.storyboard.name == change.storyboard ? change.content : .model
                try Self.recordStoryboard(
                    header.storyboard.name, content, projectID: projectID, revision: revision, in: connection)
            }
        }
        let oldestKept = revision - Int64(historyLimitValue.load(ordering: .relaxed)) + 1
        if oldestKept > 1 {
            try connection.run(StoreSQL.pruneRevisions, [.integer(projectID), .integer(oldestKept - 1)])
        }
    }

    /// Adds the storyboard `name` as it now is to `revision`, sharing its content row by hash.
    private static func recordStoryboard(
        _ name: String, _ content: HistoryChange.Content, projectID: Int64, revision: Int64,
        in connection: SQLiteConnection
    ) throws {
        guard
            let key = try connection.queryFirst(
                StoreSQL.storyboardKey, [.integer(projectID), .text(name)],
                row: { row in
                    (id: Int64(row.int(0)), revision: row.int(1))
                })
        else { return }
        let kind: String
        let bytes: Data
        switch content {
        case .removed: return
        case .source(let source):
            kind = "xml"
            bytes = source
        case .model:
            kind = "json"
            bytes = try modelBytes(storyboardID: key.id, in: connection)
        }
        let hash = SHA256.hexDigest(bytes)
        try connection.run(StoreSQL.insertContent, [.text(hash), .text(kind), .blob(bytes)])
        try connection.run(
            StoreSQL.insertRevisionStoryboard,
            [.integer(projectID), .integer(revision), .text(name), .integer(Int64(key.revision)), .text(hash)])
    }

    /// The stored storyboard as JSON with sorted keys and its revision left out, so that equal contents
    /// have equal bytes whatever their revision.
    private static func modelBytes(storyboardID: Int64, in connection: SQLiteConnection) throws -> Data {
        guard
            let header = try connection.queryFirst(
                StoreSQL.selectStoryboardByID, [.integer(storyboardID)], row: StoryboardHeader.init(row:))
        else { throw StoreError.invalid("storyboard row \(storyboardID) vanished inside its write") }
        var storyboard = header.storyboard
        storyboard.revision = 1
        storyboard.scenes = try connection.query(StoreSQL.selectScenes, [.integer(storyboardID)], row: Scene.init(row:))
        storyboard.segues = try connection.query(StoreSQL.selectSegues, [.integer(storyboardID)], row: Segue.init(row:))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(storyboard)
    }
}
