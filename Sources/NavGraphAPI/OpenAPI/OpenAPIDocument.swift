import Foundation
import HTTPServer

/// The OpenAPI 3.1 document, built from the same route table as the router (so every route is documented)
/// and from each route's `RouteContract` (schemas of parameters, bodies and answers).
struct OpenAPIDocument {
    /// Every route of the API.
    let routes: [APIRoute]
    /// The server's version, for `info.version`.
    let version: String

    /// The document as JSON, keys sorted.
    func data() -> Data {
        var paths: [String: [String: Any]] = [:]
        for route in routes {
            paths[route.pattern, default: [:]][route.method.rawValue.lowercased()] = operation(route)
            // Every GET is also served as HEAD (RFC 9110 section 9.3.2): the same fields, no body.
            if route.method == .get {
                paths[route.pattern, default: [:]]["head"] = headOperation(operation(route), route)
            }
        }
        var schemas: [String: Any] = [:]
        for (name, schema) in OpenAPIComponents.schemas { schemas[name] = schema.document }
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": [
                "title": "NavGraph",
                "version": version,
                "description": "Interface Builder storyboards as a navigation graph and as type-safe code. "
                    + "Names in paths, queries and bodies are normalized to Unicode NFC; storyboard IDs and segue "
                    + "identifiers are stored and emitted in generated code with the bytes the storyboard has.",
            ],
            "paths": paths,
            "components": [
                "schemas": schemas,
                "securitySchemes": [
                    "bearer": [
                        "type": "http", "scheme": "bearer",
                        "description": "NAVGRAPH_TOKEN for everything, NAVGRAPH_READ_TOKEN for reads only",
                    ]
                ],
            ],
            // A server without a token needs none; with one, every route but the health checks needs it.
            "security": [["bearer": [String]()], [:]],
        ]
        do {
            // Ended by a newline, as every JSON answer is.
            return try JSONSerialization.data(
                withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes]) + Data("\n".utf8)
        } catch {
            return Data("{}".utf8)
        }
    }

    private func operation(_ route: APIRoute) -> [String: Any] {
        let contract = RouteContract.of(route)
        var operation: [String: Any] = ["summary": route.summary, "operationId": Self.operationID(route)]
        var parameters: [[String: Any]] = []
        for name in pathParameters(route.pattern) {
            let schema = contract.parameters[name] ?? .nonEmpty
            parameters.append(["name": name, "in": "path", "required": true, "schema": schema.document])
        }
        for query in route.query {
            parameters.append([
                "name": query.name, "in": "query", "required": query.required, "description": query.description,
                "schema": (contract.parameters[query.name] ?? .text).document,
            ])
        }
        for header in contract.headers {
            parameters.append([
                "name": header.name, "in": "header", "required": false, "description": header.description,
                "schema": header.schema.document,
            ])
        }
        if !parameters.isEmpty { operation["parameters"] = parameters }
        if !contract.requestBodies.isEmpty {
            var content: [String: Any] = [:]
            for (type, schema) in contract.requestBodies { content[type] = ["schema": schema.document] }
            var body: [String: Any] = ["required": true, "content": content]
            if let description = contract.requestBodyDescription { body["description"] = description }
            operation["requestBody"] = body
        }
        var responses: [String: Any] = [:]
        // A read that may wait for the heavy-read pool may be told to come back later (`Retry-After`).
        let busy = route.mayRunHeavy ? [503] : []
        let labelStatuses = WriteLabel.applies(to: route) ? [400, 409] : []
        // A server on loopback refuses a Host it does not answer for (`HostPolicy`) before any route runs.
        let misdirected = [421]
        for status in Set(
            route.statuses + Array(contract.responses.keys) + authStatuses(route) + busy + labelStatuses
                + misdirected)
        {
            var response: [String: Any] = ["description": Self.reason(status)]
            if let bodies = contract.responses[status] {
                var content: [String: Any] = [:]
                for (type, schema) in bodies { content[type] = schema.map { ["schema": $0.document] } ?? [:] }
                response["content"] = content
            } else if status >= 400 {
                response["content"] = ["application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]]
            }
            if status == 401 { response["headers"] = ["WWW-Authenticate": ["schema": ["type": "string"]]] }
            if status == 503 { response["headers"] = ["Retry-After": Self.retryAfterHeader] }
            if [200, 201, 304].contains(status), route.pattern.hasPrefix("/v1/") {
                var headers: [String: Any] = ["ETag": Self.etagHeader]
                if status == 201 { headers["Location"] = Self.locationHeader }
                response["headers"] = headers
            }
            if [200, 201].contains(status), let links = OpenAPILinks.links(route) { response["links"] = links }
            if status == 304 { response["description"] = "Not Modified: the ETag sent in If-None-Match still matches" }
            responses[String(status)] = response
        }
        // Whatever else the server may answer (limits, overload, a failure) is a problem document.
        responses["default"] = [
            "description": "An error (RFC 9457 problem details)",
            "content": ["application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]],
        ]
        operation["responses"] = responses
        if !requiresToken(route) { operation["security"] = [[String: Any]]() }
        return operation
    }

    static var etagHeader: [String: Any] {
        [
            "description": "A strong entity tag: \"r<revision>\" for what a client writes (send it back in If-Match), "
                + "a digest of the bytes otherwise (send it back in If-None-Match for a 304)",
            "schema": ["type": "string"],
        ]
    }
    static var retryAfterHeader: [String: Any] {
        [
            "description": "Seconds to wait before asking again (RFC 9110 section 10.2.3)",
            "schema": ["type": "string", "pattern": "^[0-9]+$"],
        ]
    }
    static var locationHeader: [String: Any] {
        ["description": "The path of what was created", "schema": ["type": "string"]]
    }

    /// The HEAD twin of a GET operation: its parameters and statuses, its successes without bodies.
    private func headOperation(_ get: [String: Any], _ route: APIRoute) -> [String: Any] {
        var head = get
        head["operationId"] = "head" + Self.operationID(route).dropFirst("get".count)
        head["summary"] = "The fields of GET without its body: " + route.summary
        var responses = get["responses"] as? [String: [String: Any]] ?? [:]
        // A success answers no body; an error's fields still name its problem document.
        for (status, var response) in responses where status.hasPrefix("2") {
            response["content"] = nil
            response["links"] = nil
            responses[status] = response
        }
        head["responses"] = responses
        return head
    }

    /// `401` wherever a token may be needed; `403` where a read token is not enough (every write).
    private func authStatuses(_ route: APIRoute) -> [Int] {
        guard requiresToken(route) else { return [] }
        return route.method == .get || route.method == .head ? [401] : [401, 403]
    }

    private func requiresToken(_ route: APIRoute) -> Bool {
        route.pattern != "/healthz" && route.pattern != "/readyz"
    }

    private func pathParameters(_ pattern: String) -> [String] {
        pattern.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    static func operationID(_ route: APIRoute) -> String {
        operationID(method: route.method.rawValue.lowercased(), pattern: route.pattern)
    }

    /// `get-v1-projects-by-project` for `GET /v1/projects/{project}`.
    static func operationID(method: String, pattern: String) -> String {
        let words = pattern.split(separator: "/").map { segment -> String in
            segment.hasPrefix("{") ? "by-" + segment.dropFirst().dropLast() : String(segment)
        }
        return method + "-" + words.joined(separator: "-")
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized (the server runs with a token and none or a wrong one was sent)"
        case 403: return "Forbidden (a read-only token cannot write)"
        case 404: return "Not Found"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 412: return "Precondition Failed"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 421:
            return "Misdirected Request (the Host field names a host this server does not answer for: a server on "
                + "loopback answers IP addresses, localhost and the names of --allowed-hosts)"
        case 422: return "Unprocessable Content"
        case 503: return "Service Unavailable"
        default: return "Status \(status)"
        }
    }
}
