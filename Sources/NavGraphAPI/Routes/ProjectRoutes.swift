import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// `/v1/projects` and `/v1/projects/{project}`: list, create, read, update and delete projects.
struct ProjectRoutes: RouteCollection {
    let store: any NavigationStore
    let graphs: GraphCache

    func routes() -> [APIRoute] {
        [
            APIRoute(.get, "/v1/projects", summary: "List projects, sorted by name", statuses: [200]) {
                [graphs] request, _ in
                Reply.json(graphs.projects(), for: request)
            },
            APIRoute(
                .post, "/v1/projects", execution: .offload, summary: "Create a project",
                statuses: [201, 409, 415, 422], requestBody: ["application/json"]
            ) { [self] request, _ in
                try request.requireJSON()
                let project = try JSONCoding.decode(ProjectInput.self, from: request.body).validated()
                let created = try store.write { try $0.createProject(project) }
                var response = Reply.created(created, location: "/v1/projects/\(Reply.pathSegment(created.name))")
                response.headers["ETag"] = EntityTag.revision(created.revision)
                return response
            },
            APIRoute(.get, "/v1/projects/{project}", summary: "Read a project", statuses: [200, 304, 404]) {
                [graphs] request, parameters in
                let project = try graphs.graph(for: parameters["project"]).project
                return Reply.json(project, tag: EntityTag.revision(project.revision), for: request)
            },
            APIRoute(
                .patch, "/v1/projects/{project}", execution: .offload,
                summary: "Update a project's module, main storyboards or platform (JSON merge patch)",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try request.requireJSON(also: ["application/merge-patch+json"])
                let patch = try JSONCoding.decode(ProjectPatch.self, from: request.body)
                try patch.validate()
                let name = parameters["project"]
                let ifMatch = try request.ifMatch()
                let project = try store.write {
                    try $0.updateProject(
                        name, module: patch.module, mainStoryboards: patch.normalizedMainStoryboards,
                        platform: patch.platform,
                        ifMatch: ifMatch)
                }
                return Reply.json(project, tag: EntityTag.revision(project.revision), for: request)
            },
            APIRoute(
                .delete, "/v1/projects/{project}", execution: .offload,
                summary: "Delete a project with everything in it", statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let name = parameters["project"]
                try store.deleteProject(name, ifMatch: try request.ifMatch())
                return Reply.noContent()
            },
        ]
    }
}
