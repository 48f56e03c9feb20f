import Foundation
import HTTPServer
import StoryboardModel

extension NavGraphService {
    func graphRoutes() -> [APIRoute] {
        let base = "/v1/projects/{project}"
        return [
            graphRoute(
                base + "/scenes", summary: "Search scenes across the project",
                query: [
                    .init(name: "class", required: false, description: "Swift type (custom class or framework class)"),
                    .init(name: "storyboard", required: false, description: "storyboard name"),
                    .init(name: "identifier", required: false, description: "storyboard ID"),
                    .init(name: "kind", required: false, description: "IB element kind, or 'reference'"),
                ], statuses: [200, 304, 404]
            ) { [self] request, graph in
                let query = request.query
                return json(
                    graph.scenes(
                        className: query["class"], storyboard: query["storyboard"], identifier: query["identifier"],
                        kind: query["kind"]), for: request)
            },
            graphRoute(
                base + "/lookup", summary: "Typed lookup: how code obtains the scene of a class or storyboard ID",
                query: [
                    .init(name: "class", required: false, description: "a class name"),
                    .init(name: "storyboard", required: false, description: "with identifier: a storyboard name"),
                    .init(name: "identifier", required: false, description: "with storyboard: a storyboard ID"),
                ], statuses: [200, 304, 400, 404, 409]
            ) { [self] request, graph in
                let query = request.query
                if let className = query["class"], query["storyboard"] == nil, query["identifier"] == nil {
                    return json(try graph.lookup(className: className), for: request)
                }
                if let storyboard = query["storyboard"], let identifier = query["identifier"], query["class"] == nil {
                    return json(try graph.lookup(storyboard: storyboard, identifier: identifier), for: request)
                }
                throw APIError.badRequest("ask either ?class=NAME or ?storyboard=NAME&identifier=ID")
            },
            graphRoute(
                base + "/resolve",
                summary: "Segue resolution: what prepare(for:sender:) receives for a segue identifier",
                query: [
                    .init(
                        name: "from", required: true,
                        description: "source: a class name, Storyboard/sceneId or Storyboard:storyboardIdentifier"),
                    .init(name: "segue", required: true, description: "the segue identifier"),
                ], statuses: [200, 304, 400, 404, 409, 422]
            ) { [self] request, graph in
                let source = try requiredQuery(request, "from")
                let identifier = try requiredQuery(request, "segue")
                return json(try graph.resolve(from: source, identifier: identifier), for: request)
            },
            // Exporting, drawing, enumerating routes and diagnosing walk the whole graph: off the event loop.
            // Drawings take seconds of Graphviz: the heavy-read pool, so writes never wait behind them.
            graphRoute(
                base + "/graph", execution: .offload, heavyWhen: { $0.query["format"] == "svg" },
                summary: "The whole navigation graph as JSON, Graphviz DOT, Mermaid or SVG (drawn by Graphviz)",
                query: [.init(name: "format", required: false, description: "json (default), dot, mermaid or svg")],
                statuses: [200, 304, 400, 404, 503], responseType: "application/json"
            ) { [self] request, graph in
                let name = request.query["format"] ?? "json"
                if name == "svg" { return try svgGraph(graph, for: request) }
                guard let format = GraphExportFormat(rawValue: name) else {
                    throw APIError.badRequest("unknown format '\(name)'; use json, dot, mermaid or svg")
                }
                let type = format == .json ? format.mediaType : format.mediaType + "; charset=utf-8"
                return representation(Data(graph.export(format: format).utf8), mediaType: type, for: request)
            },
            graphRoute(
                base + "/routes", execution: .offload,
                summary: "The shortest chain of segues between two scenes (or all, up to a limit and a work budget)",
                query: [
                    .init(name: "from", required: true, description: "source scene"),
                    .init(name: "to", required: true, description: "target scene"),
                    .init(name: "all", required: false, description: "true for every simple path"),
                    .init(name: "limit", required: false, description: "with all=true: at most this many (1-100)"),
                ], statuses: [200, 304, 400, 404, 409, 422]
            ) { [self] request, graph in
                try routes(request, graph: graph)
            },
            graphRoute(
                base + "/diagnostics", execution: .offload, summary: "Problems found in the project's storyboards",
                statuses: [200, 304, 404]
            ) { [self] request, graph in
                json(DiagnosticsReport(graph.diagnostics()), for: request)
            },
        ]
    }

