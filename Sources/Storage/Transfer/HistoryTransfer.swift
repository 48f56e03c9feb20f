/// A store that can take a project exactly as another store holds it: the same revision numbers,
/// timestamps and history, not a new write. `navgraph copy` moves databases with it (SQLite to PostgreSQL
/// and back); reading a project out works on any `NavigationStore` (`archive(of:)`).
public protocol HistoryTransfer: NavigationStore {
    /// Adds `archive` in one transaction: the project at its revision, its storyboards with their sources and
    /// revisions, and its history. `conflict` when a project of that name exists; nothing is written then.
    /// No change is announced to other replicas' graphs beyond what a new project causes.
    func restore(_ archive: ProjectArchive) throws(StoreError)
    /// Every label of `project`, sorted by name, with the revision each names and when it was given.
    func labels(of project: String) throws(StoreError) -> [ProjectArchive.Label]
    /// The highest revision every project name, and every storyboard name of a project name, has reached
    /// (`Migrations/0003_revision_marks.sql`), deleted ones included.
    func revisionMarks() throws(StoreError) -> RevisionMarks
    /// Raises the destination's marks to at least `marks` (none is lowered), in one transaction.
    func raise(_ marks: RevisionMarks) throws(StoreError)
}

/// Revision high-water marks, so that a name deleted and made again in a copy continues above its old
/// revisions there too (an ETag saved before the copy never matches another resource).
public struct RevisionMarks: Sendable, Equatable {
    /// By project name.
    public var projects: [String: Int]
    /// By project name, then storyboard name.
    public var storyboards: [String: [String: Int]]

    /// Marks.
    public init(projects: [String: Int] = [:], storyboards: [String: [String: Int]] = [:]) {
        self.projects = projects
        self.storyboards = storyboards
    }

    /// Each mark of `self` that `other` lacks or holds lower, one sentence each.
    public func missing(from other: RevisionMarks) -> [String] {
        var found: [String] = []
        for (name, revision) in projects.sorted(by: { $0.key < $1.key }) where (other.projects[name] ?? 0) < revision {
            found.append(
                "project name '\(name)' reached revision \(revision); the copy's mark is \(other.projects[name] ?? 0)")
        }
        for (project, names) in storyboards.sorted(by: { $0.key < $1.key }) {
            for (name, revision) in names.sorted(by: { $0.key < $1.key })
            where (other.storyboards[project]?[name] ?? 0) < revision {
                found.append(
                    "storyboard name '\(name)' of project '\(project)' reached revision \(revision); the copy's mark is "
                        + "\(other.storyboards[project]?[name] ?? 0)")
            }
        }
        return found
    }
}

// MARK: Operations

extension HistoryTransfer {
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
