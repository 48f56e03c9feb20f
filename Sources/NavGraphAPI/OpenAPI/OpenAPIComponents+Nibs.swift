import HTTPServer
import StoryboardModel

/// The schemas of a project's nibs (`.../nibs`, `NibRoutes`): the list entry the list and a `PUT` answer, and
/// the JSON model a `GET` answers.
extension OpenAPIComponents {
    static var nibSchemas: [String: JSONSchema] {
        let line = JSONSchema.integer(minimum: 1, maximum: nil)
        let revision = JSONSchema.integer(minimum: 1, maximum: nil)
        return [
            "NibSummary": .object(
                required: ["name", "revision", "objectCount"],
                [("name", .nonEmpty), ("revision", revision), ("objectCount", .count)]),
            "Nib": .object(
                required: ["name", "objects", "revision"],
                [
                    ("name", .nonEmpty), ("platform", .oneOf(Platform.self)), ("targetRuntime", .text),
                    ("toolsVersion", .text),
                    (
                        "owner",
                        .object(
                            required: ["inheritsModuleFromTarget"],
                            [
                                ("customClass", .text), ("customModule", .text), ("inheritsModuleFromTarget", .boolean),
                                ("viewOutlet", .text), ("line", line),
                            ])
                    ),
                    (
                        "objects",
                        .array(
                            .object(
                                required: ["id", "kind", "elementName", "inheritsModuleFromTarget"],
                                [
                                    ("id", .text), ("kind", .oneOf(NibObject.Kind.self)), ("elementName", .nonEmpty),
                                    ("customClass", .text), ("customModule", .text),
                                    ("inheritsModuleFromTarget", .boolean), ("reuseIdentifier", .text), ("line", line),
                                ]))
                    ),
                    ("revision", revision),
                ]),
        ]
    }
}

extension RouteContract {
    /// A nib in a path: a file name without `.xib` (the storyboard name rules).
    static let nibName = storyboardName

    /// The contract of a route of `NibRoutes` (`contract`: what every route gets, its path parameters, the
    /// conditions and labels), `nil` for other routes.
    static func nibs(_ route: APIRoute, base: String, _ contract: RouteContract) -> RouteContract? {
        var contract = contract
        switch (route.method, route.pattern) {
        case (.get, base + "/nibs"):
            contract.responses = [200: [json: .array(.ref("NibSummary"))]]
        case (.put, base + "/nibs/{nib}"):
            for type in NibRoutes.xmlTypes + ["application/octet-stream"] { contract.requestBodies[type] = upload }
            contract.responses = [200: [json: .ref("NibSummary")], 201: [json: .ref("NibSummary")]]
        case (.get, base + "/nibs/{nib}"):
            contract.responses = [200: [json: .ref("Nib"), "application/xml": upload]]
        case (.get, base + "/nibs/{nib}/source"):
            contract.responses = [200: ["application/xml": upload]]
        case (.delete, base + "/nibs/{nib}"):
            return contract
        default:
            return nil
        }
        return contract
    }
}