    /// A `GET` of `pattern` answered from the project's graph through the response cache; the handler sees
    /// only the query parameters `query` declares (see `graphRead`).
    func graphRoute(
        _ pattern: String, execution: HTTPExecution = .inline, heavyWhen: (@Sendable (HTTPRequest) -> Bool)? = nil,
        summary: String, query: [APIRoute.QueryParameter] = [], statuses: [Int],
        responseType: String = "application/json",
        _ make: @escaping @Sendable (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) -> APIRoute {
        let key = String(pattern.split(separator: "/").last ?? "")
        let reads = query.map(\.name)
        return APIRoute(
            .get, pattern, execution: execution, summary: summary, query: query + [Self.revisionParameter],
            statuses: Array(Set(statuses + Self.revisionStatuses)).sorted(),
            responseType: responseType, heavyWhen: heavyWhen
        ) { [self] request, parameters in
            try graphRead(request, parameters, key: key, reads: reads, make)
        }
    }

    /// Answers a read from the cached graph and the response cache; never touches SQLite once warm.
    ///
    /// `reads` names the query parameters the route declares: only those reach `make` and the cache key, so
    /// `?format=dot&junk=1` and `?format=dot&junk=2` share one entry, and a handler cannot read a parameter
    /// the key does not hold.
    func graphRead(
        _ request: HTTPRequest, _ parameters: RouteParameters, key: String, reads: [String],
        _ make: (HTTPRequest, NavigationGraph) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        let project = parameters["project"]
        let graph = try graphs.graph(for: project)
        // `?revision=R` of an older revision: built from the history (NavGraphService+Revisions.swift).
        if let revision = request.query["revision"].flatMap(Int.init), revision != graph.project.revision {
            return try oldRevisionRead(request, project: project, revision: revision, reads: reads, make)
        }
        var cacheKey = key
        for name in reads {
            guard let value = request.query[name] else { continue }
            // Names and values are separated by bytes a decoded query value cannot confuse with its own.
            cacheKey.append("\u{1}")
            cacheKey.append(name)
            cacheKey.append("\u{2}")
            cacheKey.append(value)
        }
        // The raw target decides the answer when the project's name was sent plainly (no escapes to decode,
        // nothing to normalize): then the same bytes sent again are answered before any decoding. Not with
        // parameters the route does not read: junk must not multiply entries (they share the decoded key).
        let plain =
            request.path.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "%") }
            && request.query.keys.allSatisfy(reads.contains)
        let front = plain ? parameters.pattern : nil
        return try cached(
            project: project, revision: graph.project.revision, key: cacheKey, front: front, for: request
        ) {
            // Only a miss needs the request the handler sees: the declared parameters alone.
            var scoped = request
            scoped.query = [:]
            for name in reads {
                if let value = request.query[name] { scoped.query[name] = value }
            }
            return try make(scoped, graph)
        }
    }

    func requiredQuery(_ request: HTTPRequest, _ name: String) throws(APIError) -> String {
        guard let value = request.query[name], !value.isEmpty else {
            throw APIError.badRequest("the query parameter '\(name)' is required")
        }
        return value
    }

    private func routes(_ request: HTTPRequest, graph: NavigationGraph) throws -> HTTPResponse {
        let source = try requiredQuery(request, "from")
        let target = try requiredQuery(request, "to")
        if request.query["all"] == "true" {
            var limit = 20
            if let text = request.query["limit"] {
                guard let value = Int(text), (1...100).contains(value) else {
                    throw APIError.badRequest("limit must be a whole number from 1 to 100")
                }
                limit = value
            }
            let from = try graph.locate(source)
            let to = try graph.locate(target)
            let found = graph.enumerateRoutes(from: from, to: to, limit: limit, budget: searchBudget)
            if found.routes.isEmpty, let reason = found.truncation {
                var problem = APIError.unprocessable(
                    "no route from \(from) to \(to) was found before the search ran out of budget: \(reason); "
                        + "ask for the shortest route (without all=true)")
                problem.extensions["truncated"] = true
                problem.extensions["expansions"] = found.expansions
                throw problem
            }
            if found.routes.isEmpty {
                throw APIError.notFound("no route from \(from) to \(to)")
            }
            return json(
                RoutesReport(
                    from: from, to: to, routes: found.routes, truncated: found.isTruncated,
                    truncationReason: found.truncation),
                for: request)
        }
        let hops = try graph.route(from: source, to: target)
        return json(RouteReport(from: try graph.locate(source), to: try graph.locate(target), hops: hops), for: request)
    }
}

/// The body of `/routes`.
struct RouteReport: Encodable {
    var from: SceneRef
    var to: SceneRef
    var hops: [RouteHop]
}

/// The body of `/routes?all=true`.
struct RoutesReport: Encodable {
    var from: SceneRef
    var to: SceneRef
    var routes: [[RouteHop]]
    /// Whether the search stopped on its work budget, so that routes may be missing.
    var truncated: Bool
    /// Why it stopped, when `truncated`.
    var truncationReason: String?
}

/// The body of `/diagnostics`.
struct DiagnosticsReport: Encodable {
    var errorCount: Int
    var warningCount: Int
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        errorCount = diagnostics.filter { $0.severity == .error }.count
        warningCount = diagnostics.count - errorCount
    }
}
