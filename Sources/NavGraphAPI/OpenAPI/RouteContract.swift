import CodeGen
import HTTPServer
import Storage
import StoryboardModel

/// What `/openapi.json` promises for one route beyond the route table: the schema of each parameter, of each
/// request body and of each successful response. Kept apart from the handlers and checked against real
/// answers by the contract tests (every route, every status).
struct RouteContract {
    /// Schemas of path and query parameters by name (a name not here is any string).
    var parameters: [String: JSONSchema] = [:]
    /// Request body schemas by media type.
    var requestBodies: [String: JSONSchema] = [:]
    /// What the request body holds, when its schema cannot say.
    var requestBodyDescription: String?
    /// Successful response bodies by status, then media type (`nil` schema: not JSON, no schema).
    var responses: [Int: [String: JSONSchema?]] = [:]
    /// Request header fields the route reads, beyond those of every request (`Authorization`, `Content-Type`).
    var headers: [(name: String, description: String, schema: JSONSchema)] = []

    /// `If-Match` (RFC 9110 section 13.1.1), on every write that answers `412`.
    static let ifMatch = (
        name: "If-Match",
        description: "Apply the write only if the stored revision is the one this ETag names (as answered by a "
            + "read or an earlier write: \"r<revision>\", or \"r<revision>.xml\" for a storyboard's XML), or "
            + "if the resource exists at all (*); otherwise 412 and nothing changes",
        schema: JSONSchema.string(.init(pattern: ifMatchPattern))
    )

    /// `If-None-Match` (RFC 9110 section 13.1.2) on the same writes: `*` creates and never replaces.
    static let ifNoneMatch = (
        name: "If-None-Match",
        description: "Apply the write only if the resource does not exist (*: create, never replace), or if its "
            + "stored revision is none of these ETags (weak ones too); otherwise 412 and nothing changes. With "
            + "If-Match, both must hold",
        schema: JSONSchema.string(.init(pattern: ifMatchPattern))
    )

