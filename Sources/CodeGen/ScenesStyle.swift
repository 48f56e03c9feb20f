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
        // The usage lines name the first scene and the first segue identifier of the project.
        var sceneExample = "Main.login.instantiate()"
        var segueExample = "Main.showHome"
        if let storyboard = context.storyboards.first(where: { !context.identifiedScenes(of: $0).isEmpty }),
            let identifier = context.identifiedScenes(of: storyboard).first?.identifier
        {
            let name = Self.sceneNames(context.identifiedScenes(of: storyboard).map(\.identifier))[identifier] ?? ""
            sceneExample = "\(typeNames[storyboard.name] ?? storyboard.name).\(NameTable.bare(name)).instantiate()"
        }
        if let storyboard = context.storyboards.first(where: { !context.segueIdentifiers(of: $0).isEmpty }) {
            let identifiers = context.segueIdentifiers(of: storyboard)
            let first = identifiers.first ?? ""
            let name = NameTable.names(for: identifiers, .lowerCamel)[first] ?? first
            segueExample = "\(typeNames[storyboard.name] ?? storyboard.name).\(NameTable.bare(name))"
        }
        let reusable = ReuseIdentifierDecls(context: context).generate()
        types += reusable.types
        let nibs = NibDecls(context: context)
        let catalogue = nibs.catalogue()
        types += catalogue.types
        let body: [SwiftDecl] =
            [
                .type(
                    SwiftType(
                        doc: ["Every storyboard scene with a storyboard ID, and every initial scene, by storyboard."],
                        kind: .enum, name: "StoryboardScene", members: sceneEnums)),
                .type(
                    SwiftType(
                        doc: ["Every segue identifier, by storyboard."], kind: .enum, name: "StoryboardSegue",
                        members: segueEnums)),
            ] + reusable.namespace + catalogue.decls + [.mark("Implementation")]
            + ScenesSupport(framework: context.framework).declarations + reusable.support
            + nibs.support(withCells: nibs.hasCells)
        let segueStoryboard = segueExample.prefix { $0 != "." }
        var usage = [
            "Usage: `StoryboardScene.\(sceneExample)` returns the scene as its exact class;",
            "`perform(segue: StoryboardSegue.\(segueExample))` and `StoryboardSegue.\(segueStoryboard)(segue)` type segues.",
        ]
        if let example = reusable.example {
            usage.append("`\(example)` returns the cell as its exact class.")
        }
        if !catalogue.decls.isEmpty {
            // A project of nibs alone has no scene or segue to show.
            if context.storyboards.isEmpty { usage = [] }
            usage.append(
                "`Nibs.<nib>.instantiate()` loads a nib as its class; `register(Nibs.<nib>, for: ReuseIdentifier.<cell>)`."
            )
        }
        return [context.swiftFile(usage: usage, body: body, types: types)]
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
                        doc: ["The initial scene (`\(initial.id)`), of class `\(type.name)`."] + notes(type),
                        modifiers: ["static"], isLet: true, name: "initialScene",
                        value: "InitialSceneType<\(type.name)>(storyboardName: storyboardName)")))
        }
        let ordered = NameTable.ordered(identified, raw: \.identifier, names: names)
        for (identifier, scene) in ordered {
            let type = context.type(of: scene)
            types.append(type)
            members.append(
                .property(
                    SwiftProperty(
                        doc: [
                            "Scene `\(SwiftLiteral.commentText(identifier))` (`\(scene.id)`), of class `\(type.name)`."
                        ]
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
        NameTable.names(for: identifiers, .lowerCamel, reserved: SwiftIdentifier.storyboardMemberNames)
    }

    private func notes(_ type: TypeReference) -> [String] {
        type.note.map { ["Typed as `\(type.name)`: \($0)."] } ?? []
    }
}
