import Foundation
import HTTPServer
import StoryboardModel

extension NavGraphService {
    func sceneRoutes() -> [APIRoute] {
        let base = "/v1/projects/{project}/storyboards/{storyboard}/scenes"
        return [
            APIRoute(.get, base, summary: "List the scenes of a storyboard", statuses: [200, 304, 404]) {
                [self] request, parameters in
                json(
                    try currentStoryboard(project: parameters["project"], name: parameters["storyboard"]).scenes,
                    for: request)
            },
            APIRoute(
                .post, base, execution: .offload, summary: "Add one scene", statuses: [201, 404, 409, 415, 422],
                requestBody: ["application/json"]
            ) { [self] request, parameters in
                try requireJSON(request)
                let (project, storyboard) = (parameters["project"], parameters["storyboard"])
                let scene = try JSONCoding.decode(SceneInput.self, from: request.body).makeScene()
                let added = try store.addScene(project: project, storyboard: storyboard, scene: scene)
                try graphs.refresh(project)
                return created(
                    added,
                    location: "/v1/projects/\(pathSegment(project))/storyboards/\(pathSegment(storyboard))/scenes/"
                        + pathSegment(added.id))
            },
            APIRoute(.get, base + "/{scene}", summary: "Read one scene by IB id", statuses: [200, 304, 404]) {
                [self] request, parameters in
                let read = try currentScene(
                    project: parameters["project"], storyboard: parameters["storyboard"], id: parameters["scene"])
                // The storyboard's revision tag: what If-Match on a write of this scene is compared with.
                return json(read.scene, tag: EntityTag.revision(read.revision), for: request)
            },
            APIRoute(
                .patch, base + "/{scene}", execution: .offload, summary: "Update fields of one scene",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try requireJSON(request, also: ["application/merge-patch+json"])
                let (project, storyboard, id) = (parameters["project"], parameters["storyboard"], parameters["scene"])
                let input = try JSONCoding.decode(SceneInput.self, from: request.body)
                if let newID = input.id, newID != id {
                    throw APIError.unprocessable(
                        "a scene's id cannot change", errors: [.init(field: "id", message: "must equal '\(id)'")])
                }
                let existing = try store.scene(project: project, storyboard: storyboard, id: id)
                let updated = input.apply(to: existing)
                if updated.kind.isEmpty {
                    throw APIError.unprocessable(
                        "invalid scene", errors: [.init(field: "kind", message: "must not be empty")])
                }
                let stored = try store.replaceScene(
                    project: project, storyboard: storyboard, id: id, with: updated, ifMatch: try ifMatch(request))
                try graphs.refresh(project)
                return json(stored.scene, tag: EntityTag.revision(stored.revision), for: request)
            },
            APIRoute(
                .delete, base + "/{scene}", execution: .offload, summary: "Delete one scene and its segues",
                statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let project = parameters["project"]
                try store.deleteScene(
                    project: project, storyboard: parameters["storyboard"], id: parameters["scene"],
                    ifMatch: try ifMatch(request))
                try graphs.refresh(project)
                return noContent()
            },
        ]
    }

    func segueRoutes() -> [APIRoute] {
        let base = "/v1/projects/{project}/storyboards/{storyboard}/segues"
        return [
            APIRoute(.get, base, summary: "List the segues of a storyboard", statuses: [200, 304, 404]) {
                [self] request, parameters in
                json(
                    try currentStoryboard(project: parameters["project"], name: parameters["storyboard"]).segues,
                    for: request)
            },
            APIRoute(
                .post, base, execution: .offload, summary: "Add one segue", statuses: [201, 404, 409, 415, 422],
                requestBody: ["application/json"]
            ) { [self] request, parameters in
                try requireJSON(request)
                let (project, storyboard) = (parameters["project"], parameters["storyboard"])
                let segue = try JSONCoding.decode(SegueInput.self, from: request.body).makeSegue()
                let added = try store.addSegue(project: project, storyboard: storyboard, segue: segue)
                try graphs.refresh(project)
                return created(
                    added,
                    location: "/v1/projects/\(pathSegment(project))/storyboards/\(pathSegment(storyboard))/segues/"
                        + pathSegment(added.id))
            },
            APIRoute(.get, base + "/{segue}", summary: "Read one segue by IB id", statuses: [200, 304, 404]) {
                [self] request, parameters in
                let read = try currentSegue(
                    project: parameters["project"], storyboard: parameters["storyboard"], id: parameters["segue"])
                // The storyboard's revision tag: what If-Match on a write of this segue is compared with.
                return json(read.segue, tag: EntityTag.revision(read.revision), for: request)
            },
            APIRoute(
                .patch, base + "/{segue}", execution: .offload, summary: "Update fields of one segue",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try requireJSON(request, also: ["application/merge-patch+json"])
                let (project, storyboard, id) = (parameters["project"], parameters["storyboard"], parameters["segue"])
                let input = try JSONCoding.decode(SegueInput.self, from: request.body)
                if let newID = input.id, newID != id {
                    throw APIError.unprocessable(
                        "a segue's id cannot change", errors: [.init(field: "id", message: "must equal '\(id)'")])
                }
                let attributeErrors = input.attributeErrors()
                if !attributeErrors.isEmpty { throw APIError.unprocessable("invalid segue", errors: attributeErrors) }
                let existing = try store.segue(project: project, storyboard: storyboard, id: id)
                let updated = input.apply(to: existing)
                if updated.kind.isEmpty || updated.source.isEmpty {
                    throw APIError.unprocessable(
                        "invalid segue",
                        errors: [.init(field: updated.kind.isEmpty ? "kind" : "source", message: "must not be empty")])
                }
                let stored = try store.replaceSegue(
                    project: project, storyboard: storyboard, id: id, with: updated, ifMatch: try ifMatch(request))
                try graphs.refresh(project)
                return json(stored.segue, tag: EntityTag.revision(stored.revision), for: request)
            },
            APIRoute(
                .delete, base + "/{segue}", execution: .offload, summary: "Delete one segue",
                statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let project = parameters["project"]
                try store.deleteSegue(
                    project: project, storyboard: parameters["storyboard"], id: parameters["segue"],
                    ifMatch: try ifMatch(request))
                try graphs.refresh(project)
                return noContent()
            },
        ]
    }
}
