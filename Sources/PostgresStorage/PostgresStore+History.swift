import Foundation
import PostgresClient
import Storage
import StoryboardModel

/// The history of each project, kept exactly as the SQLite store keeps it (`Migrations/postgres/0002`).
extension PostgresStore {
    /// The kept revisions of `project`, newest first.
    public func revisions(project: String) throws(StoreError) -> [RevisionEntry] {
        try read { session in
            let projectID = try Self.projectID(project, in: session)
            return try session.query(PostgresSQL.listRevisions, [.integer(projectID)]) { row in
                RevisionEntry(revision: try row.int(0), time: try row.text(1), summary: try row.text(2))
            }
        }
    }

    /// What `project` held at `revision`, if the history still keeps it.
    public func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try read { session in
            let current = try Self.project(project, in: session)
            let projectID = try Self.projectID(project, in: session)
            if revision > current.revision { return .future(latest: current.revision) }
            guard
                let row = try session.queryFirst(
                    PostgresSQL.selectRevision, [.integer(projectID), .integer(Int64(revision))],
                    row: { row in (time: try row.text(0), module: row.optionalText(1), platform: try row.text(2)) })
            else {
                let oldest = try session.queryFirst(PostgresSQL.oldestRevision, [.integer(projectID)]) {
                    try $0.optionalInt(0)
                }
                return .pruned(oldest: oldest ?? nil)
            }
            guard let platform = Platform(rawValue: row.platform) else {
                throw StoreError.invalid("revision \(revision) of project '\(project)' has platform '\(row.platform)'")
            }
            let storyboards = try session.query(
                PostgresSQL.selectRevisionContents, [.integer(projectID), .integer(Int64(revision))]
            ) { row in
                let name = try row.text(0)
                let bytes = try row.optionalBytes(3) ?? Data()
                let content: RevisionSnapshot.Content
                if try row.text(2) == "xml" {
                    content = .source(bytes)
                } else {
                    do {
                        content = .storyboard(try JSONDecoder().decode(Storyboard.self, from: bytes))
                    } catch {
                        throw StoreError.invalid(
                            "storyboard '\(name)' of revision \(revision) cannot be read back: \(error)")
                    }
                }
                return RevisionSnapshot.Item(name: name, revision: try row.int(1), content: content)
            }
            let project = Project(
                name: current.name, module: row.module, platform: platform, revision: revision,
                createdAt: current.createdAt, updatedAt: row.time)
            return .kept(RevisionSnapshot(project: project, storyboards: storyboards))
        }
    }

    /// The number of distinct storyboard contents the history of every project holds.
    public func historyContentCount() throws(StoreError) -> Int {
        try read { session in try session.queryFirst(PostgresSQL.countContents) { try $0.int(0) } ?? 0 }
    }

    /// Records the revision the write in progress just made (after the project's revision moved), prunes
    /// beyond the bound, and announces the change (`StoreChange`) to every listener on commit.
    func recordRevision(
        _ projectID: Int64, project name: String, _ change: HistoryChange, in session: PostgresSession
    ) throws {
        guard
            let project = try session.queryFirst(
                PostgresSQL.projectRevisionRow, [.integer(projectID)],
                row: { row in (revision: Int64(try row.int(0)), module: row.optionalText(1), platform: try row.text(2))
                })
        else { return }
        let revision = project.revision
        try session.run(
            PostgresSQL.insertRevision,
            [
                .integer(projectID), .integer(revision), .text(Timestamp.now()), .text(change.summary),
                .optionalText(project.module), .text(project.platform),
            ])
        let hasPrevious =
            try session.queryFirst(PostgresSQL.revisionExists, [.integer(projectID), .integer(revision - 1)]) { _ in
                true
            } != nil
        if hasPrevious {
            try session.run(
                PostgresSQL.copyRevisionStoryboards,
                [.integer(revision), .integer(projectID), .integer(revision - 1), .optionalText(change.storyboard)])
            if let storyboard = change.storyboard {
                try Self.recordStoryboard(
                    storyboard, change.content, projectID: projectID, revision: revision, in: session)
            }
        } else {
            let headers = try session.query(
                PostgresSQL.selectStoryboards, [.integer(projectID)], row: PostgresStoryboardHeader.init(row:))
            for header in headers {
                let content: HistoryChange.Content =
                    header.storyboard.name == change.storyboard ? change.content : .model
                try Self.recordStoryboard(
                    header.storyboard.name, content, projectID: projectID, revision: revision, in: session)
            }
        }
        let oldestKept = revision - Int64(historyLimitValue.load(ordering: .relaxed)) + 1
        if oldestKept > 1 {
            try session.run(PostgresSQL.pruneRevisions, [.integer(projectID), .integer(oldestKept - 1)])
        }
        try Self.announce(StoreChange(project: name, revision: Int(revision)), in: session)
    }

    /// Adds the storyboard `name` as it now is to `revision`, sharing its content row by hash.
    private static func recordStoryboard(
        _ name: String, _ content: HistoryChange.Content, projectID: Int64, revision: Int64,
        in session: PostgresSession
    ) throws {
        guard
            let key = try session.queryFirst(
                PostgresSQL.storyboardKey, [.integer(projectID), .text(name)],
                row: { row in (id: Int64(try row.int(0)), revision: try row.int(1)) })
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
            bytes = try modelBytes(storyboardID: key.id, in: session)
        }
        let hash = SHA256.hexDigest(bytes)
        try session.run(PostgresSQL.insertContent, [.text(hash), .text(kind), .bytes(bytes)])
        try session.run(
            PostgresSQL.insertRevisionStoryboard,
            [.integer(projectID), .integer(revision), .text(name), .integer(Int64(key.revision)), .text(hash)])
    }

    /// The stored storyboard as JSON with sorted keys and its revision left out (as the SQLite store does), so
    /// equal contents have equal bytes and share one content row.
    private static func modelBytes(storyboardID: Int64, in session: PostgresSession) throws -> Data {
        guard
            let header = try session.queryFirst(
                PostgresSQL.selectStoryboardByID, [.integer(storyboardID)], row: PostgresStoryboardHeader.init(row:))
        else { throw StoreError.invalid("storyboard row \(storyboardID) vanished inside its write") }
        var storyboard = try contents(of: header, in: session)
        storyboard.revision = 1
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(storyboard)
    }
}
