import Foundation
import HTTPServer
import StoryboardModel

/// Reads of a project's navigation graph: scene search, typed lookup, segue resolution, the graph exported or
/// drawn, routes between scenes, diagnostics.
struct GraphRoutes: RouteCollection {
    let reads: GraphReads
    /// The work budget of route enumeration.
    let searchBudget: SearchBudget
    let drawing: GraphDrawing

    func routes() -> [APIRoute] {
        let base = "/v1/projects/{project}"
        return projectReads(base) + Self.graphFormats.map { graphRepresentation($0, base: base) }
    }

    /// `graph.NAME`: one operation per representation of the graph, for clients that pick an answer's type by
    /// the operation (generated clients read one media type per status); the same bytes and ETag as
    /// `graph?format=NAME`.
    private func graphRepresentation(_ name: String, base: String) -> APIRoute {
        // A drawing is always heavy (as graph?format=svg is).
        var drawn: (@Sendable (HTTPRequest) -> Bool)?
        if name == "svg" { drawn = { _ in true } }
        return reads.route(
            base + "/graph." + name, execution: .offload, heavyWhen: drawn,
            summary: "The whole navigation graph as " + Self.graphFormatTitle(name)
                + " (the same bytes as graph?format=\(name))",
            statuses: name == "svg" ? [200, 304, 404, 503] : [200, 304, 404], responseType: Self.graphMediaType(name)
        ) { [self] request, graph in
            try graphAnswer(name, request: request, graph: graph)
        }
    }

    private func projectReads(_ base: String) -> [APIRoute] {
        [
            reads.route(
                base + "/scenes", summary: "Search scenes across the project",
                query: [
                    .init(name: "class", required: false, description: "Swift type (custom class or framework class)"),
                    .init(name: "storyboard", required: false, description: "storyboard name"),
                    .init(name: "identifier", required: false, description: "storyboard ID"),
                    .init(name: "kind", required: false, description: "IB element kind, or 'reference'"),
                ], statuses: [200, 304, 404]
            ) { request, graph in
                let query = request.query
                return Reply.json(
                    graph.scenes(
                        className: query["class"], storyboard: query["storyboard"], identifier: query["identifier"],
                        kind: query["kind"]), for: request)
            },
            reads.route(
                base + "/lookup",
                summary:
                    "Typed lookup: how code obtains the scene of a class or storyboard ID, or the prototype cells of a cell class",
                query: [
                    .init(name: "class", required: false, description: "a class name"),
                    .init(name: "storyboard", required: false, description: "with identifier: a storyboard name"),
                    .init(name: "identifier", required: false, description: "with storyboard: a storyboard ID"),
                ], statuses: [200, 304, 400, 404, 409]
            ) { request, graph in
                let query = request.query
                if let className = query["class"], query["storyboard"] == nil, query["identifier"] == nil {
                    do {
                        return Reply.json(try graph.lookup(className: className), for: request)
                    } catch GraphError.notFound {
                        // No scene has the class: a prototype cell's class answers with its cells.
                        return Reply.json(try graph.lookupCell(className: className), for: request)
                    }
                }
                if let storyboard = query["storyboard"], let identifier = query["identifier"], query["class"] == nil {
                    return Reply.json(try graph.lookup(storyboard: storyboard, identifier: identifier), for: request)
                }
                throw APIError.badRequest("ask either ?class=NAME or ?storyboard=NAME&identifier=ID")
            },
            reads.route(
                base + "/resolve",
                summary: "Segue resolution: what prepare(for:sender:) receives for a segue identifier or IB id",
                query: [
                    .init(
                        name: "from", required: true,
                        description: "source: a class name, Storyboard/sceneId or Storyboard:storyboardIdentifier"),
                    .init(
                        name: "segue", required: false,
                        description: "the segue identifier (exactly one of segue and segueID)"),
                    .init(
                        name: "segueID", required: false,
                        description:
                            "the segue's IB id, for segues without an identifier such as embed segues "
                            + "(exactly one of segue and segueID)"),
                ], statuses: [200, 304, 400, 404, 409, 422]
            ) { request, graph in
                let source = try request.requiredQuery("from")
                switch (request.query["segue"], request.query["segueID"]) {
                case (let identifier?, nil):
                    return Reply.json(try graph.resolve(from: source, identifier: identifier), for: request)
                case (nil, let segueID?):
                    return Reply.json(try graph.resolve(from: source, segueID: segueID), for: request)
                case (.some, .some):
                    throw APIError.badRequest("ask either ?segue=IDENTIFIER or ?segueID=ID, not both")
                case (nil, nil):
                    throw APIError.badRequest(
                        "missing query parameter 'segue' (the segue identifier) or 'segueID' (its IB id)")
                }
            },
            // Exporting, drawing, enumerating routes and diagnosing walk the whole graph: off the event loop.
            // Drawings take seconds of Graphviz: the heavy-read pool, so writes never wait behind them.
            reads.route(
                base + "/graph", execution: .offload, heavyWhen: { $0.query["format"] == "svg" },
                summary: "The whole navigation graph as JSON, Graphviz DOT, Mermaid or SVG (drawn by Graphviz); "
                    + "graph.FORMAT answers the same with one media type",
                query: [.init(name: "format", required: false, description: "json (default), dot, mermaid or svg")],
                statuses: [200, 304, 400, 404, 503], responseType: "application/json"
            ) { [self] request, graph in
                try graphAnswer(request.query["format"] ?? "json", request: request, graph: graph)
            },
            reads.route(
                base + "/routes", execution: .offload,
                summary: "The shortest chain of segues between two scenes (or all, up to a limit and a work budget)",
                query: [
                    .init(name: "from", required: true, description: "source scene"),
                    .init(name: "to", required: true, description: "target scene"),
                    .init(name: "all", required: false, description: "true for every simple path"),
                    .init(name: "limit", required: false, description: "with all=true: at most this many (1-100)"),
                ], statuses: [200, 304, 400, 404, 409, 422]
            ) { [self] request, graph in
                try shortestOrAllRoutes(request, graph: graph)
            },
            reads.route(
                base + "/diagnostics", execution: .offload,
                summary: "Problems found in the project's storyboards and nibs", statuses: [200, 304, 404]
            ) { request, graph in
                // A nib's problems are placed at its file, `Name.xib`, in the `storyboard` field.
                let nibs = graph.nibDiagnostics().map(\.diagnostic)
                return Reply.json(DiagnosticsReport(graph.diagnostics() + nibs), for: request)
            },
        ]
    }

