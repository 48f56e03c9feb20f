import HTTPServer

extension APIRoute {
    /// Whether the route is a GET that takes `?revision=R`: an old revision is built from the history on the
    /// heavy-read pool.
    var readsRevisions: Bool {
        method == .get && query.contains { $0.name == GraphReads.revisionParameter.name }
    }

    /// Whether the route runs on an event loop and reads a project's graph: a project whose graph this process
    /// does not hold is read from the database on the heavy-read pool instead.
    var readsProjectGraph: Bool {
        execution == .inline && pattern.hasPrefix(GraphCache.projectPathPrefix + "{project}")
    }

    /// Whether some of the route's requests run on the heavy-read pool, and so may be answered `503` with
    /// `Retry-After` when its threads stay busy (`HTTPServer.Configuration.heavyQueueWait`).
    var mayRunHeavy: Bool {
        execution == .heavy || readsRevisions || heavyWhen != nil || readsProjectGraph
    }
}
