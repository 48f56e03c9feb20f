import Foundation
import HTTPServer
import StoryboardModel

/// The web viewer's shell (public: it holds no data; every API call it makes needs the token) and the scene
/// panel it reads.
struct ViewerRoutes: RouteCollection {
    let reads: GraphReads

    func routes() -> [APIRoute] {
        [
            APIRoute(
                .get, "/", summary: "The web viewer (HTML; its API calls need the token)", statuses: [200, 304],
                responseType: "text/html"
            ) { request, _ in
                Self.asset(ViewerAssets.html, type: "text/html; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/projects/{project}", summary: "The web viewer opened on one project (HTML)",
                statuses: [200, 304, 404], responseType: "text/html"
            ) { request, parameters in
                // A name no project can have is a 404; whether a valid name exists is the API's to say (with
                // the token), not this public page's.
                let project = parameters["project"]
                guard Project.isValidName(project) else {
                    throw APIError.notFound(
                        "no project can be named '\(project)' (a project name matches "
                            + "[A-Za-z0-9][A-Za-z0-9._-]{0,63})")
                }
                return Self.asset(ViewerAssets.html, type: "text/html; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/viewer/viewer.js", summary: "The web viewer's script", statuses: [200, 304],
                responseType: "text/javascript"
            ) { request, _ in
                Self.asset(ViewerAssets.script, type: "text/javascript; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/viewer/viewer.css", summary: "The web viewer's style sheet", statuses: [200, 304],
                responseType: "text/css"
            ) { request, _ in
                Self.asset(ViewerAssets.styleSheet, type: "text/css; charset=utf-8", for: request)
            },
            // The panel diagnoses the whole project to pick the scene's findings: off the event loop.
            reads.route(
                "/v1/projects/{project}/inspect", execution: .offload,
                summary: "One scene for the viewer's panel: lookup, outgoing segues resolved, incoming, diagnostics",
                query: [
                    .init(
                        name: "scene", required: true,
                        description: "a class name, Storyboard/sceneId or Storyboard:storyboardIdentifier")
                ], statuses: [200, 304, 400, 404, 409]
            ) { request, graph in
                Reply.json(try ScenePanel(graph: graph, scene: try request.requiredQuery("scene")), for: request)
            },
        ]
    }

    /// The header every viewer page carries: only this server's own script, style and API; no inline
    /// script or style, no frames, no outside requests (CSP Level 3).
    static let securityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    private static func asset(_ text: String, type: String, for request: HTTPRequest) -> HTTPResponse {
        var response = Reply.representation(Data(text.utf8), mediaType: type, for: request)
        response.headers["Content-Security-Policy"] = Self.securityPolicy
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Cache-Control"] = "no-cache"
        return response
    }
}