    /// The `?format=` names of the graph's representations, each also served as `graph.NAME`.
    static let graphFormats = GraphExportFormat.allCases.map(\.rawValue) + ["svg"]

    /// The media type of the graph as `name` (one of `graphFormats`).
    static func graphMediaType(_ name: String) -> String {
        GraphExportFormat(rawValue: name)?.mediaType ?? "image/svg+xml"
    }

    private static func graphFormatTitle(_ name: String) -> String {
        switch name {
        case "json": return "JSON"
        case "dot": return "Graphviz DOT"
        case "mermaid": return "a Mermaid flowchart"
        default: return "SVG drawn by Graphviz"
        }
    }

    /// The graph as `name`, for `graph?format=NAME` and `graph.NAME` alike.
    private func graphAnswer(_ name: String, request: HTTPRequest, graph: NavigationGraph) throws -> HTTPResponse {
        if name == "svg" { return try drawing.svg(of: graph, for: request) }
        guard let format = GraphExportFormat(rawValue: name) else {
            throw APIError.badRequest("unknown format '\(name)'; use json, dot, mermaid or svg")
        }
        let type = format == .json ? format.mediaType : format.mediaType + "; charset=utf-8"
        var text = graph.export(format: format)
        // Every text answer ends its last line (the JSON's closing brace too).
        if !text.hasSuffix("\n") { text += "\n" }
        return Reply.representation(Data(text.utf8), mediaType: type, for: request)
    }

    private func shortestOrAllRoutes(_ request: HTTPRequest, graph: NavigationGraph) throws -> HTTPResponse {
        let source = try request.requiredQuery("from")
        let target = try request.requiredQuery("to")
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
            return Reply.json(
                RoutesReport(
                    from: from, to: to, routes: found.routes, truncated: found.isTruncated,
                    truncationReason: found.truncation),
                for: request)
        }
        let hops = try graph.route(from: source, to: target)
        return Reply.json(
            RouteReport(from: try graph.locate(source), to: try graph.locate(target), hops: hops), for: request)
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
