import Foundation
import GraphvizRender
import StoryboardModel

extension NavGraphService {
    /// The SVG of `graph`, drawn through the render pool: one `dot` per project revision however many ask at
    /// once, a failure remembered for a while; `503` with `Retry-After` when no layout slot comes free or the
    /// drawing failed within the remembered window.
    func drawing(of graph: NavigationGraph) throws -> Data {
        let renderer: GraphvizRenderer
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
            return try renders.render(key: Self.drawingKey(graph.project.name, revision: graph.project.revision)) {
                () throws(GraphvizError) -> Data in
                try GraphPicture.svg(of: graph, renderer: renderer)
            }
        } catch {
            throw Self.problem(error)
        }
    }

    /// The render pool's key of a project's drawing at a revision (a revision's graph never changes).
    static func drawingKey(_ project: String, revision: Int) -> String {
        project + "\u{1}" + String(revision)
    }

    /// `503` for a drawing the render pool did not make, with `Retry-After` when asking later may help.
    static func problem(_ error: RenderPoolError) -> APIError {
        switch error {
        case .unavailable(let graphviz):
            return problem(graphviz)
        case .busy, .failed:
            var problem = APIError(status: 503, title: "Service Unavailable", detail: error.message)
            if let seconds = error.retryAfter { problem.headers["Retry-After"] = String(seconds) }
            return problem
        }
    }
}

extension NavGraphService {
    /// Prometheus lines for the heavy reads: the old-revision graph cache and the Graphviz layouts.
    func heavyReadMetrics() -> String {
        let usage = graphs.revisions.usage
        let lines: [(String, String, String, Int)] = [
            (
                "navgraph_revision_cache_bytes", "gauge",
                "Estimated bytes of the old-revision graphs kept (scenes and segues, see README)", usage.bytes
            ),
            (
                "navgraph_revision_cache_limit_bytes", "gauge", "The old-revision graph cache's budget in bytes",
                graphs.revisions.capacityBytes
            ),
            ("navgraph_revision_cache_graphs", "gauge", "Old-revision graphs kept", usage.graphs),
            (
                "navgraph_revision_cache_evictions_total", "counter",
                "Old-revision graphs dropped to keep the cache within its bounds", usage.evictions
            ),
            ("navgraph_graphviz_layouts_total", "counter", "Graphviz layouts started (dot runs)", renders.runs),
            (
                "navgraph_graphviz_remembered_failures", "gauge",
                "Drawings whose failure is remembered and answered without running dot", renders.rememberedFailures
            ),
        ]
        var text = ""
        for (name, type, help, value) in lines {
            text += "# HELP \(name) \(help).\n# TYPE \(name) \(type)\n\(name) \(value)\n"
        }
        return text
    }
}
