import Foundation
import GraphvizRender
import HTTPServer
import Storage

/// The operations routes: liveness, readiness, Prometheus metrics and the OpenAPI document.
struct OperationsRoutes: RouteCollection {
    let store: any NavigationStore
    let access: AccessPolicy
    let metrics: HTTPMetrics
    let responses: ResponseCache
    /// The old-revision graphs, for their metrics.
    let revisions: RevisionGraphs
    /// The Graphviz layouts, for their metrics.
    let renders: RenderPool
    /// Heavy reads stopped (client left, deadline), for their metrics.
    let heavyWork: HeavyWork
    /// Other processes' writes as they commit (PostgreSQL replicas), whose liveness readiness reports.
    let changeFeed: (any StoreChangeFeed)?
    /// The OpenAPI document of the whole route table (this collection's routes included).
    let openAPI: @Sendable () -> Data

    func routes() -> [APIRoute] {
        [
            APIRoute(.get, "/healthz", summary: "Liveness: the process answers", statuses: [200]) { _, _ in
                HTTPResponse(
                    status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"status\":\"ok\"}\n".utf8)
                )
            },
            APIRoute(
                // It asks the database (a slow PostgreSQL answers slowly): never on an event loop.
                .get, "/readyz", execution: .offload,
                summary: "Readiness: the database answers and is migrated, and (replicas) changes are being followed",
                statuses: [200, 503]
            ) { [self] request, _ in
                readiness(detailed: access.admitsDetails(request))
            },
            APIRoute(
                .get, "/metrics", execution: .offload,
                summary: "Prometheus text: requests by route and status, latency histogram, database size",
                statuses: [200], responseType: "text/plain"
            ) { [self] _, _ in
                var text = metrics.render()
                // While the database is unreachable the scrape still answers, without the size it cannot know.
                let size: Int?
                do {
                    size = try store.read { try $0.databaseSizeBytes() }
                } catch StoreError.unavailable {
                    size = nil
                }
                if let size {
                    text +=
                        "# HELP navgraph_database_size_bytes Size of the database (the SQLite file, or the PostgreSQL database).\n"
                    text += "# TYPE navgraph_database_size_bytes gauge\n"
                    text += "navgraph_database_size_bytes \(size)\n"
                }
                text += "# HELP navgraph_response_cache_bytes Bytes held by the response cache.\n"
                text += "# TYPE navgraph_response_cache_bytes gauge\n"
                text += "navgraph_response_cache_bytes \(responses.bytes)\n"
                text += "# HELP navgraph_response_cache_limit_bytes The response cache's budget in bytes.\n"
                text += "# TYPE navgraph_response_cache_limit_bytes gauge\n"
                text += "navgraph_response_cache_limit_bytes \(responses.capacityBytes)\n"
                text += "# HELP navgraph_response_cache_entries Answers held by the response cache.\n"
                text += "# TYPE navgraph_response_cache_entries gauge\n"
                text += "navgraph_response_cache_entries \(responses.count)\n"
                text += heavyReadMetrics()
                return HTTPResponse(
                    status: 200, headers: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"],
                    body: Data(text.utf8))
            },
            APIRoute(
                .get, "/openapi.json", summary: "The OpenAPI 3.1 description of every endpoint", statuses: [200, 304]
            ) { [self] request, _ in
                Reply.representation(openAPI(), mediaType: "application/json", for: request)
            },
        ]
    }
}
