import Foundation
import GraphvizRender
import HTTPServer
import StoryboardModel

/// Drawings of a project's graph by Graphviz through the render pool, and the `503`s for those it could not
/// make.
struct GraphDrawing: Sendable {
    /// Graphviz drawings: a few at a time, one per revision however many ask, failures remembered.
    let renders: RenderPool
    /// Heavy reads' limits (the `dot` to run, its timeout).
    let heavyReads: HeavyReadOptions
    /// The run deadline, and the count of drawings stopped.
    let heavyWork: HeavyWork

    /// The SVG of `graph`, drawn through the render pool: one `dot` per project revision however many ask at
    /// once, a failure remembered for a while; `503` with `Retry-After` when no layout slot comes free or the
    /// drawing failed within the remembered window. `dot` is killed once every asker of the drawing is gone
    /// (`cancellation` is this one's), and `WorkCancelled` thrown.
    func drawing(of graph: NavigationGraph, cancellation: CancellationFlag = .never) throws -> Data {
        var renderer: GraphvizRenderer
        do {
            if let dot = heavyReads.dot {
                renderer = GraphvizRenderer(executable: dot, timeout: heavyReads.renderTimeout)
            } else {
                var located = try GraphvizRenderer.located()
                located.timeout = heavyReads.renderTimeout
                renderer = located
            }
        } catch {
            throw Self.problem(error)
        }
        do {
            return try renders.render(
                key: Self.key(graph.project.name, revision: graph.project.revision), cancellation: cancellation
            ) { abandoned throws(GraphvizError) -> Data in
                renderer.abandoned = abandoned
                return try GraphPicture.svg(of: graph, renderer: renderer)
            }
        } catch .abandoned {
            try cancellation.check()
            throw Self.problem(RenderPoolError.abandoned)
        } catch {
            throw Self.problem(error)
        }
    }

    /// The render pool's key of a project's drawing at a revision (a revision's graph never changes).
    static func key(_ project: String, revision: Int) -> String {
        project + "\u{1}" + String(revision)
    }

    /// `503` for a drawing the render pool did not make, with `Retry-After` when asking later may help.
    static func problem(_ error: RenderPoolError) -> APIError {
        switch error {
        case .unavailable(let graphviz):
            return problem(graphviz)
        case .busy, .failed, .abandoned:
            var problem = APIError(status: 503, title: "Service Unavailable", detail: error.message)
            if let seconds = error.retryAfter { problem.headers["Retry-After"] = String(seconds) }
            return problem
        }
    }

    /// The graph drawn by Graphviz; `503` naming the package when `dot` is missing or fails.
    func svg(of graph: NavigationGraph, for request: HTTPRequest) throws -> HTTPResponse {
        let svg = try drawing(of: graph, cancellation: heavyWork.flag(for: request))
        var response = Reply.representation(svg, mediaType: "image/svg+xml", for: request)
        // Opened on its own, the drawing runs nothing and loads nothing.
        response.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response
    }

    /// `503` for a drawing Graphviz could not make; naming the package to install when `dot` is missing.
    /// The server's own folders (where it looked for `dot`) are its operator's business, not the client's.
    static func problem(_ error: GraphvizError) -> APIError {
        guard case .notInstalled = error else {
            return APIError(status: 503, title: "Service Unavailable", detail: error.message)
        }
        return APIError(
            status: 503, title: "Service Unavailable",
            detail: "this server cannot draw SVG: Graphviz is not installed on it (its operator installs the package "
                + "'\(GraphvizError.package)': apt-get install \(GraphvizError.package), brew install "
                + "\(GraphvizError.package)); graph.dot and graph.mermaid need no Graphviz",
            extensions: ["missingPackage": GraphvizError.package])
    }
}
