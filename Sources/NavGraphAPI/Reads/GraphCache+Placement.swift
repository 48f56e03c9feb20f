import HTTPServer
import StoryboardModel

/// Where a read runs: a read answered from memory may run on the event loop; one that needs the database
/// (a project this process holds no graph of) must not, or one slow query stalls every connection of that
/// loop (issue 22). Asked on the event loop with the request's head, so it only looks at the path and the map.
extension GraphCache {
    /// The path prefix of every route of one project.
    static let projectPathPrefix = "/v1/projects/"

    /// Whether the project `path` names (`/v1/projects/{project}/...`) has its graph in memory; `true` for a
    /// path naming no project.
    func holdsGraph(forPath path: String) -> Bool {
        guard let name = Self.projectName(inPath: path) else { return true }
        return cachedRevision(of: name) != nil
    }

    /// The decoded, NFC-normalized project name of a project path, as the route's handler will see it.
    static func projectName(inPath path: String) -> String? {
        guard path.hasPrefix(projectPathPrefix) else { return nil }
        let rest = path.utf8.dropFirst(projectPathPrefix.utf8.count)
        let segment = rest.split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false).first
        guard let segment, !segment.isEmpty, let name = PercentDecoding.decode(String(decoding: segment, as: UTF8.self))
        else { return nil }
        return name.nfc
    }
}
