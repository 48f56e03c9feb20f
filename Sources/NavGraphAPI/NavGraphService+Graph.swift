import Foundation
import HTTPServer
import StoryboardModel

extension NavGraphService {
    func graphRoutes() -> [APIRoute] {
        let base = "/v1/projects/{project}"
        return [
            APIRoute(
                .get, base + "/scenes", summary: "Search scenes across the project",
                query: [
                    .init(name: "class", required: false, description: "Swift type (custom class or framework class)"),
                    .init(name: "storyboard", required: false, description: "storyboard name"),
                    .init(name: "identifier", required: false, description: "storyboard ID"),
                    .init(name: "kind", required: false, description: "IB element kind, or 'reference'"),
                ], statuses: [200, 304, 404]
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "scenes") { graph in
                    let query = request.query
                    return json(
                        graph.scenes(
                            className: query["class"], storyboard: query["storyboard"], identifier: query["identifier"],
                            kind: query["kind"]), for: request)
                }
            },
            APIRoute(
                .get, base + "/lookup", summary: "Typed lookup: how code obtains the scene of a class or storyboard ID",
                query: [
                    .init(name: "class", required: false, description: "a class name"),
                    .init(name: "storyboard", required: false, description: "with identifier: a storyboard name"),
                    .init(name: "identifier", required: false, description: "with storyboard: a storyboard ID"),
                ], statuses: [200, 304, 400, 404, 409]
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "lookup") { graph in
                    let query = request.query
                    if let className = query["class"], query["storyboard"] == nil, query["identifier"] == nil {
                        return json(try graph.lookup(className: className), for: request)
                    }
                    if let storyboard = query["storyboard"], let identifier = query["identifier"], query["class"] == nil
                    {
                        return json(try graph.lookup(storyboard: storyboard, identifier: identifier), for: request)
                    }
                    throw APIError.badRequest("ask either ?class=NAME or ?storyboard=NAME&identifier=ID")
                }
            },
            APIRoute(
                .get, base + "/resolve",
                summary: "Segue resolution: what prepare(for:sender:) receives for a segue identifier",
                query: [
                    .init(
                        name: "from", required: true,
                        description: "source: a class name, Storyboard/sceneId or Storyboard:storyboardIdentifier"),
                    .init(name: "segue", required: true, description: "the segue identifier"),
                ], statuses: [200, 304, 400, 404, 409, 422]
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "resolve") { graph in
                    let source = try requiredQuery(request, "from")
                    let identifier = try requiredQuery(request, "segue")
                    return json(try graph.resolve(from: source, identifier: identifier), for: request)
                }
            },
            APIRoute(
                .get, base + "/graph", execution: .offload,
                summary: "The whole navigation graph as JSON, Graphviz DOT, Mermaid or SVG (drawn by Graphviz)",
                query: [.init(name: "format", required: false, description: "json (default), dot, mermaid or svg")],
                statuses: [200, 304, 400, 404, 503], responseType: "application/json"
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "graph") { graph in
                    let name = request.query["format"] ?? "json"
                    if name == "svg" { return try svgGraph(graph, for: request) }
                    guard let format = GraphExportFormat(rawValue: name) else {
                        throw APIError.badRequest("unknown format '\(name)'; use json, dot, mermaid or svg")
                    }
                    let type = format == .json ? format.mediaType : format.mediaType + "; charset=utf-8"
                    return representation(Data(graph.export(format: format).utf8), mediaType: type, for: request)
                }
            },
            APIRoute(
                .get, base + "/routes",
                summary: "The shortest chain of segues between two scenes (or all, up to a limit)",
                query: [
                    .init(name: "from", required: true, description: "source scene"),
                    .init(name: "to", required: true, description: "target scene"),
                    .init(name: "all", required: false, description: "true for every simple path"),
                    .init(name: "limit", required: false, description: "with all=true: at most this many (1-100)"),
                ], statuses: [200, 304, 400, 404, 409]
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "routes") { graph in
                    try routes(request, graph: graph)
                }
            },
            APIRoute(
                .get, base + "/diagnostics", summary: "Problems found in the project's storyboards",
                statuses: [200, 304, 404]
            ) { [self] request, parameters in
                try graphRead(request, parameters, key: "diagnostics") { graph in
                    json(DiagnosticsReport(graph.diagnostics()), for: request)
                }
            },
        ]
    }

    /// Answers a read from the cached graph and the response cache; never touches SQLite once warm.
    func graphRead(
        _ request: HTTPRequest, _ parameters: RouteParameters, key: String,
        _ make: (NavigationGraph) throws -> HTTPResponse
    ) throws -> HTTPResponse {
        let project = parameters["project"]
        let graph = try graphs.graph(for: project)
        let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        return try cached(project: project, revision: graph.project.revision, key: key + "?" + query, for: request) {
            try make(graph)
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
            let all = graph.allRoutes(from: from, to: to, limit: limit)
            if all.isEmpty {
                throw APIError.notFound("no route from \(from) to \(to)")
            }
            return json(RoutesReport(from: from, to: to, routes: all), for: request)
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
