import Storage

/// The notification every committed write of a `PostgresStore` sends, so that replicas rebuild what changed.
///
/// Channel `navgraph_changes`; payload `<project> <revision>`: the project's name (a slug, so it holds no
/// space) and the revision the write made, or `0` when the write deleted the project. It is sent with
/// `pg_notify` inside the write's transaction: listeners hear it only when the write commits. What the write
/// wrote and its label stay with the writer (`StoreChanges`): a replica reads what changed.
extension StoreChange {
    /// The channel to `LISTEN` on.
    public static let channel = "navgraph_changes"

    /// Reads a payload; `nil` when it is not `<project> <revision>`.
    public init?(payload: String) {
        guard let space = payload.lastIndex(of: " "), let revision = Int(payload[payload.index(after: space)...]),
            revision >= 0, space > payload.startIndex
        else { return nil }
        self.init(project: String(payload[..<space]), revision: revision)
    }

    /// The payload sent on `channel`.
    public var payload: String { "\(project) \(revision)" }
}
