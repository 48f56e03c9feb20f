/// The notification every committed write of a `PostgresStore` sends, so that replicas rebuild what changed.
///
/// Channel `navgraph_changes`; payload `<project> <revision>`: the project's name (a slug, so it holds no
/// space) and the revision the write made, or `0` when the write deleted the project. It is sent with
/// `pg_notify` inside the write's transaction: listeners hear it only when the write commits.
public struct StoreChange: Sendable, Equatable {
    /// The channel to `LISTEN` on.
    public static let channel = "navgraph_changes"

    /// The project written.
    public var project: String
    /// The project's revision after the write; 0 when the project was deleted.
    public var revision: Int

    /// A change of `project` to `revision` (0: deleted).
    public init(project: String, revision: Int) {
        self.project = project
        self.revision = revision
    }

    /// Reads a payload; `nil` when it is not `<project> <revision>`.
    public init?(payload: String) {
        guard let space = payload.lastIndex(of: " "), let revision = Int(payload[payload.index(after: space)...]),
            revision >= 0, space > payload.startIndex
        else { return nil }
        self.init(project: String(payload[..<space]), revision: revision)
    }

    /// The payload sent on `channel`.
    public var payload: String { "\(project) \(revision)" }

    /// Whether the write deleted the project.
    public var isDeletion: Bool { revision == 0 }
}
