import Foundation
import StoryboardModel

/// The history of each project: every write records the revision it made and the storyboards the project
/// held then, in the write's own transaction (see `Migrations/0002_revisions.sql`).
extension StoreOperations {
    /// The kept revisions of `project`, newest first: the last `historyLimit`, whatever rows a batch of pruning
    /// has still to delete (`pruneHistory`).
    func unlabelledRevisions(project: String) throws -> [RevisionEntry] {
        try session.query(.listRevisions, [.integer(try projectID(project)), .integer(Int64(historyLimit))]) { row in
            RevisionEntry(revision: try row.int(0), time: try row.text(1), summary: try row.text(2))
        }
    }

    /// What `project` held at `revision`, if the history still keeps it.
    package func revision(_ revision: Int, project: String) throws -> RevisionLookup {
        let current = try self.project(project)
        let projectID = try projectID(project)
        if revision > current.revision { return .future(latest: current.revision) }
        let key: [SQLValue] = [.integer(projectID), .integer(Int64(revision))]
        // Past the limit a revision is gone, even while its rows wait for the next batch of pruning.
        let kept = revision > current.revision - historyLimit
        guard
            kept,
            let row = try session.queryFirst(
                .selectRevision, key,
                row: { row in (time: try row.text(0), module: row.optionalText(1), platform: try row.text(2)) })
        else {
            let oldest = try session.queryFirst(.oldestRevision, [.integer(projectID), .integer(Int64(historyLimit))]) {
                try $0.optionalInt(0)
            }
            return .pruned(oldest: oldest ?? nil)
        }
        guard let platform = Platform(rawValue: row.platform) else {
            throw StoreError.invalid("revision \(revision) of project '\(project)' has platform '\(row.platform)'")
        }
        let storyboards = try session.query(.selectRevisionContents, key) { row in
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
        let snapshot = Project(
            name: current.name, module: row.module, mainStoryboards: current.mainStoryboards, platform: platform,
            revision: revision,
            createdAt: current.createdAt, updatedAt: row.time)
        let code = try codeNavigation(projectID: projectID, project: project, revision: revision)
        return .kept(RevisionSnapshot(project: snapshot, storyboards: storyboards, code: code ?? CodeNavigation()))
    }

    /// The number of distinct storyboard contents the history of every project holds.
    package func historyContentCount() throws -> Int {
        try session.queryFirst(.countContents, []) { try $0.int(0) } ?? 0
    }

    /// Records the revision the write in progress just made (call after the project's revision moved):
    /// the storyboards the previous revision held, with `change` applied, then prunes beyond the bound and
    /// announces the change (on commit) to other processes. Without the previous revision (a database from
    /// before history) every storyboard is read as it is. `known`: the project's row as the write left it, when
    /// the write read it already (`RevisionRow.next`), so that it is not asked for again.
    func recordRevision(
        _ projectID: Int64, project name: String, _ change: HistoryChange, known: RevisionRow? = nil
    ) throws {
        guard
            let project = try known
                ?? session.queryFirst(.projectRevisionRow, [.integer(projectID)], row: RevisionRow.init(row:))
        else { return }
        let revision = project.revision
        try session.send(
            .insertRevision,
            [
                .integer(projectID), .integer(revision), .text(Timestamp.now()), .text(change.summary),
                .optionalText(project.module), .text(project.platform), .integer(projectID),
            ])
        if project.hasPrevious, let storyboard = change.storyboard, case .storedSource(let hash) = change.content {
            // A storyboard PUT of an imported source: the carried storyboards and the written one together.
            try session.send(
                .copyRevisionStoryboardsAndStored,
                [
                    .integer(revision), .integer(projectID), .integer(revision - 1), .text(storyboard), .text(hash),
                    .integer(projectID), .text(storyboard),
                ])
        } else if project.hasPrevious {
            try session.send(
                .copyRevisionStoryboards,
                [.integer(revision), .integer(projectID), .integer(revision - 1), .optionalText(change.storyboard)])
            if let storyboard = change.storyboard {
                try recordStoryboard(storyboard, change.content, projectID: projectID, revision: revision)
            }
        } else {
            let headers = try session.query(.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
            for header in headers {
                let content: HistoryChange.Content =
                    header.storyboard.name == change.storyboard ? change.content : .model
                try recordStoryboard(header.storyboard.name, content, projectID: projectID, revision: revision)
            }
        }
        try pruneHistory(projectID, after: revision)
        try announce(project: name, revision: Int(revision))
        try labelWrite(projectID, project: name, revision: Int(revision), changed: true)
    }

    /// How many revisions past the limit are deleted at once: a quarter of the limit, at most 32, at least 1
    /// (a limit under 8 prunes on every write). Deleting a revision costs its cascade and the release of the
    /// contents only it named; in batches that cost is shared by the writes between two prunes (on PostgreSQL
    /// the prune was a quarter of a one-storyboard PUT's database time, docs/benchmarks.md).
    var pruneBatch: Int64 { Int64(max(1, min(32, historyLimit / 4))) }

    /// Deletes the revisions past the limit once `pruneBatch` of them wait, after the write that recorded
    /// `revision`: the rows of at most `historyLimit + pruneBatch - 1` revisions stay stored. Reads never show
    /// the ones waiting (`revisions(project:)`, `revision(_:project:)` and `oldestRevision` are bounded by the
    /// limit), so what a client sees is the same as pruning on every write.
    func pruneHistory(_ projectID: Int64, after revision: Int64) throws {
        let newestPast = revision - Int64(historyLimit)
        guard newestPast > 0, newestPast % pruneBatch == 0 else { return }
        try session.send(.pruneRevisions, [.integer(projectID), .integer(newestPast)])
    }

    /// Adds the storyboard `name` as it now is to `revision`, sharing its content row by hash; nothing when the
    /// storyboard is gone. Its imported source, whose content row the storyboard's write made, is recorded
    /// without reading the row first (the revision comes from the row in the insert itself); a model is read to
    /// be encoded.
    func recordStoryboard(
        _ name: String, _ content: HistoryChange.Content, projectID: Int64, revision: Int64
    ) throws {
        switch content {
        case .removed: return
        case .storedSource(let hash):
            try session.send(
                .insertRevisionStoryboardAsStored, [.integer(revision), .text(hash), .integer(projectID), .text(name)])
        case .model:
            guard
                let key = try session.queryFirst(
                    .storyboardKey, [.integer(projectID), .text(name)],
                    row: { row in (id: Int64(try row.int(0)), revision: try row.int(1)) })
            else { return }
            let bytes = try modelBytes(storyboardID: key.id)
            let hash = SHA256.hexDigest(bytes)
            try session.send(.insertContent, [.text(hash), .text("json"), .bytes(bytes)])
            try session.send(
                .insertRevisionStoryboard,
                [.integer(projectID), .integer(revision), .text(name), .integer(Int64(key.revision)), .text(hash)])
        }
    }

    /// The stored storyboard as JSON with sorted keys and its revision left out, so that equal contents
    /// have equal bytes whatever their revision.
    private func modelBytes(storyboardID: Int64) throws -> Data {
        guard var storyboard = try storyboard(rowID: storyboardID) else {
            throw StoreError.invalid("storyboard row \(storyboardID) vanished inside its write")
        }
        storyboard.revision = 1
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(storyboard)
    }
}

/// What `recordRevision` needs of the project's row: its revision, module and platform, and whether the
/// revision before it is recorded (`projectRevisionRow`).
struct RevisionRow {
    let revision: Int64
    let module: String?
    let platform: String
    let hasPrevious: Bool

    /// Reads `projectRevisionRow` (or `projectRevisionByName`) columns.
    init(row: any SQLRow) throws {
        self.init(
            revision: Int64(try row.int(0)), module: row.optionalText(1), platform: try row.text(2),
            hasPrevious: try row.int(3) != 0)
    }

    init(revision: Int64, module: String?, platform: String, hasPrevious: Bool) {
        self.revision = revision
        self.module = module
        self.platform = platform
        self.hasPrevious = hasPrevious
    }

    /// The row after a write that moves the revision by one and leaves module and platform, read before it
    /// (`projectRevisionByName`: whether this revision is recorded is whether the next one's previous is).
    var next: RevisionRow {
        RevisionRow(revision: revision + 1, module: module, platform: platform, hasPrevious: hasPrevious)
    }
}
