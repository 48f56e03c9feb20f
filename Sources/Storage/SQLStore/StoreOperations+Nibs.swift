import Foundation
import StoryboardModel

/// A project's nibs (`.xib` files), kept with the project and its history (`Migrations/0014_nibs.sql`): each
/// nib's XML byte for byte, shared by hash. A nib's revision is the project revision its last write made, so
/// it never repeats for a name; every kept revision records the nibs the project held then (a trigger on the
/// revision's row, whatever write made it).
extension StoreOperations {
    /// Creates or replaces the nib `nib.name` of `project` from `source`, the XML `nib` was parsed from.
    /// `ifMatch`, when given, must be met by the nib's revision (`nil`: it does not exist). A change moves the
    /// project's revision by one (the nib's revision becomes it), records it in the history and announces it
    /// with the nib; bytes equal to the stored ones change nothing (the write's label then names the current
    /// revision, as an unchanged storyboard's does).
    package func putNib(
        project name: String, nib: Nib, source: Data, ifMatch: RevisionCondition?
    ) throws -> NibPut {
        let id = try lockProject(name)
        let stored = try session.queryFirst(.nib(.key), [.integer(id), .text(nib.name)]) { row in
            (revision: try row.int(0), hash: try row.text(1))
        }
        try Self.require(ifMatch, revision: stored?.revision, of: Self.describe(nib: nib.name, project: name))
        let hash = SHA256.hexDigest(source)
        if let stored, stored.hash == hash {
            try labelUnchangedWrite(id, project: name)
            var unchanged = nib
            unchanged.revision = stored.revision
            return NibPut(nib: unchanged, project: try project(name), created: false, changed: false)
        }
        let now = try touchProject(id)
        let after = try project(name)
        var written = nib
        written.revision = after.revision
        try session.send(.nib(.insertContent), [.text(hash), .bytes(source), .integer(Int64(nib.objects.count))])
        try session.send(
            .nib(.upsert),
            [
                .integer(id), .text(nib.name), .integer(Int64(after.revision)), .text(hash),
                .integer(Int64(nib.objects.count)), .text(now),
            ])
        try recordRevision(id, project: name, .project("\(stored == nil ? "created" : "replaced") nib '\(nib.name)'"))
        changeLog?.wrote(.nib(name: nib.name, written, project: after), project: name)
        return NibPut(nib: written, project: after, created: stored == nil, changed: true)
    }

    /// Removes the nib `nib` of `project` (`notFound` when there is none); `ifMatch`, when given, must be met by
    /// its revision. A new project revision, recorded and announced; answers the project as the write left it.
    @discardableResult
    package func deleteNib(project name: String, nib: String, ifMatch: RevisionCondition?) throws -> Project {
        let id = try lockProject(name)
        let revision = try session.queryFirst(.nib(.key), [.integer(id), .text(nib)]) { try $0.int(0) }
        guard let revision else { throw StoreError.notFound(Self.describe(nib: nib, project: name)) }
        try Self.require(ifMatch, revision: revision, of: Self.describe(nib: nib, project: name))
        try session.send(.nib(.delete), [.integer(id), .text(nib)])
        try touchProject(id)
        try recordRevision(id, project: name, .project("deleted nib '\(nib)'"))
        let after = try project(name)
        changeLog?.wrote(.nib(name: nib, nil, project: after), project: name)
        return after
    }

    /// The nibs of `project` with their revisions and object counts, sorted by name, and the project's
    /// revision they were read at.
    package func listNibs(project name: String) throws -> (project: Project, nibs: [NibSummary]) {
        let (project, id) = try projectWithID(name)
        let nibs = try session.query(.nib(.list), [.integer(id)]) { row in
            NibSummary(name: try row.text(0), revision: try row.int(1), objectCount: try row.int(2))
        }
        return (project, nibs)
    }

    /// The nib `nib` of `project` as stored now: its revision and XML, byte for byte (`notFound` when the
    /// project or the nib does not exist).
    package func nibSource(project name: String, nib: String) throws -> StoredNib {
        let id = try projectID(name)
        let found = try session.queryFirst(.nib(.select), [.integer(id), .text(nib)]) { row in
            StoredNib(name: nib, revision: try row.int(0), source: try row.optionalBytes(1) ?? Data())
        }
        guard let found else { throw StoreError.notFound(Self.describe(nib: nib, project: name)) }
        return found
    }

    /// Every nib `project` holds now with its XML, sorted by name.
    package func nibSources(project name: String) throws -> [StoredNib] {
        try session.query(.nib(.selectAll), [.integer(try projectID(name))], row: StoredNib.init(row:))
    }

    /// Every nib `project` held at `revision` with its XML, sorted by name; `notFound` naming the oldest kept
    /// revision (or the latest) when the history does not keep `revision`.
    package func nibSources(project name: String, revision: Int) throws -> [StoredNib] {
        try session.query(.nib(.selectRevision), try keptRevision(revision, of: name), row: StoredNib.init(row:))
    }

