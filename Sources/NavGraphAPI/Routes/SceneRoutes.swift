import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// `.../storyboards/{storyboard}/scenes`: list and add scenes, and read, update and delete one by IB id.
struct SceneRoutes: RouteCollection {
    let store: any NavigationStore
    let graphs: GraphCache

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}/storyboards/{storyboard}/scenes"
        return [
            APIRoute(.get, base, summary: "List the scenes of a storyboard", statuses: [200, 304, 404]) {
                [self] request, parameters in
                Reply.json(
                    try graphs.currentStoryboard(project: parameters["project"], name: parameters["storyboard"]).scenes,
                    for: request)
            },
            APIRoute(
                .post, base, execution: .offload, summary: "Add one scene", statuses: [201, 404, 409, 415, 422],
                requestBody: ["application/json"]
            ) { [self] request, parameters in
                try request.requireJSON()
                let (project, storyboard) = (parameters["project"], parameters["storyboard"])
                let scene = try JSONCoding.decode(SceneInput.self, from: request.body).makeScene()
                let added = try store.write { try $0.add(scene, project: project, storyboard: storyboard) }
                return ElementAnswer.created(added, project: project, storyboard: storyboard)
            },
            APIRoute(.get, base + "/{scene}", summary: "Read one scene by IB id", statuses: [200, 304, 404]) {
                [self] request, parameters in
                let read = try graphs.currentScene(
                    project: parameters["project"], storyboard: parameters["storyboard"], id: parameters["scene"])
                // The storyboard's revision tag: what If-Match on a write of this scene is compared with.
                return Reply.json(read.scene, tag: EntityTag.revision(read.revision), for: request)
            },
            APIRoute(
                .patch, base + "/{scene}", execution: .offload, summary: "Update fields of one scene",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try request.requireJSON(also: ["application/merge-patch+json"])
                let (project, storyboard, id) = (parameters["project"], parameters["storyboard"], parameters["scene"])
                let input = try JSONCoding.decode(SceneInput.self, from: request.body)
                if let newID = input.id, newID != id {
                    throw APIError.unprocessable(
                        "a scene's id cannot change", errors: [.init(field: "id", message: "must equal '\(id)'")])
                }
                let existing = try store.read {
                    try $0.element(Scene.self, project: project, storyboard: storyboard, id: id)
                }
                let removed = MergePatch.removedMembers(of: request.body)
                let updated = try SceneInput.removing(removed, from: input.apply(to: existing))
                if updated.kind.isEmpty {
                    throw APIError.unprocessable(
                        "invalid scene", errors: [.init(field: "kind", message: "must not be empty")])
                }
                let ifMatch = try request.ifMatch()
                let stored = try store.write {
                    try $0.replace(id, with: updated, project: project, storyboard: storyboard, ifMatch: ifMatch)
                }
                return Reply.json(stored.element, tag: EntityTag.revision(stored.revision), for: request)
            },
            APIRoute(
                .delete, base + "/{scene}", execution: .offload, summary: "Delete one scene and its segues",
                statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let project = parameters["project"]
                let ifMatch = try request.ifMatch()
                try store.writeFreeingSpace {
                    try $0.delete(
                        Scene.self, project: project, storyboard: parameters["storyboard"], id: parameters["scene"],
                        ifMatch: ifMatch)
                }
                return Reply.noContent()
            },
        ]
    }
}
