import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// The history of a project: its kept revisions and diffs between two (reads at an old revision are
/// `GraphReads`').
struct RevisionRoutes: RouteCollection {
    let store: any NavigationStore
    let reads: GraphReads

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}"
        return [
            APIRoute(
                .get, base + "/revisions", summary: "The kept revisions of the project, newest first",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                Reply.json(try store.revisions(project: parameters["project"]), for: request)
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

    private func diff(_ request: HTTPRequest, project: String) throws -> HTTPResponse {
        let from = try revisionQuery(request, "from")
        let to = try revisionQuery(request, "to")
        let format = request.query["format"] ?? "json"
        guard format == "json" || format == "markdown" else {
            throw APIError.badRequest("format must be json or markdown, not '\(format)'")
        }
        // Built for this request only: two large revisions must not stay in memory after it.
        let old = try reads.graph(project: project, revision: from, keep: false)
        let new = try reads.graph(project: project, revision: to, keep: false)
        let report = DiffReport(sections: [
            DiffReport.Section(bundle: project, changes: NavigationDiff(old: old, new: new).changes)
        ])
        if format == "markdown" {
            return Reply.representation(
                Data(report.markdown().utf8), mediaType: "text/markdown; charset=utf-8", for: request)
        }
        return Reply.json(report.document, for: request)
    }

    private func revisionQuery(_ request: HTTPRequest, _ name: String) throws(APIError) -> Int {
        let text = try request.requiredQuery(name)
        guard let revision = Int(text), revision >= 1 else {
            throw APIError.badRequest("\(name) must be a revision number (a whole number from 1), not '\(text)'")
        }
        return revision
    }
}
