/// OpenAPI `links` (OpenAPI 3.1 section 4.8.20) from what a write creates to the operations that read, change
/// and delete it, so a generated client and a stateful fuzzer follow real resources instead of guessing names.
enum OpenAPILinks {
    private static let project = "/v1/projects/{project}"
    private static let storyboard = project + "/storyboards/{storyboard}"

    /// The links of the `200`/`201` answers of `route`, by link name; `nil` when it creates nothing.
    static func links(_ route: APIRoute) -> [String: Any]? {
        switch (route.method, route.pattern) {
        case (.post, "/v1/projects"):
            let byName = ["project": "$response.body#/name"]
            return links(
                [
                    ("GetProject", "get", project), ("PatchProject", "patch", project),
                    ("DeleteProject", "delete", project), ("ListStoryboards", "get", project + "/storyboards"),
                    ("PutStoryboard", "put", storyboard),
                ], parameters: byName)
        case (.put, storyboard), (.put, storyboard + "/source"):
            let byPath = ["project": "$request.path.project", "storyboard": "$response.body#/name"]
            return links(
                [
                    ("GetStoryboard", "get", storyboard), ("GetStoryboardSource", "get", storyboard + "/source"),
                    ("DeleteStoryboard", "delete", storyboard),
                    ("ListScenes", "get", storyboard + "/scenes"), ("AddScene", "post", storyboard + "/scenes"),
                    ("ListSegues", "get", storyboard + "/segues"), ("AddSegue", "post", storyboard + "/segues"),
                ], parameters: byPath)
        case (.post, storyboard + "/scenes"):
            return member("Scene", storyboard + "/scenes/{scene}", parameter: "scene")
        case (.post, storyboard + "/segues"):
            return member("Segue", storyboard + "/segues/{segue}", parameter: "segue")
        default:
            return nil
        }
    }

    /// Read, patch and delete of the scene or segue a `POST` created, by the `id` of its answer.
    private static func member(_ noun: String, _ pattern: String, parameter: String) -> [String: Any] {
        links(
            [("Get" + noun, "get", pattern), ("Patch" + noun, "patch", pattern), ("Delete" + noun, "delete", pattern)],
            parameters: [
                "project": "$request.path.project", "storyboard": "$request.path.storyboard",
                parameter: "$response.body#/id",
            ])
    }

    private static func links(_ targets: [(String, String, String)], parameters: [String: String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for (name, method, pattern) in targets {
            let id = OpenAPIDocument.operationID(method: method, pattern: pattern)
            // Only the parameters the target's path names.
            let used = parameters.filter { pattern.contains("{\($0.key)}") }
            result[name] = ["operationId": id, "parameters": used]
        }
        return result
    }
}
