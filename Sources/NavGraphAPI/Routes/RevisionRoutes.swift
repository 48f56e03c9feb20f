import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// The history of a project: its kept revisions, reads at an old revision, and diffs between two.
extension NavGraphService {
    /// `?revision=R`, accepted by every read of a project's graph.
    static let revisionParameter = APIRoute.QueryParameter(
        name: "revision", required: false,
        description: "answer as of this project revision (one of GET .../revisions); default: the current one")

    /// What `?revision=R` can answer besides the route's own statuses: a bad number, a revision not kept,
    /// and `503` with `Retry-After` when the heavy-read threads it runs on stay busy.
    static let revisionStatuses = [400, 404, 503]

    func revisionRoutes() -> [APIRoute] {
        let base = "/v1/projects/{project}"
        return [
            APIRoute(
                .get, base + "/revisions", summary: "The kept revisions of the project, newest first",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                json(try store.revisions(project: parameters["project"]), for: request)
            },
            APIRoute(
                .get, base + "/diff", execution: .heavy,
                summary: "What changed between two revisions and what it means (breaking, behaviour, cosmetic)",
                query: [
                    .init(name: "from", required: true, description: "the older revision"),
                    .init(name: "to", required: true, description: "the newer revision"),
                    .init(name: "format", required: false, description: "json (default) or markdown"),
                ], statuses: [200, 304, 400, 404, 503]
            ) { [self] request, parameters in
                try diff(request, project: parameters["project"])
            },
        ]
    }

    /// A graph read at `revision`, older than the current one: answered from the revision's graph, without
    /// the response cache (old revisions are rare reads; their ETags still let clients revalidate).
    func oldRevisionRead(
        _ request: HTTPRequest, project: String, revision: Int, reads: [String],
        _ make: (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        let graph = try graph(project: project, revision: revision)
        var scoped = request
        scoped.query = [:]
        for name in reads {
            if let value = request.query[name] { scoped.query[name] = value }
        }
        return try make(scoped, graph)
    }

    /// The graph of `project` at `revision`: the live one when current, else from the history; `404` when
    /// the history no longer keeps it or the project has not reached it.
    func graph(project: String, revision: Int, keep: Bool = true) throws -> NavigationGraph {
        let current = try graphs.graph(for: project)
        if revision == current.project.revision { return current }
        switch try graphs.revisions.graph(project: project, revision: revision, keep: keep) {
        case .graph(let graph):
            return graph
        case .pruned(let oldest):
            throw APIError.notFound(
                "revision \(revision) of project '\(project)' is no longer kept"
                    + (oldest.map { "; the oldest is \($0)" } ?? ""))
        case .future(let latest):
            throw APIError.notFound("project '\(project)' has no revision \(revision) yet; the latest is \(latest)")
        }
    }

    private func diff(_ request: HTTPRequest, project: String) throws -> HTTPResponse {
        let from = try revisionQuery(request, "from")
        let to = try revisionQuery(request, "to")
        let format = request.query["format"] ?? "json"
        guard format == "json" || format == "markdown" else {
            throw APIError.badRequest("format must be json or markdown, not '\(format)'")
        }
        // Built for this request only: two large revisions must not stay in memory after it.
        let old = try graph(project: project, revision: from, keep: false)
        let new = try graph(project: project, revision: to, keep: false)
        let report = DiffReport(sections: [
            DiffReport.Section(bundle: project, changes: NavigationDiff(old: old, new: new).changes)
        ])
        if format == "markdown" {
            return representation(Data(report.markdown().utf8), mediaType: "text/markdown; charset=utf-8", for: request)
        }
        return json(report.document, for: request)
    }

    private func revisionQuery(_ request: HTTPRequest, _ name: String) throws(APIError) -> Int {
        let text = try requiredQuery(request, name)
        guard let revision = Int(text), revision >= 1 else {
            throw APIError.badRequest("\(name) must be a revision number (a whole number from 1), not '\(text)'")
        }
        return revision
    }
}
