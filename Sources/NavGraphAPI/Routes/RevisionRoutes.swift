import Foundation
import HTTPServer
import Storage
import StoryboardImport
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
                // The history is read from the database: never on an event loop.
                .get, base + "/revisions", execution: .offload,
                summary: "The kept revisions of the project, newest first, with the labels naming each",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                Reply.json(try store.read { try $0.revisions(project: parameters["project"]) }, for: request)
            },
            APIRoute(
                .get, base + "/diff", execution: .heavy,
                summary: "What changed between two revisions and what it means (breaking, behaviour, cosmetic); "
                    + "diff.FORMAT answers the same with one media type",
                query: Self.range + [
                    .init(name: "format", required: false, description: "json (default) or markdown")
                ], statuses: [200, 304, 400, 404, 503]
            ) { [self] request, parameters in
                try diff(request, project: parameters["project"], format: request.query["format"] ?? "json")
            },
        ]
            // One operation per representation (generated clients read one media type per status): the same
            // bytes and ETag as diff?format=NAME.
            + Self.diffFormats.map { format in
                APIRoute(
                    .get, base + "/diff." + format, execution: .heavy,
                    summary: "What changed between two revisions and what it means, as "
                        + (format == "json" ? "JSON" : "Markdown for a review comment")
                        + " (the same bytes as diff?format=\(format))",
                    query: Self.range, statuses: [200, 304, 400, 404, 503],
                    responseType: Self.diffMediaType(format)
                ) { [self] request, parameters in
                    try diff(request, project: parameters["project"], format: format)
                }
            }
    }

    /// The `?format=` names of a diff's representations, each also served as `diff.NAME`.
    static let diffFormats = ["json", "markdown"]

    static func diffMediaType(_ format: String) -> String {
        format == "json" ? "application/json" : "text/markdown"
    }

    private static let range: [APIRoute.QueryParameter] = [
        .init(name: "from", required: true, description: "the older revision, by number or label"),
        .init(name: "to", required: true, description: "the newer revision, by number or label"),
    ]

    private func diff(_ request: HTTPRequest, project: String, format: String) throws -> HTTPResponse {
        let from = try reads.revisionNumber(try request.requiredQuery("from"), project: project, parameter: "from")
        let to = try reads.revisionNumber(try request.requiredQuery("to"), project: project, parameter: "to")
        guard Self.diffFormats.contains(format) else {
            throw APIError.badRequest("format must be json or markdown, not '\(format)'")
        }
        // Built for this request only: two large revisions must not stay in memory after it. Everything stops
        // once the client leaves or the deadline passes (issue 36: abandoned diffs computed for minutes).
        let cancellation = reads.heavyWork.flag(for: request)
        let old = try reads.graph(project: project, revision: from, keep: false, cancellation: cancellation)
        let new = try reads.graph(project: project, revision: to, keep: false, cancellation: cancellation)
        let changes =
            try NavigationDiff(old: old, new: new, cancellation: cancellation).changes
            + nibChanges(project: project, from: from, to: to)
        try cancellation.check()
        let report = DiffReport(sections: [DiffReport.Section(bundle: project, changes: changes)])
        if format == "markdown" {
            return Reply.representation(
                Data(report.markdown().utf8), mediaType: "text/markdown; charset=utf-8", for: request)
        }
        return Reply.json(report.document, for: request)
    }

    /// The nibs that differ between two kept revisions (`NibDiff`): only those whose bytes differ are parsed.
    private func nibChanges(project: String, from: Int, to: Int) throws -> [NavigationChange] {
        let (old, new) = try store.read {
            (try $0.nibSources(project: project, revision: from), try $0.nibSources(project: project, revision: to))
        }
        let unchanged = Set(old.map { [$0.name: $0.source] }).intersection(new.map { [$0.name: $0.source] })
        func parsed(_ nibs: [StoredNib]) throws -> [Nib] {
            try nibs.filter { !unchanged.contains([$0.name: $0.source]) }.map {
                try BundleInput.nib($0.source, name: $0.name)
            }
        }
        return NibDiff.changes(old: try parsed(old), new: try parsed(new))
    }
}
