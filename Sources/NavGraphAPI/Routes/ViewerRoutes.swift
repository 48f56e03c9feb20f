import Foundation
import GraphvizRender
import HTTPServer
import StoryboardModel

extension NavGraphService {
    /// The web viewer's shell (public: it holds no data; every API call it makes needs the token) and the
    /// scene panel it reads.
    func viewerRoutes() -> [APIRoute] {
        [
            APIRoute(
                .get, "/", summary: "The web viewer (HTML; its API calls need the token)", statuses: [200, 304],
                responseType: "text/html"
            ) { [self] request, _ in
                viewerAsset(ViewerAssets.html, type: "text/html; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/projects/{project}", summary: "The web viewer opened on one project (HTML)",
                statuses: [200, 304, 404], responseType: "text/html"
            ) { [self] request, parameters in
                // A name no project can have is a 404; whether a valid name exists is the API's to say (with
                // the token), not this public page's.
                let project = parameters["project"]
                guard Project.isValidName(project) else {
                    throw APIError.notFound(
                        "no project can be named '\(project)' (a project name matches "
                            + "[A-Za-z0-9][A-Za-z0-9._-]{0,63})")
                }
                return viewerAsset(ViewerAssets.html, type: "text/html; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/viewer/viewer.js", summary: "The web viewer's script", statuses: [200, 304],
                responseType: "text/javascript"
            ) { [self] request, _ in
                viewerAsset(ViewerAssets.script, type: "text/javascript; charset=utf-8", for: request)
            },
            APIRoute(
                .get, "/viewer/viewer.css", summary: "The web viewer's style sheet", statuses: [200, 304],
                responseType: "text/css"
            ) { [self] request, _ in
                viewerAsset(ViewerAssets.styleSheet, type: "text/css; charset=utf-8", for: request)
            },
            // The panel diagnoses the whole project to pick the scene's findings: off the event loop.
            graphRoute(
                "/v1/projects/{project}/inspect", execution: .offload,
                summary: "One scene for the viewer's panel: lookup, outgoing segues resolved, incoming, diagnostics",
                query: [
                    .init(
                        name: "scene", required: true,
                        description: "a class name, Storyboard/sceneId or Storyboard:storyboardIdentifier")
                ], statuses: [200, 304, 400, 404, 409]
            ) { [self] request, graph in
                json(try ScenePanel(graph: graph, scene: try requiredQuery(request, "scene")), for: request)
            },
        ]
    }

    /// The header every viewer page carries: only this server's own script, style and API; no inline
    /// script or style, no frames, no outside requests (CSP Level 3).
    static let viewerSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    private func viewerAsset(_ text: String, type: String, for request: HTTPRequest) -> HTTPResponse {
        var response = representation(Data(text.utf8), mediaType: type, for: request)
        response.headers["Content-Security-Policy"] = Self.viewerSecurityPolicy
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Cache-Control"] = "no-cache"
        return response
    }

    /// The graph drawn by Graphviz; `503` naming the package when `dot` is missing or fails.
    func svgGraph(_ graph: NavigationGraph, for request: HTTPRequest) throws -> HTTPResponse {
        let svg = try drawing(of: graph)
        var response = representation(svg, mediaType: "image/svg+xml", for: request)
        // Opened on its own, the drawing runs nothing and loads nothing.
        response.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response
    }

    /// `503` for a drawing Graphviz could not make; naming the package to install when `dot` is missing.
    static func problem(_ error: GraphvizError) -> APIError {
        var extensions: [String: any Encodable & Sendable] = [:]
        if case .notInstalled = error { extensions["missingPackage"] = GraphvizError.package }
        return APIError(status: 503, title: "Service Unavailable", detail: error.message, extensions: extensions)
    }
}
