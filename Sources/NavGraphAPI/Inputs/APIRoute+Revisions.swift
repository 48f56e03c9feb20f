import HTTPServer

extension APIRoute {
    /// The `400` for `?revision=` sent to an API route that does not take it, or `nil` when the route takes it
    /// (or is not an API route). Such a route answers or changes the current state only: answering that as if
    /// the revision asked for had been honoured would mislead, so the parameter is refused, not ignored.
    var revisionRefusal: APIError? {
        let name = GraphReads.revisionParameter.name
        guard pattern.hasPrefix("/v1/"), !query.contains(where: { $0.name == name }) else { return nil }
        let route = "\(method) \(pattern)"
        if query.contains(where: { $0.name == "from" }), query.contains(where: { $0.name == "to" }) {
            return .badRequest(
                "\(route) takes no ?\(name)=: it compares the two revisions ?from= and ?to= name, so ?\(name)= is "
                    + "refused rather than ignored")
        }
        if method == .get {
            return .badRequest(
                "\(route) has no revisions: it answers the current state only, so ?\(name)= is refused rather "
                    + "than ignored; the reads that take it are the graph reads (scenes, lookup, resolve, routes, "
                    + "graph, diagnostics, codegen, inspect) and the nibs, and .../diff compares two revisions")
        }
        return .badRequest(
            "\(route) has no revisions: a write acts on the current state only, so ?\(name)= is refused rather "
                + "than ignored; to write only over a given revision, send If-Match: \"r<revision>\"")
    }
}
