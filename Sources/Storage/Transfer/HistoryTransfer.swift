/// A store that can take a project exactly as another store holds it: the same revision numbers,
/// timestamps and history, not a new write (`StoreOperations.restore`, `labels`, `revisionMarks`, `raise`).
/// `navgraph copy` moves databases with it (SQLite to PostgreSQL and back); reading a project out works on
/// any `NavigationStore` (`archive(of:)`).
public protocol HistoryTransfer: NavigationStore {}

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
