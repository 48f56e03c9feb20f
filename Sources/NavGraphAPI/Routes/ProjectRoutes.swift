import Foundation
import HTTPServer
import StoryboardModel

extension NavGraphService {
    func projectRoutes() -> [APIRoute] {
        [
            APIRoute(.get, "/v1/projects", summary: "List projects, sorted by name", statuses: [200]) {
                [self] request, _ in
                json(graphs.projects(), for: request)
            },
            APIRoute(
                .post, "/v1/projects", execution: .offload, summary: "Create a project",
                statuses: [201, 409, 415, 422], requestBody: ["application/json"]
            ) { [self] request, _ in
                try requireJSON(request)
                let project = try JSONCoding.decode(ProjectInput.self, from: request.body).validated()
                let created = try store.createProject(project)
                try graphs.refresh(created.name)
                var response = self.created(created, location: "/v1/projects/\(pathSegment(created.name))")
                response.headers["ETag"] = EntityTag.revision(created.revision)
                return response
            },
            APIRoute(.get, "/v1/projects/{project}", summary: "Read a project", statuses: [200, 304, 404]) {
                [self] request, parameters in
                let project = try graphs.graph(for: parameters["project"]).project
                return json(project, tag: EntityTag.revision(project.revision), for: request)
            },
            APIRoute(
                .patch, "/v1/projects/{project}", execution: .offload,
                summary: "Update a project's module or platform (JSON merge patch)",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try requireJSON(request, also: ["application/merge-patch+json"])
                let patch = try JSONCoding.decode(ProjectPatch.self, from: request.body)
                try patch.validate()
                let name = parameters["project"]
                let project = try store.updateProject(
                    name, module: patch.module, platform: patch.platform, ifMatch: try ifMatch(request))
                try graphs.refresh(name)
                return json(project, tag: EntityTag.revision(project.revision), for: request)
            },
            APIRoute(
                .delete, "/v1/projects/{project}", execution: .offload,
                summary: "Delete a project with everything in it", statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let name = parameters["project"]
                try store.deleteProject(name, ifMatch: try ifMatch(request))
                graphs.remove(name)
                return noContent()
            },
        ]
    }

    /// `415` unless the body is declared JSON (RFC 9110 section 15.5.16).
    func requireJSON(_ request: HTTPRequest, also extra: [String] = []) throws(APIError) {
        let type = MediaType.essence(of: request.headers["Content-Type"])
        guard type == "application/json" || extra.contains(type) || type.hasSuffix("+json") else {
            throw APIError.unsupportedMediaType(
                "send the body as application/json (Content-Type was '\(request.headers["Content-Type"] ?? "")')")
        }
    }
}
