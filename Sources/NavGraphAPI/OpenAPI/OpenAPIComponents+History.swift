import StoryboardModel

/// The schemas of the history routes: `/revisions` and `/diff` (the JSON of `navgraph diff --format json`).
extension OpenAPIComponents {
    static var historySchemas: [String: JSONSchema] {
        [
            "Revision": .object(
                required: ["revision", "time", "summary"],
                [
                    ("revision", .integer(minimum: 1, maximum: nil)), ("time", .nonEmpty), ("summary", .nonEmpty),
                    ("labels", .array(.nonEmpty)),
                ]),
            "NavigationChange": .object(
                required: ["impact", "subject", "kind", "storyboard", "item", "message"],
                [
                    ("impact", .oneOf(NavigationChange.Impact.self)),
                    ("subject", .oneOf(NavigationChange.Subject.self)),
                    ("kind", .oneOf(NavigationChange.Kind.self)), ("storyboard", .text), ("item", .text),
                    ("property", .text), ("old", .text), ("new", .text), ("message", .nonEmpty),
                ]),
            "Diff": .object(
                required: ["summary", "breaking", "behaviour", "cosmetic", "bundles"],
                [
                    ("summary", .nonEmpty), ("breaking", .count), ("behaviour", .count), ("cosmetic", .count),
                    (
                        "bundles",
                        .array(
                            .object(
                                required: ["bundle", "changes"],
                                [("bundle", .text), ("changes", .array(.ref("NavigationChange")))]))
                    ),
                ]),
        ]
    }
}
