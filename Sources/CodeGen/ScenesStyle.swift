import StoryboardModel

/// `scenes`: `StoryboardScene.<Storyboard>.<scene>.instantiate()` returning the exact type, and
/// `StoryboardSegue.<Storyboard>` enums of segue identifiers.
struct ScenesStyle {
    let context: CodeContext

    func generate() -> [GeneratedFile] {
        let typeNames = context.storyboardTypeNames
        var types: [TypeReference] = []
        var sceneEnums: [SwiftDecl] = []
        var segueEnums: [SwiftDecl] = []
        for storyboard in context.storyboards {
            let typeName = typeNames[storyboard.name] ?? storyboard.name
            let (decl, referenced) = sceneEnum(storyboard, typeName: typeName)
            sceneEnums.append(decl)
            types += referenced
            let identifiers = context.segueIdentifiers(of: storyboard)
            // An enum with a raw type needs at least one case.
            guard !identifiers.isEmpty else { continue }
            segueEnums.append(
                .type(
                    SwiftType(
                        doc: ["The segue identifiers of `\(storyboard.name).storyboard`."], kind: .enum,
                        name: typeName, inherits: ["String", "SegueType", "CaseIterable", "Sendable"],
                        members: context.cases(for: identifiers))))
        }
        let body: [SwiftDecl] = [
            .type(
                SwiftType(
                    doc: ["Every storyboard scene with a storyboard ID, and every initial scene, by storyboard."],
                    kind: .enum, name: "StoryboardScene", members: sceneEnums)),
            .type(
                SwiftType(
                    doc: ["Every segue identifier, by storyboard."], kind: .enum, name: "StoryboardSegue",
                    members: segueEnums)),
            .mark("Implementation"),
        ] + ScenesSupport.declarations
        return [
            context.swiftFile(
                usage: [
                    "Usage: `StoryboardScene.Main.login.instantiate()` returns the scene as its exact class;",
                    "`perform(segue: StoryboardSegue.Main.showHome)` and `StoryboardSegue.Main(segue)` type segues.",
                ], body: body, types: types)
        ]
    }

    private func sceneEnum(_ storyboard: Storyboard, typeName: String) -> (SwiftDecl, [TypeReference]) {
        let identified = context.identifiedScenes(of: storyboard)
        let names = Self.sceneNames(identified.map(\.identifier))
        var members: [SwiftDecl] = [
            .property(
                SwiftProperty(
                    doc: ["The file name, without `.storyboard`."], modifiers: ["static"], isLet: true,
                    name: "storyboardName", value: SwiftLiteral.string(storyboard.name)))
        ]
        var types: [TypeReference] = []
        if let initial = context.initialScene(of: storyboard) {
            let type = context.type(of: initial)
            types.append(type)
            members.append(
                .property(
                    SwiftProperty(
                        doc: ["The initial scene (`\(initial.id)`), a `\(type.name)`."] + notes(type),
                        modifiers: ["static"], isLet: true, name: "initialScene",
                        value: "InitialSceneType<\(type.name)>(storyboardName: storyboardName)")))
        }
        let ordered = identified.sorted { NameTable.order(names[$0.identifier], $0.identifier, names[$1.identifier], $1.identifier) }
        for (identifier, scene) in ordered {
            let type = context.type(of: scene)
            types.append(type)
            members.append(
                .property(
                    SwiftProperty(
                        doc: ["Scene `\(SwiftLiteral.commentText(identifier))` (`\(scene.id)`), a `\(type.name)`."]
                            + notes(type),
                        modifiers: ["static"], isLet: true, name: names[identifier] ?? identifier,
                        value:
                            "SceneType<\(type.name)>(storyboardName: storyboardName, identifier: \(SwiftLiteral.string(identifier)))"
                    )))
        }
        let decl = SwiftDecl.type(
            SwiftType(
                doc: ["`\(storyboard.name).storyboard`."], kind: .enum, name: typeName, inherits: ["StoryboardType"],
                members: members))
        return (decl, types)
    }

    /// The member names of scenes by storyboard ID, clear of the members every storyboard enum has.
    static func sceneNames(_ identifiers: [String]) -> [String: String] {
        NameTable.names(for: identifiers, .lowerCamel, reserved: ["storyboardName", "initialScene", "storyboard"])
    }

    private func notes(_ type: TypeReference) -> [String] {
        type.note.map { ["Typed as `\(type.name)`: \($0)."] } ?? []
    }
}