    /// A project revision in a query: a whole number from 1 to the largest revision a 64-bit counter holds, or
    /// a label a write gave one (`RevisionLabel`; checked by `GraphReads.revisionNumber`).
    static let revisionNumber = JSONSchema.anyOf([
        .integer(minimum: 1, maximum: Int.max),
        .string(.init(pattern: #"^(?![0-9]+$)[A-Za-z0-9._/-]{1,128}$"#)),
    ])

    /// `*` or a list of entity tags (RFC 9110 sections 8.8.3 and 13.1.1); anything else is a `400`.
    static let ifMatchPattern = #"^(\*|(W/)?"[\x21\x23-\x7E]*"( *, *(W/)?"[\x21\x23-\x7E]*")*)?$"#

    /// A storyboard name in a path: a file name (no `/`, `\`, control characters). Its 255-byte limit is in
    /// UTF-8 bytes, which JSON Schema cannot count; a longer name gets `422` on `PUT`.
    static let storyboardName = JSONSchema.string(.init(pattern: #"^[^/\\\u0000-\u001F\u007F]+$"#, minLength: 1))
    static let pathParameters: [String: JSONSchema] = [
        "project": OpenAPIComponents.projectName, "storyboard": storyboardName, "scene": .nonEmpty,
        "segue": .nonEmpty, "style": .oneOf(CodeStyle.self), "nib": nibName,
    ]
    static let json = "application/json"
    /// SOURCE, TARGET and a scene to inspect: a class name, `Storyboard/sceneId` or
    /// `Storyboard:storyboardIdentifier`, never with an empty part (`X/`, `X:`, `/x`: `400`).
    static let sceneName = JSONSchema.string(.init(pattern: "^[^/:]+([/:].+)?$"))
    /// A storyboard's bytes as uploaded (`format: binary`, so generated clients send files, not text).
    static let upload = JSONSchema.string(.init(minLength: 1, format: "binary"))
    /// Graphviz's SVG: bytes to a generated client (a file to save or show), as XML is.
    static let drawing = JSONSchema.string(.init(format: "binary"))
    /// A snapshot's project attributes changed, each with its old and new value (`null`: none, not known).
    static let attributeChanges: JSONSchema = {
        func change(_ value: JSONSchema) -> JSONSchema {
            .object(required: ["old", "new"], [("old", .nullable(value)), ("new", .nullable(value))])
        }
        return .object([
            ("module", change(.text)), ("mainStoryboards", change(OpenAPIComponents.mainStoryboards)),
            ("platform", change(.oneOf(Platform.self))),
        ])
    }()

    /// The contract of `route`.
    static func of(_ route: APIRoute) -> RouteContract {
        let base = "/v1/projects/{project}"
        if let representation = representation(route, base: base) { return representation }
        var contract = RouteContract(
            parameters: pathParameters.filter { route.pattern.contains("{\($0.key)}") })
        if route.statuses.contains(412) { contract.headers = [ifMatch, ifNoneMatch] }
        if WriteLabel.applies(to: route) { contract.headers.append(WriteLabel.parameter) }
        if route.query.contains(where: { $0.name == GraphReads.revisionParameter.name }) {
            contract.parameters["revision"] = Self.revisionNumber
        }
        if let nibs = nibs(route, base: base, contract) { return nibs }
        let ok: (String) -> [Int: [String: JSONSchema?]] = { name in [200: [json: .ref(name)]] }
        let created: (String) -> [Int: [String: JSONSchema?]] = { name in [201: [json: .ref(name)]] }
        switch (route.method, route.pattern) {
        case (.get, "/healthz"):
            contract.responses = [200: [json: .ref("Health")]]
        case (.get, "/readyz"):
            contract.responses = [200: [json: .ref("Health")], 503: [json: .ref("Health")]]
        case (.get, "/metrics"):
            contract.responses = [200: ["text/plain": .text]]
        case (.get, "/openapi.json"):
            contract.responses = [200: [json: .object(required: ["openapi", "paths"], [("openapi", .text)])]]
        case (.get, "/v1/projects"):
            contract.responses = [200: [json: .array(.ref("Project"))]]
        case (.post, "/v1/projects"):
            contract.requestBodies = [json: .ref("ProjectCreate")]
            contract.responses = created("Project")
        case (.get, base), (.patch, base):
            if route.method == .patch {
                contract.requestBodies = [
                    json: .ref("ProjectPatch"), "application/merge-patch+json": .ref("ProjectPatch"),
                ]
            }
            contract.responses = ok("Project")
        case (.get, base + "/storyboards"):
            contract.responses = [200: [json: .array(.ref("StoryboardSummary"))]]
        case (.put, base + "/storyboards/{storyboard}"):
            // XML in any of its types; application/octet-stream (or no Content-Type) is sniffed as XML or JSON.
            for type in StoryboardRoutes.xmlTypes + ["application/octet-stream"] {
                contract.requestBodies[type] = Self.upload
            }
            contract.requestBodies[json] = .ref("StoryboardInput")
            contract.responses = [200: [json: .ref("StoryboardSummary")], 201: [json: .ref("StoryboardSummary")]]
        case (.get, base + "/storyboards/{storyboard}"):
            contract.responses = [200: [json: .ref("Storyboard"), "application/xml": Self.upload]]
        case (.put, base + "/snapshot"):
            contract.parameters["label"] = WriteLabel.parameter.schema
            contract.parameters["target"] = .nonEmpty
            for type in SnapshotRoutes.archiveTypes { contract.requestBodies[type] = Self.upload }
            contract.requestBodyDescription =
                "A tar archive of the repository: its .storyboard, .xib (the project's nibs, all replaced), "
                + "project.pbxproj, .plist and .xcconfig files are read; an optional \(SnapshotFacts.fileName) at the archive's root is the code navigation facts "
                + "document (schema CodeNavigation), stored in the snapshot's revision (none without it)"
            contract.headers.append(
                (
                    name: WriteLabel.header, description: "a label for the revision the write makes (as ?label=)",
                    schema: WriteLabel.parameter.schema
                ))
            let names = JSONSchema.array(.nonEmpty)
            let answer = JSONSchema.object(
                required: [
                    "project", "revision", "bundle", "unchanged", "added", "replaced", "removed", "codeNavigation",
                    "nibs", "attributes",
                ],
                [
                    ("project", .nonEmpty), ("revision", .integer(minimum: 1, maximum: nil)),
                    ("previousRevision", .integer(minimum: 1, maximum: nil)), ("bundle", .nonEmpty),
                    ("label", .nonEmpty), ("unchanged", .boolean), ("added", names), ("replaced", names),
                    ("removed", names), ("unchangedStoryboards", names),
                    ("codeNavigation", .oneOf(SnapshotResult.CodeChange.self)),
                    (
                        "nibs",
                        .object(
                            required: ["created", "replaced", "deleted", "unchanged"],
                            [("created", names), ("replaced", names), ("deleted", names), ("unchanged", names)])
                    ),
                    ("attributes", Self.attributeChanges),
                ])
            contract.responses = [200: [json: answer], 201: [json: answer]]
        case (.get, base + "/storyboards/{storyboard}/scenes"):
            contract.responses = [200: [json: .array(.ref("Scene"))]]
        case (.post, base + "/storyboards/{storyboard}/scenes"):
            contract.requestBodies = [json: .ref("SceneCreate")]
            contract.responses = created("Scene")
        case (.get, base + "/storyboards/{storyboard}/scenes/{scene}"):
            contract.responses = ok("Scene")
        case (.patch, base + "/storyboards/{storyboard}/scenes/{scene}"):
            contract.requestBodies = [json: .ref("ScenePatch"), "application/merge-patch+json": .ref("ScenePatch")]
            contract.responses = ok("Scene")
        case (.get, base + "/storyboards/{storyboard}/segues"):
            contract.responses = [200: [json: .array(.ref("Segue"))]]
        case (.post, base + "/storyboards/{storyboard}/segues"):
            contract.requestBodies = [json: .ref("SegueCreate")]
            contract.responses = created("Segue")
        case (.get, base + "/storyboards/{storyboard}/segues/{segue}"):
            contract.responses = ok("Segue")
        case (.patch, base + "/storyboards/{storyboard}/segues/{segue}"):
            contract.requestBodies = [json: .ref("SeguePatch"), "application/merge-patch+json": .ref("SeguePatch")]
            contract.responses = ok("Segue")
        case (.get, base + "/scenes"):
            contract.parameters["kind"] = .nonEmpty
            contract.responses = [200: [json: .array(.ref("SceneSummary"))]]
        case (.get, base + "/lookup"):
            for name in ["class", "storyboard", "identifier"] { contract.parameters[name] = .nonEmpty }
            contract.responses = [200: [json: .anyOf([.ref("Lookup"), .ref("CellLookup")])]]
        case (.get, base + "/resolve"):
            contract.parameters["from"] = Self.sceneName
            contract.parameters["segue"] = .nonEmpty
            contract.parameters["segueID"] = .nonEmpty
            contract.responses = ok("Resolution")
        case (.get, base + "/graph"):
            contract.parameters["format"] = .string(
                .init(allowed: GraphExportFormat.allCases.map(\.rawValue) + ["svg"]))
            contract.responses = [
                200: Dictionary(
                    uniqueKeysWithValues: GraphExportFormat.allCases.map {
                        ($0.mediaType, $0 == .json ? JSONSchema.ref("Graph") : JSONSchema.text)
                    } + [("image/svg+xml", Self.drawing)])
            ]
        case (.get, base + "/routes"):
            contract.parameters["from"] = Self.sceneName
            contract.parameters["to"] = Self.sceneName
            contract.parameters["all"] = .string(.init(allowed: ["true", "false"]))
            contract.parameters["limit"] = .integer(minimum: 1, maximum: 100)
            contract.responses = [200: [json: .anyOf([.ref("Route"), .ref("Routes")])]]
        case (.get, base + "/diagnostics"):
            contract.responses = ok("Diagnostics")
        case (.get, base + "/codegen/{style}"):
            contract.parameters["access"] = .oneOf(AccessLevel.self)
            contract.parameters["module"] = OpenAPIComponents.moduleName
            // One file (every style but objc-backed) is its text; several (objc-backed) are a JSON bundle.
            contract.responses = [200: ["text/x-swift": .text, json: .ref("CodeBundle")]]
        case (.get, base + "/inspect"):
            contract.parameters["scene"] = Self.sceneName
            contract.responses = ok("ScenePanel")
        case (.get, base + "/revisions"):
            contract.responses = [200: [json: .array(.ref("Revision"))]]
        case (.get, base + "/diff"):
            contract.parameters["from"] = Self.revisionNumber
            contract.parameters["to"] = Self.revisionNumber
            contract.parameters["format"] = .string(.init(allowed: ["json", "markdown"]))
            contract.responses = [200: [json: .ref("Diff"), "text/markdown": .text]]
        case (.put, base + "/code-navigation"):
            contract.requestBodies = [json: .ref("CodeNavigation")]
            contract.responses = [
                200: [json: .ref("CodeNavigationSummary")], 201: [json: .ref("CodeNavigationSummary")],
            ]
        case (.get, base + "/code-navigation"):
            contract.responses = ok("CodeNavigation")
        case (.get, "/"), (.get, "/projects/{project}"):
            contract.responses = [200: ["text/html": .text]]
        case (.get, "/viewer/viewer.js"):
            contract.responses = [200: ["text/javascript": .text]]
        case (.get, "/viewer/viewer.css"):
            contract.responses = [200: ["text/css": .text]]
        default:
            // A route added without a contract still gets one honest entry: its declared response type.
            if route.statuses.contains(200) { contract.responses = [200: [route.responseType: nil]] }
        }
        return contract
    }
}