    /// The nibs `project` held at `revision` with their revisions then and object counts, sorted by name, read
    /// without their bytes: each content keeps its count (`Migrations/0015_nib_object_counts.sql`). A content
    /// stored before counts were kept has none: `count` counts it from its bytes, once per content, and `counted`
    /// answers those counts by content hash, for `keepNibObjectCounts` to store. `notFound` as
    /// `nibSources(project:revision:)`.
    package func listNibs(
        project name: String, revision: Int, counting count: (StoredNib) throws -> Int
    ) throws -> (nibs: [NibSummary], counted: [String: Int]) {
        let rows = try session.query(.nib(.listRevision), try keptRevision(revision, of: name)) { row in
            (name: try row.text(0), revision: try row.int(1), count: try row.optionalInt(2), hash: try row.text(3))
        }
        var counted: [String: Int] = [:]
        var nibs: [NibSummary] = []
        for nib in rows {
            var objects = nib.count ?? counted[nib.hash]
            if objects == nil {
                let bytes = try session.queryFirst(.nib(.contentBytes), [.text(nib.hash)]) { try $0.optionalBytes(0) }
                objects = try count(StoredNib(name: nib.name, revision: nib.revision, source: (bytes ?? nil) ?? Data()))
                counted[nib.hash] = objects
            }
            nibs.append(NibSummary(name: nib.name, revision: nib.revision, objectCount: objects ?? 0))
        }
        return (nibs, counted)
    }

    /// Stores the object counts `listNibs(project:revision:counting:)` made, by content hash, where a content has
    /// none yet: what a later listing reads instead of parsing. Moves no revision; announces nothing.
    package func keepNibObjectCounts(_ counts: [String: Int]) throws {
        for (hash, count) in counts.sorted(by: { $0.key < $1.key }) {
            try session.send(.nib(.keepObjectCount), [.integer(Int64(count)), .text(hash)])
        }
    }

    /// The key of the kept `revision` of project `name` (its row id and the revision); `notFound` naming the oldest
    /// kept revision (or the latest) when the history does not keep `revision`.
    private func keptRevision(_ revision: Int, of name: String) throws -> [SQLValue] {
        let (project, id) = try projectWithID(name)
        let key: [SQLValue] = [.integer(id), .integer(Int64(revision))]
        guard revision <= project.revision else {
            throw StoreError.notFound(
                "revision \(revision) of project '\(name)' yet; the latest is \(project.revision)")
        }
        guard revision > project.revision - historyLimit,
            try session.queryFirst(.revisionExists, key, row: { _ in true }) != nil
        else {
            let oldest = try session.queryFirst(.oldestRevision, [.integer(id), .integer(Int64(historyLimit))]) {
                try $0.optionalInt(0)
            }
            throw StoreError.notFound(
                "revision \(revision) of project '\(name)' kept"
                    + ((oldest ?? nil).map { "; the oldest is \($0)" } ?? ""))
        }
        return key
    }

    /// Whether `project` holds at its kept `revision` the nibs it held at `revision - 1` (the same names at the same
    /// revisions and bytes), by the history: a write of another process that changed storyboards may have changed
    /// nibs too (a snapshot, an import). `nil` when either revision is not kept.
    package func nibsUnchanged(project name: String, at revision: Int) throws -> Bool? {
        // Per kept revision: each nib's name to its revision and content hash.
        var held: [Int: [String: String]] = [:]
        _ = try session.query(
            .nib(.revisionPairNibs), [.text(name), .integer(Int64(revision - 1)), .integer(Int64(revision))]
        ) { row in
            let kept = try row.int(0)
            var nibs = held[kept] ?? [:]
            if let nib = row.optionalText(1) { nibs[nib] = "\(try row.int(2)) \(try row.text(3))" }
            held[kept] = nibs
        }
        guard let before = held[revision - 1], let after = held[revision] else { return nil }
        return before == after
    }

    /// "nib 'ProductCell' in project 'x'".
    static func describe(nib: String, project: String) -> String {
        "nib '\(nib)' in project '\(project)'"
    }
}

/// What `putNib` did: the nib as stored (its revision), the project as the write left it, whether the nib is
/// new (`created`) and whether anything changed.
public struct NibPut: Sendable, Equatable {
    /// The nib with its revision (the project revision of its last write).
    public var nib: Nib
    /// The project after the write (its revision moved when `changed`).
    public var project: Project
    /// The project had no nib of this name.
    public var created: Bool
    /// The stored bytes differ from what they were.
    public var changed: Bool
}

/// One nib in a project's list: its name, revision and how many top-level objects it holds.
public struct NibSummary: Codable, Sendable, Equatable {
    /// The nib name (the file name without `.xib`).
    public var name: String
    /// The project revision of its last write.
    public var revision: Int
    /// Its top-level objects (placeholders left out).
    public var objectCount: Int

    /// A list entry.
    public init(name: String, revision: Int, objectCount: Int) {
        self.name = name
        self.revision = revision
        self.objectCount = objectCount
    }
}

/// A nib as the store keeps it: its name, revision and XML, byte for byte (parse it to get the `Nib`).
public struct StoredNib: Sendable, Equatable {
    /// The nib name.
    public var name: String
    /// The nib's revision (in a kept revision: its revision then).
    public var revision: Int
    /// The `.xib` XML as it was put.
    public var source: Data

    /// A stored nib.
    public init(name: String, revision: Int, source: Data) {
        self.name = name
        self.revision = revision
        self.source = source
    }

    /// Reads `(name, revision, bytes)` columns.
    init(row: any SQLRow) throws {
        self.init(name: try row.text(0), revision: try row.int(1), source: try row.optionalBytes(2) ?? Data())
    }
}
