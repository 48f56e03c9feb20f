import CodeGen
import HTTPServer

extension RouteContract {
    /// The contract of a route that serves one representation of a resource (`graph.dot`, `diff.markdown`,
    /// `codegen/scenes`, a storyboard's `source`): one media type per status, so a generated client, which reads
    /// one media type per status, gets a typed answer for each. `nil` for other routes.
    static func representation(_ route: APIRoute, base: String) -> RouteContract? {
        let pattern = route.pattern
        var contract = RouteContract(parameters: pathParameters.filter { pattern.contains("{\($0.key)}") })
        if route.method == .put, pattern == base + "/storyboards/{storyboard}/source" {
            contract.headers = [ifMatch, ifNoneMatch]
            for type in StoryboardRoutes.xmlTypes { contract.requestBodies[type] = upload }
            contract.responses = [200: [json: .ref("StoryboardSummary")], 201: [json: .ref("StoryboardSummary")]]
            return contract
        }
        guard route.method == .get else { return nil }
        if route.query.contains(where: { $0.name == GraphReads.revisionParameter.name }) {
            contract.parameters["revision"] = revisionNumber
        }
        if let name = suffix(of: pattern, after: base + "/graph."), GraphRoutes.graphFormats.contains(name) {
            let type = GraphRoutes.graphMediaType(name)
            let schema: JSONSchema = name == "json" ? .ref("Graph") : name == "svg" ? drawing : .text
            contract.responses = [200: [type: schema]]
        } else if let name = suffix(of: pattern, after: base + "/diff."), RevisionRoutes.diffFormats.contains(name) {
            contract.parameters["from"] = revisionNumber
            contract.parameters["to"] = revisionNumber
            let type = RevisionRoutes.diffMediaType(name)
            contract.responses = [200: [type: name == "json" ? .ref("Diff") : .text]]
        } else if let name = suffix(of: pattern, after: base + "/codegen/"), let style = CodeStyle(rawValue: name) {
            contract.parameters["access"] = .oneOf(AccessLevel.self)
            contract.parameters["module"] = OpenAPIComponents.moduleName
            let type = CodeGenRoutes.mediaType(style)
            contract.responses = [200: [type: type == json ? .ref("CodeBundle") : .text]]
        } else if pattern == base + "/storyboards/{storyboard}/source" {
            contract.responses = [200: ["application/xml": upload]]
        } else {
            return nil
        }
        return contract
    }

    private static func suffix(of pattern: String, after prefix: String) -> String? {
        pattern.hasPrefix(prefix) ? String(pattern.dropFirst(prefix.count)) : nil
    }
}
