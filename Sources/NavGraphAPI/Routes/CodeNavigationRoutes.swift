import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// `/v1/projects/{project}/code-navigation`: the navigation facts read out of the app's code
/// (docs/code-navigation.md), stored with the project's revision: put (a new revision unless equal), read,
/// remove. Source code never comes here, only the facts `navgraph` extracted on the client.
struct CodeNavigationRoutes: RouteCollection {
    static let pattern = "/v1/projects/{project}/code-navigation"

    let store: any NavigationStore

    func routes() -> [APIRoute] {
        [
            APIRoute(
                .put, Self.pattern, execution: .offload,
                summary: "Replace the project's code navigation facts (a facts document, never source code)",
                statuses: [200, 201, 400, 404, 409, 412, 413, 415, 422], requestBody: ["application/json"]
            ) { [self] request, parameters in
                try request.requireJSON()
                let document = try JSONCoding.decode(CodeNavigation.self, from: request.body)
                try Self.check(document)
                let name = parameters["project"]
                let ifMatch = try request.ifMatch()
                let put = try store.write {
                    try $0.putCodeNavigation(project: name, document: document, ifMatch: ifMatch)
                }
                let summary = CodeNavigationSummary(project: put.project, document: document)
                var response: HTTPResponse
                if put.created {
                    response = Reply.created(
                        summary, location: "/v1/projects/\(Reply.pathSegment(name))/code-navigation")
                    response.headers["ETag"] = EntityTag.revision(put.project.revision)
                } else {
                    response = Reply.json(summary, tag: EntityTag.revision(put.project.revision), for: request)
                }
                return response
            },
            APIRoute(
                .get, Self.pattern, summary: "Read the project's code navigation facts",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                let name = parameters["project"]
                let (project, document) = try store.read {
                    (try $0.project(name), try $0.codeNavigation(project: name))
                }
                // A project no facts were stored for knows no navigation in code: the empty document (404 is
                // for a project that does not exist).
                return Reply.json(document ?? CodeNavigation(), tag: EntityTag.revision(project.revision), for: request)
            },
            APIRoute(
                .delete, Self.pattern, execution: .offload,
                summary: "Remove the project's code navigation facts (a new revision)",
                statuses: [204, 400, 404, 409, 412]
            ) { [self] request, parameters in
                let name = parameters["project"]
                let ifMatch = try request.ifMatch()
                let put = try store.write { try $0.putCodeNavigation(project: name, document: nil, ifMatch: ifMatch) }
                guard put.changed else { throw APIError.notFound("project '\(name)' has no code navigation facts") }
                var response = Reply.noContent()
                response.headers["ETag"] = EntityTag.revision(put.project.revision)
                return response
            },
        ]
    }

    /// `document` checked against the server's limits (`CodeNavigation.Limits.standard`), as this route and a
    /// snapshot's facts file (`SnapshotFacts`) take it: a `422` naming the first fact at fault otherwise.
    static func check(_ document: CodeNavigation, in place: String = "") throws(APIError) {
        do throws(CodeNavigation.ValidationError) {
            try document.validate(.standard)
        } catch {
            throw APIError.unprocessable(
                "the code navigation facts\(place) are refused, \(error.description); nothing was changed",
                errors: [.init(field: error.path.isEmpty ? "(body)" : error.path, message: error.problem)])
        }
    }
}

/// What a `PUT .../code-navigation` stored: the project's revision and how many facts of each kind.
struct CodeNavigationSummary: Encodable, Sendable {
    var project: String
    var revision: Int
    var edges: Int
    var instantiations: Int
    var unresolved: Int

    init(project: Project, document: CodeNavigation) {
        self.project = project.name
        self.revision = project.revision
        self.edges = document.edges.count
        self.instantiations = document.instantiations.count
        self.unresolved = document.unresolved.count
    }
}
