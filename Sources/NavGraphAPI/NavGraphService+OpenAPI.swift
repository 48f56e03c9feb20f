import Foundation
import HTTPServer

extension NavGraphService {
    /// The OpenAPI 3.1 document, built from the same route table as the router so the two cannot drift.
    func openAPIDocument() -> Data {
        var paths: [String: [String: Any]] = [:]
        for route in routeTable() {
            var operation: [String: Any] = [
                "summary": route.summary,
                "operationId": operationID(route),
            ]
            var parameters: [[String: Any]] = []
            for name in pathParameters(route.pattern) {
                parameters.append([
                    "name": name, "in": "path", "required": true, "schema": ["type": "string"],
                ])
            }
            for query in route.query {
                parameters.append([
                    "name": query.name, "in": "query", "required": query.required,
                    "description": query.description, "schema": ["type": "string"],
                ])
            }
            if !parameters.isEmpty { operation["parameters"] = parameters }
            if !route.requestBody.isEmpty {
                var content: [String: Any] = [:]
                for type in route.requestBody {
                    content[type] = ["schema": type.contains("json") ? ["type": "object"] : ["type": "string"]]
                }
                operation["requestBody"] = ["required": true, "content": content]
            }
            var responses: [String: Any] = [:]
            for status in route.statuses {
                var response: [String: Any] = ["description": Self.reason(status)]
                if status >= 400 {
                    response["content"] = [
                        "application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]
                    ]
                } else if status != 204 && status != 304 {
                    response["content"] = [route.responseType: ["schema": [:] as [String: Any]]]
                }
                responses[String(status)] = response
            }
            // Any route but the health checks may answer 401 when the server runs with a token.
            if route.pattern != "/healthz" && route.pattern != "/readyz" {
                responses["401"] = [
                    "description": "Unauthorized (when the server runs with a token)",
                    "content": ["application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]],
                ]
            }
            operation["responses"] = responses
            paths[route.pattern, default: [:]][route.method.rawValue.lowercased()] = operation
        }
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": [
                "title": "NavGraph",
                "version": version,
                "description": "Interface Builder storyboards as a navigation graph and as type-safe code.",
            ],
            "paths": paths,
            "components": [
                "schemas": [
                    "Problem": [
                        "type": "object",
                        "description": "RFC 9457 problem details",
                        "properties": [
                            "type": ["type": "string"], "title": ["type": "string"], "status": ["type": "integer"],
                            "detail": ["type": "string"], "errors": ["type": "array"],
                        ],
                        "required": ["title", "status", "detail"],
                    ]
                ],
                "securitySchemes": ["bearer": ["type": "http", "scheme": "bearer"]],
            ],
            "security": [["bearer": [String]()], [:]],
        ]
        do {
            return try JSONSerialization.data(
                withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])
        } catch {
            return Data("{}".utf8)
        }
    }

    private func pathParameters(_ pattern: String) -> [String] {
        pattern.split(separator: "/").compactMap { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") ? String(segment.dropFirst().dropLast()) : nil
        }
    }

    private func operationID(_ route: APIRoute) -> String {
        let words = route.pattern.split(separator: "/").map { segment -> String in
            let text = segment.hasPrefix("{") ? "by-" + segment.dropFirst().dropLast() : String(segment)
            return text
        }
        return route.method.rawValue.lowercased() + "-" + words.joined(separator: "-")
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 304: return "Not Modified"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 413: return "Content Too Large"
        case 415: return "Unsupported Media Type"
        case 422: return "Unprocessable Content"
        case 503: return "Service Unavailable"
        default: return "Status \(status)"
        }
    }
}
