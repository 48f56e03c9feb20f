import Foundation
import HTTPServer
import Storage
import StoryboardModel

/// `.../storyboards/{storyboard}/segues`: list and add segues, and read, update and delete one by IB id.
struct SegueRoutes: RouteCollection {
    let store: any NavigationStore
    let graphs: GraphCache

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}/storyboards/{storyboard}/segues"
        return [
            APIRoute(.get, base, summary: "List the segues of a storyboard", statuses: [200, 304, 404]) {
                [self] request, parameters in
                Reply.json(
                    try graphs.currentStoryboard(project: parameters["project"], name: parameters["storyboard"]).segues,
                    for: request)
            },
            APIRoute(
                .post, base, execution: .offload, summary: "Add one segue", statuses: [201, 404, 409, 415, 422],
                requestBody: ["application/json"]
            ) { [self] request, parameters in
                try request.requireJSON()
                let (project, storyboard) = (parameters["project"], parameters["storyboard"])
                let segue = try JSONCoding.decode(SegueInput.self, from: request.body).makeSegue()
                let added = try store.write { try $0.add(segue, project: project, storyboard: storyboard) }
                return ElementAnswer.created(added, project: project, storyboard: storyboard)
            },
            APIRoute(.get, base + "/{segue}", summary: "Read one segue by IB id", statuses: [200, 304, 404]) {
                [self] request, parameters in
                let read = try graphs.currentSegue(
                    project: parameters["project"], storyboard: parameters["storyboard"], id: parameters["segue"])
                // The storyboard's revision tag: what If-Match on a write of this segue is compared with.
                return Reply.json(read.segue, tag: EntityTag.revision(read.revision), for: request)
            },
            APIRoute(
                .patch, base + "/{segue}", execution: .offload, summary: "Update fields of one segue",
                statuses: [200, 400, 404, 412, 415, 422],
                requestBody: ["application/json", "application/merge-patch+json"]
            ) { [self] request, parameters in
                try request.requireJSON(also: ["application/merge-patch+json"])
                let (project, storyboard, id) = (parameters["project"], parameters["storyboard"], parameters["segue"])
                let input = try JSONCoding.decode(SegueInput.self, from: request.body)
                if let newID = input.id, newID != id {
                    throw APIError.unprocessable(
                        "a segue's id cannot change", errors: [.init(field: "id", message: "must equal '\(id)'")])
                }
                let attributeErrors = input.attributeErrors()
                if !attributeErrors.isEmpty { throw APIError.unprocessable("invalid segue", errors: attributeErrors) }
                let existing = try store.read {
                    try $0.element(Segue.self, project: project, storyboard: storyboard, id: id)
                }
                let removed = MergePatch.removedMembers(of: request.body)
                let updated = try SegueInput.removing(removed, from: input.apply(to: existing))
                if updated.kind.isEmpty || updated.source.isEmpty {
                    throw APIError.unprocessable(
                        "invalid segue",
                        errors: [.init(field: updated.kind.isEmpty ? "kind" : "source", message: "must not be empty")])
                }
                let ifMatch = try request.ifMatch()
                let stored = try store.write {
                    try $0.replace(id, with: updated, project: project, storyboard: storyboard, ifMatch: ifMatch)
                }
                return Reply.json(stored.element, tag: EntityTag.revision(stored.revision), for: request)
            },
            APIRoute(
                .delete, base + "/{segue}", execution: .offload, summary: "Delete one segue",
                statuses: [204, 400, 404, 412]
            ) { [self] request, parameters in
                let project = parameters["project"]
                let ifMatch = try request.ifMatch()
                try store.writeFreeingSpace {
                    try $0.delete(
                        Segue.self, project: project, storyboard: parameters["storyboard"], id: parameters["segue"],
                        ifMatch: ifMatch)
                }
                return Reply.noContent()
            },
        ]
    }
}
