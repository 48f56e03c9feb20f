import CodeGen
import StoryboardModel

/// The shared schemas of `/openapi.json` (`components/schemas`): one per JSON shape the handlers decode or
/// encode, with enums taken from the Swift types themselves. Response objects leave other members open so
/// that adding a field is not a breaking change.
enum OpenAPIComponents {
    /// The project slug (docs/model.md), as `Project.isValidName` checks it.
    static let projectNamePattern = "^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"
    static let projectName = JSONSchema.string(.init(pattern: projectNamePattern))
    /// A Swift module name as `ProjectInput` checks it (`SwiftIdentifier.isValidIdentifier`): no ASCII character
    /// but letters, digits and `_`, not starting with a digit; any non-ASCII character (written as negated ASCII
    /// ranges, so generators limited to ASCII still find members). Keywords and non-ASCII characters Swift does
    /// not take are `422`, which a pattern cannot say.
    static let moduleName = JSONSchema.string(
        .init(pattern: #"^[^\x00-\x40\x5B-\x5E\x60\x7B-\x7F][^\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x7F]*$"#))

    /// A project's main storyboards: storyboard names as the `.../storyboards/{name}` routes take them (at
    /// most `ProjectInput.maxMainStoryboards`; the rules a pattern cannot say are `422`).
    static let mainStoryboards = JSONSchema.array(.nonEmpty)

    static var schemas: [String: JSONSchema] {
        [
            "Problem": problem,
            // `reason` says why /readyz answers 503 (database unreachable, replica not following changes).
            "Health": .object(required: ["status"], [("status", .text), ("reason", .text)]),
            "Project": project,
            // Other members are refused (`422`): a misspelt one would otherwise be ignored behind a `201`.
            "ProjectCreate": .object(
                required: ["name"], closed: true,
                [
                    ("name", projectName), ("module", .nullable(moduleName)),
                    ("mainStoryboards", .nullable(mainStoryboards)), ("platform", .nullable(.oneOf(Platform.self))),
                ]),
            "ProjectPatch": .object(
                closed: true,
                [
                    // `null` removes a member (RFC 7396): a project always has a platform.
                    ("module", .nullable(moduleName)), ("mainStoryboards", .nullable(mainStoryboards)),
                    ("platform", .oneOf(Platform.self)),
                ]),
            "StoryboardSummary": .object(
                required: ["name", "revision", "sceneCount", "segueCount"],
                [
                    ("name", .nonEmpty), ("revision", .integer(minimum: 1, maximum: nil)),
                    ("initialScene", .text), ("sceneCount", .count), ("segueCount", .count),
                ]),
            "Storyboard": storyboard,
            "StoryboardInput": .object([
                ("name", .nullable(.text)), ("platform", .nullable(.oneOf(Platform.self))),
                ("targetRuntime", .nullable(.text)), ("toolsVersion", .nullable(.text)),
                ("initialScene", .nullable(.text)), ("scenes", .nullable(.array(sceneInput(create: true)))),
                ("segues", .nullable(.array(segueInput(create: true)))),
            ]),
            "Scene": scene,
            "SceneCreate": sceneInput(create: true),
            "ScenePatch": sceneInput(create: false),
            "Segue": segue,
            "SegueCreate": segueInput(create: true),
            "SeguePatch": segueInput(create: false),
            "SceneRef": .object(required: ["storyboard", "scene"], [("storyboard", .text), ("scene", .text)]),
            "SceneSummary": sceneSummary,
            "ContainerChild": containerChild,
            "Lookup": lookup,
            "CellLookup": cellLookup,
            "PrototypeCell": prototypeCell,
            "Resolution": resolution,
            "RouteHop": routeHop,
            "Route": .object(
                required: ["from", "to", "hops"],
                [("from", .ref("SceneRef")), ("to", .ref("SceneRef")), ("hops", .array(.ref("RouteHop")))]),
            "Routes": .object(
                required: ["from", "to", "routes", "truncated"],
                [
                    ("from", .ref("SceneRef")), ("to", .ref("SceneRef")),
                    ("routes", .array(.array(.ref("RouteHop")))),
                    // The search's work budget ran out: routes may be missing, `truncationReason` says why.
                    ("truncated", .boolean), ("truncationReason", .nullable(.text)),
                ]),
            "Diagnostics": diagnostics,
            "Diagnostic": diagnostic,
            "Graph": graph,
            "ScenePanel": .object(
                required: ["scene", "outgoing", "incoming", "codeIncoming", "codeOutgoing", "diagnostics", "cells"],
                [
                    ("scene", .ref("Lookup")),
                    (
                        "outgoing",
                        .array(
                            .object(
                                required: ["segue"],
                                [("segue", graphEdge), ("resolution", .ref("Resolution")), ("problem", .text)]))
                    ),
                    ("incoming", .array(graphEdge)),
                    // Where code shows the scene, and what its class shows in code (empty without facts).
                    ("codeIncoming", .array(.ref("CodeEdge"))), ("codeOutgoing", .array(.ref("CodeEdge"))),
                    ("diagnostics", .array(.ref("Diagnostic"))),
                    ("cells", .array(.ref("PrototypeCell"))),
                ]),
            "CodeBundle": .object(
                required: ["style", "files"],
                [
                    ("style", .oneOf(CodeStyle.self)),
                    (
                        "files",
                        .array(
                            .object(
                                required: ["name", "contents", "mediaType"],
                                [("name", .nonEmpty), ("contents", .text), ("mediaType", .nonEmpty)]))
                    ),
                ]),
        ].merging(historySchemas) { first, _ in first }.merging(codeNavigationSchemas) { first, _ in first }
            .merging(nibSchemas) { first, _ in first }
    }

    /// RFC 9457 problem details, as `ProblemDetails` renders them; `errors` lists field problems.
    static let problem = JSONSchema.object(
        required: ["type", "title", "status", "detail"],
        [
            ("type", .text), ("title", .text), ("status", .integer(minimum: 400, maximum: 599)),
            ("detail", .text),
            // Where an imported file failed (`ImportError`): the XML line and column, and the kind of failure.
            ("line", .integer(minimum: 0, maximum: nil)), ("column", .integer(minimum: 0, maximum: nil)),
            ("kind", .text),
            (
                "errors",
                .array(.object(required: ["field", "message"], [("field", .text), ("message", .text)]))
            ),
        ])

    static let project = JSONSchema.object(
        required: ["name", "platform", "revision", "createdAt", "updatedAt"],
        [
            ("name", projectName), ("module", .text), ("mainStoryboards", mainStoryboards),
            ("platform", .oneOf(Platform.self)), ("revision", .integer(minimum: 1, maximum: nil)),
            ("createdAt", .string(.init(format: "date-time"))), ("updatedAt", .string(.init(format: "date-time"))),
        ])

    static let storyboard = JSONSchema.object(
        required: ["name", "revision", "scenes", "segues"],
        [
            ("name", .nonEmpty), ("platform", .oneOf(Platform.self)), ("targetRuntime", .text),
            ("toolsVersion", .text), ("initialScene", .text), ("revision", .integer(minimum: 1, maximum: nil)),
            ("scenes", .array(.ref("Scene"))), ("segues", .array(.ref("Segue"))),
        ])

    static let sceneFields: [(String, JSONSchema)] = [
        ("customClass", .text), ("customModule", .text), ("inheritsModuleFromTarget", .boolean),
        ("storyboardIdentifier", .text), ("title", .text), ("userLabel", .text), ("referencedStoryboard", .text),
        ("referencedIdentifier", .text), ("bundleIdentifier", .text), ("notificationCategory", .text),
        ("menuItem", .text),
    ]

    static let scene = JSONSchema.object(
        required: ["id", "kind", "inheritsModuleFromTarget"],
        [("id", .nonEmpty), ("kind", .nonEmpty)] + sceneFields + [
            ("line", .integer(minimum: 1, maximum: nil)), ("cells", .array(.ref("PrototypeCell"))),
        ])

    /// A prototype cell or reusable view of a scene's table or collection view (left out of a scene without).
    static let prototypeCell = JSONSchema.object(
        required: ["id", "kind", "containerID"],
        [
            // The optional fields are optionals of the model: a body may send them as null.
            ("id", .nonEmpty), ("kind", .oneOf(PrototypeCell.Kind.self)), ("reuseIdentifier", .nullable(.text)),
            ("customClass", .nullable(.text)), ("customModule", .nullable(.text)),
            ("inheritsModuleFromTarget", .nullable(.boolean)),
            ("supplementaryKind", .nullable(.oneOf(PrototypeCell.SupplementaryKind.self))), ("containerID", .nonEmpty),
            ("isStatic", .nullable(.boolean)), ("line", .nullable(.integer(minimum: 1, maximum: nil))),
            // The IB ids of the segues the cell triggers itself (left out when none).
            ("segues", .nullable(.array(.nonEmpty))),
        ])

    /// The typed lookup of a class no scene has but prototype cells do.
    static let cellLookup = JSONSchema.object(
        required: ["isCell", "swiftType", "kind", "cells"],
        [
            ("isCell", .boolean), ("swiftType", .text), ("module", .text), ("kind", .oneOf(PrototypeCell.Kind.self)),
            (
                "cells",
                .array(
                    .object(
                        required: ["storyboard", "scene", "sceneType", "cell", "container", "isStatic", "dequeue"],
                        [
                            ("storyboard", .text), ("scene", .text), ("sceneType", .text), ("cell", .text),
                            ("container", .text), ("reuseIdentifier", .text), ("isStatic", .boolean),
                            ("supplementaryKind", .oneOf(PrototypeCell.SupplementaryKind.self)),
                            ("line", .integer(minimum: 1, maximum: nil)), ("dequeue", .text),
                        ]))
            ),
            ("nibs", .array(.ref("NibLookup"))),
        ])

    /// A scene's or segue's id in a request: `ElementID` takes 1,024 bytes of UTF-8, which 256 characters never
    /// pass (4 bytes at most each); a schema cannot count bytes.
    static let elementID = JSONSchema.string(.init(minLength: 1, maxLength: ElementID.maxBytes / 4))

    /// A scene in a request: `id` and `kind` required to create; to patch, every field is optional (and the id,
    /// which cannot change, is left out).
    static func sceneInput(create: Bool) -> JSONSchema {
        let optional =
            sceneFields.map { ($0.0, JSONSchema.nullable($0.1)) } + [
                ("cells", JSONSchema.nullable(.array(.ref("PrototypeCell"))))
            ]
        if create { return .object(required: ["id", "kind"], [("id", elementID), ("kind", .nonEmpty)] + optional) }
        // A merge patch's `null` removes a member (RFC 7396); the kind cannot be removed.
        return .object([("kind", .nonEmpty)] + optional)
    }

    static let segueFields: [(String, JSONSchema)] = [
        ("destination", .text), ("identifier", .text), ("relationship", .text), ("customClass", .text),
        ("customModule", .text), ("unwindAction", .text), ("destinationCreationSelector", .text),
        // Presentation attributes by name; an empty name is refused (`422`).
        ("attributes", .map(keys: .nonEmpty, values: .text)), ("previewing", .boolean),
    ]

    static let segue = JSONSchema.object(
        required: ["id", "source", "kind", "attributes"],
        [("id", .nonEmpty), ("source", .nonEmpty), ("kind", .nonEmpty)] + segueFields + [
            ("line", .integer(minimum: 1, maximum: nil))
        ])

    /// A segue in a request: `id`, `source` and `kind` required to create, every field optional to patch.
    static func segueInput(create: Bool) -> JSONSchema {
        let optional = segueFields.map { ($0.0, JSONSchema.nullable($0.1)) }
        if create {
            return .object(
                required: ["id", "source", "kind"],
                [("id", elementID), ("source", .nonEmpty), ("kind", .nonEmpty)] + optional)
        }
        // A merge patch's `null` removes a member (RFC 7396); the source and kind cannot be removed.
        return .object([("source", .nonEmpty), ("kind", .nonEmpty)] + optional)
    }

    static let sceneSummaryRequired = ["storyboard", "id", "kind", "swiftType", "inheritsModuleFromTarget"]
    static let sceneSummaryFields: [(String, JSONSchema)] = [
        ("storyboard", .text), ("id", .text), ("kind", .text), ("swiftType", .text), ("customClass", .text),
        ("customModule", .text), ("inheritsModuleFromTarget", .boolean), ("storyboardIdentifier", .text),
    ]
    static let sceneSummary = JSONSchema.object(required: sceneSummaryRequired, sceneSummaryFields)

    /// A child of a container in a resolution: its scene summary's members, the role its relationship gives it
    /// (split columns, tab, navigation root), the relationship as IB writes it, and for tabs and split items
    /// their 0-based place.
    static let containerChild = JSONSchema.object(
        required: sceneSummaryRequired + ["role", "relationship"],
        sceneSummaryFields + [
            ("role", .oneOf(ContainerChild.Role.self)), ("relationship", .text), ("index", .count),
        ])

    static let lookup = JSONSchema.object(
        required: ["storyboard", "scene", "kind", "initial", "swiftType", "instantiation", "reason"],
        [
            ("storyboard", .text), ("scene", .text), ("kind", .text), ("identifier", .text), ("initial", .boolean),
            ("swiftType", .text), ("module", .text), ("instantiation", .oneOf(LookupResult.Instantiation.self)),
            ("reason", .text), ("madeInCode", .array(.ref("CodeInstantiation"))), ("nibs", .array(.ref("NibLookup"))),
        ])

    static let resolution = JSONSchema.object(
        required: ["source", "segueID", "kind", "via"],
        [
            ("source", .ref("SceneSummary")), ("segueID", .text), ("identifier", .text), ("kind", .text),
            ("destination", .ref("SceneSummary")), ("presented", .ref("SceneSummary")),
            ("content", .ref("SceneSummary")),
            (
                "container",
                .object(
                    required: ["scene", "children"],
                    [("scene", .ref("SceneSummary")), ("children", .array(.ref("ContainerChild")))])
            ),
            (
                "via",
                .array(
                    .object(
                        required: ["step", "from", "to"],
                        [("step", .text), ("from", .ref("SceneRef")), ("to", .ref("SceneRef"))]))
            ),
            ("unwindAction", .text),
        ])

    static let routeHop = JSONSchema.object(
        required: ["step", "from", "to"],
        [
            ("step", .oneOf(RouteHop.Step.self)), ("from", .ref("SceneRef")), ("to", .ref("SceneRef")),
            ("identifier", .text), ("segueID", .text), ("kind", .text), ("relationship", .text),
            ("location", .ref("SourceLocation")), ("containers", .array(.nonEmpty)),
        ])

    static let diagnostics = JSONSchema.object(
        required: ["errorCount", "warningCount", "diagnostics"],
        [("errorCount", .count), ("warningCount", .count), ("diagnostics", .array(.ref("Diagnostic")))])

    static let diagnostic = JSONSchema.object(
        required: ["code", "severity", "storyboard", "message"],
        [
            ("code", .oneOf(DiagnosticCode.self)), ("severity", .oneOf(Diagnostic.Severity.self)),
            ("storyboard", .text), ("sceneID", .text), ("segueID", .text), ("message", .text),
            ("line", .integer(minimum: 1, maximum: nil)),
        ])

    static let graph = JSONSchema.object(
        required: ["project", "platform", "storyboards", "edges"],
        [
            ("project", projectName), ("platform", .oneOf(Platform.self)),
            (
                "storyboards",
                .array(
                    .object(
                        required: ["name", "scenes"],
                        [
                            ("name", .text), ("initialScene", .text),
                            (
                                "scenes",
                                .array(
                                    .object(
                                        required: ["ref", "kind", "swiftType", "initial"],
                                        [
                                            ("ref", .ref("SceneRef")), ("kind", .text), ("swiftType", .text),
                                            ("storyboardIdentifier", .text), ("initial", .boolean),
                                            ("referenceTarget", .ref("SceneRef")), ("referenceProblem", .text),
                                        ]))
                            ),
                        ]))
            ),
            (
                "edges",
                .array(
                    .object(
                        required: ["id", "source", "kind", "containment"],
                        [
                            ("id", .text), ("source", .ref("SceneRef")), ("destination", .ref("SceneRef")),
                            ("kind", .text), ("identifier", .text), ("relationship", .text),
                            ("containment", .boolean), ("unwindAction", .text), ("previewing", .boolean),
                        ]))
            ),
            (
                "codeNodes",
                .array(
                    .object(
                        required: ["ref", "className"],
                        [("ref", .ref("SceneRef")), ("className", .nonEmpty), ("nib", .ref("NibLookup"))]))
            ),
            (
                "codeEdges",
                .array(
                    .object(
                        required: ["source", "destination", "kind", "location", "target"],
                        [
                            ("source", .ref("SceneRef")), ("destination", .ref("SceneRef")),
                            ("kind", .oneOf(CodeNavigationKind.self)), ("location", .ref("SourceLocation")),
                            ("target", .ref("CodeDestination")), ("containers", .array(.nonEmpty)),
                        ]))
            ),
            (
                "unresolvedCodeEdges",
                .array(.object(required: ["edge", "reason"], [("edge", .ref("CodeEdge")), ("reason", .text)]))
            ),
        ])

    /// One edge of the JSON graph (the viewer's panel lists them).
    static let graphEdge = JSONSchema.object(
        required: ["id", "source", "kind", "containment"],
        [
            ("id", .text), ("source", .ref("SceneRef")), ("destination", .ref("SceneRef")), ("kind", .text),
            ("identifier", .text), ("relationship", .text), ("containment", .boolean), ("unwindAction", .text),
        ])
}
