import Foundation
import StoryboardModel

/// The navigation facts read out of a project's code (docs/code-navigation.md), kept with the project and its
/// history (`Migrations/0013_code_navigation.sql`): one JSON document per project, its bytes shared by hash.
extension StoreOperations {
    /// Replaces the facts of `project` with `document` (`nil`: removes them). `ifMatch`, when given, must be met
    /// by the project's revision. A change moves the project's revision by one, records it in the history
    /// (each kept revision names the facts it had) and announces it with the facts, so that a graph of the
    /// revision before is updated without reading; facts equal to the stored ones change nothing.
    package func putCodeNavigation(
        project name: String, document: CodeNavigation?, ifMatch: RevisionCondition?
    ) throws -> CodeNavigationPut {
        let id = try lockProject(name)
        let current = try project(name)
        try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
        let bytes = try document.map(Self.encoded)
        let hash = bytes.map(SHA256.hexDigest)
        let stored = try session.queryFirst(.projectCodeNavigationHash, [.integer(id)]) { $0.optionalText(0) } ?? nil
        guard stored != hash else {
            try labelUnchangedWrite(id, project: name)
            return CodeNavigationPut(project: current, created: false, changed: false)
        }
        if let bytes, let hash {
            try session.send(.insertCodeNavigationContent, [.text(hash), .bytes(bytes)])
        }
        try session.run(.setProjectCodeNavigation, [.optionalText(hash), .text(Timestamp.now()), .integer(id)])
        let summary = document == nil ? "removed the code navigation facts" : "replaced the code navigation facts"
        try recordRevision(id, project: name, .project(summary))
        let after = try project(name)
        changeLog?.wrote(.codeNavigation(document ?? CodeNavigation(), project: after), project: name)
        return CodeNavigationPut(project: after, created: stored == nil && hash != nil, changed: true)
    }

    /// The facts stored for `project` now; `nil` when it has none (`notFound` when there is no such project).
    package func codeNavigation(project name: String) throws -> CodeNavigation? {
        try codeNavigation(projectID: try projectID(name), project: name)
    }

    /// `codeNavigation(project:)` by the project's row id.
    func codeNavigation(projectID id: Int64, project name: String) throws -> CodeNavigation? {
        try session.queryFirst(.selectCodeNavigation, [.integer(id)]) { row in
            try Self.decoded(try row.optionalBytes(0) ?? Data(), what: "the code navigation facts of project '\(name)'")
        }
    }

    /// The facts `project` had at the kept `revision`; `nil` when it had none then.
    package func codeNavigation(project name: String, revision: Int) throws -> CodeNavigation? {
        try codeNavigation(projectID: try projectID(name), project: name, revision: revision)
    }

    /// `codeNavigation(project:revision:)` by the project's row id.
    func codeNavigation(projectID: Int64, project name: String, revision: Int) throws -> CodeNavigation? {
        try session.queryFirst(.selectRevisionCodeNavigation, [.integer(projectID), .integer(Int64(revision))]) {
            row in
            try Self.decoded(
                try row.optionalBytes(0) ?? Data(),
                what: "the code navigation facts of revision \(revision) of project '\(name)'")
        }
    }

    /// The stored bytes of the facts `project` holds now (`nil`: none), as `navgraph copy` moves them.
    package func codeNavigationBytes(project name: String) throws -> Data? {
        try session.queryFirst(.selectCodeNavigation, [.integer(try projectID(name))]) { try $0.optionalBytes(0) }
            ?? nil
    }

    /// The stored bytes of the facts `project` had at the kept `revision` (`nil`: none then).
    package func codeNavigationBytes(project name: String, revision: Int) throws -> Data? {
        try session.queryFirst(
            .selectRevisionCodeNavigation, [.integer(try projectID(name)), .integer(Int64(revision))]
        ) { try $0.optionalBytes(0) } ?? nil
    }

    /// Whether `project` holds at its kept `revision` the facts it held at `revision - 1`, by the history's
    /// hashes (a write of another process that changed storyboards may have replaced them too: an import with
    /// `--sources`); `nil` when either revision is not kept.
    package func codeNavigationUnchanged(project name: String, at revision: Int) throws -> Bool? {
        var hashes: [Int: String?] = [:]
        _ = try session.query(
            .revisionCodeNavigationHashes, [.text(name), .integer(Int64(revision - 1)), .integer(Int64(revision))]
        ) { row in hashes[try row.int(0)] = .some(row.optionalText(1)) }
        guard let before = hashes[revision - 1], let after = hashes[revision] else { return nil }
        return before == after
    }

    /// Stores `document` (`nil`: none) as the facts of the locked project `id` when they differ from the stored
    /// ones, moving its revision by one (a snapshot or an import with facts); answers what changed.
    func replaceCodeNavigation(_ id: Int64, with document: CodeNavigation?) throws -> SnapshotResult.CodeChange {
        let bytes = try document.map(Self.encoded)
        let hash = bytes.map(SHA256.hexDigest)
        let stored = try session.queryFirst(.projectCodeNavigationHash, [.integer(id)]) { $0.optionalText(0) } ?? nil
        guard stored != hash else { return .unchanged }
        if let bytes, let hash {
            try session.send(.insertCodeNavigationContent, [.text(hash), .bytes(bytes)])
        }
        try session.run(.setProjectCodeNavigation, [.optionalText(hash), .text(Timestamp.now()), .integer(id)])
        return hash == nil ? .removed : stored == nil ? .added : .replaced
    }

    /// Whether the kept `revision` of the project `id` holds `document` (`nil`: no facts), by hash.
    func revision(_ revision: Int, projectID id: Int64, holdsCode document: CodeNavigation?) throws -> Bool {
        let kept =
            try session.queryFirst(.selectRevisionCodeNavigation, [.integer(id), .integer(Int64(revision))]) {
                try $0.optionalBytes(0)
            } ?? nil
        return try kept.map(SHA256.hexDigest) == document.map { SHA256.hexDigest(try Self.encoded($0)) }
    }

    /// The document as stored: JSON with sorted keys, so equal facts have equal bytes.
    static func encoded(_ document: CodeNavigation) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(document)
    }

    private static func decoded(_ bytes: Data, what: String) throws -> CodeNavigation {
        do {
            return try JSONDecoder().decode(CodeNavigation.self, from: bytes)
        } catch {
            throw StoreError.invalid("\(what) cannot be read back: \(error)")
        }
    }
}

/// What `putCodeNavigation` did: the project as the write left it, whether the project had no facts before
/// (`created`) and whether anything changed.
public struct CodeNavigationPut: Sendable, Equatable {
    /// The project after the write (its revision moved when `changed`).
    public var project: Project
    /// The project had no facts and now has some.
    public var created: Bool
    /// The stored facts differ from what they were.
    public var changed: Bool
}
