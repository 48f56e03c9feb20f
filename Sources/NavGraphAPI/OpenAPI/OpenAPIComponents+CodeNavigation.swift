import StoryboardModel

/// The schemas of the code navigation facts (docs/code-navigation.md): the document `PUT .../code-navigation`
/// takes and `GET` answers, what the `PUT` answers, and the parts the graph's answers carry.
extension OpenAPIComponents {
    static var codeNavigationSchemas: [String: JSONSchema] {
        let name = JSONSchema.string(.init(minLength: 1, maxLength: CodeNavigation.Limits.standard.nameBytes))
        let edge = JSONSchema.object(
            required: ["from", "to", "kind", "containers", "location"],
            [
                ("from", name), ("to", .ref("CodeDestination")), ("kind", .oneOf(CodeNavigationKind.self)),
                ("containers", .array(name)), ("location", .ref("SourceLocation")),
            ])
        return [
            "SourceLocation": .object(
                required: ["file", "line"], [("file", .nonEmpty), ("line", .integer(minimum: 1, maximum: nil))]),
            "CodeDestination": .object(
                required: ["kind"],
                [
                    ("kind", .oneOf(CodeDestination.Kind.self)), ("storyboard", name), ("identifier", name),
                    ("className", name), ("generatedNames", .boolean),
                ]),
            "CodeEdge": edge,
            // A nib that holds a class: in lookups (`nibs`) and on a view controller nib's code node (`nib`).
            "NibLookup": .object(
                required: ["nib", "file", "role", "element", "obtain"],
                [
                    ("nib", .text), ("file", .text), ("line", .integer(minimum: 1, maximum: nil)),
                    ("role", .oneOf(NibLookup.Role.self)), ("objectID", .text), ("element", .text),
                    ("reuseIdentifier", .text), ("module", .text), ("obtain", .text),
                ]),
            "CodeInstantiation": .object(
                required: ["destination", "method", "location"],
                [
                    ("from", name), ("destination", .ref("CodeDestination")),
                    ("method", .oneOf(CodeInstantiation.Method.self)), ("location", .ref("SourceLocation")),
                ]),
            "CodeNavigation": .object(
                required: ["format", "version", "edges", "instantiations", "unresolved"],
                [
                    ("format", .string(.init(allowed: [CodeNavigation.formatName]))),
                    (
                        "version",
                        .integer(minimum: CodeNavigation.currentVersion, maximum: CodeNavigation.currentVersion)
                    ),
                    ("edges", .array(.ref("CodeEdge"))), ("instantiations", .array(.ref("CodeInstantiation"))),
                    (
                        "unresolved",
                        .array(
                            .object(
                                required: ["kind", "reason", "expression", "location"],
                                [
                                    ("from", name), ("kind", .oneOf(CodeNavigationKind.self)),
                                    ("reason", .oneOf(UnresolvedNavigation.Reason.self)), ("expression", .text),
                                    ("location", .ref("SourceLocation")),
                                ]))
                    ),
                ]),
            "CodeNavigationSummary": .object(
                required: ["project", "revision", "edges", "instantiations", "unresolved"],
                [
                    ("project", projectName), ("revision", .integer(minimum: 1, maximum: nil)), ("edges", .count),
                    ("instantiations", .count), ("unresolved", .count),
                ]),
        ]
    }
}
