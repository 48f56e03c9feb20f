import StoryboardModel

/// `storyboardable`: `StoryboardCases` of every storyboard file and a `Storyboardable` protocol whose
/// `viewController(from:)` / `initialViewController(from:)` return `Self`.
struct StoryboardableStyle {
    let context: CodeContext

    func generate() -> [GeneratedFile] {
        var decls: [SwiftDecl] = []
        var types: [TypeReference] = []
        if context.storyboards.isEmpty {
            decls.append(.comment(["The project has no UIKit storyboards."]))
            decls.append(.type(SwiftType(kind: .enum, name: "StoryboardCases")))
        } else {
            decls.append(
                .type(
                    SwiftType(
                        doc: ["Every storyboard file of the app; the raw value is the file name."], kind: .enum,
                        name: "StoryboardCases", inherits: ["String", "CaseIterable", "Sendable"],
                        members: context.cases(for: context.storyboards.map(\.name)))))
        }
        decls += [initialProtocolDecl, protocolDecl]
        decls += extensionDecls(hasCases: !context.storyboards.isEmpty)
        decls.append(.mark("Conforming classes"))
        let classScenes = context.classScenes
        let (unique, ambiguity) = context.uniqueClassScenes(classScenes)
        if let ambiguity { decls.append(ambiguity) }
        var conforming: [String: SwiftDecl] = [:]
        for entry in unique {
            types.append(entry.type)
            // `storyboardIdentifier` defaults to `String(describing: self)`: the class name without its module.
            let members =
                entry.identifier == entry.type.className
                ? []
                : [
                    context.staticString(
                        "storyboardIdentifier", entry.identifier, doc: "The storyboard ID of its scene.")
                ]
            conforming[entry.type.name] = .type(
                SwiftType(kind: .extension, name: entry.type.name, inherits: ["Storyboardable"], members: members))
        }
        // A class whose only scenes are initial scenes without a storyboard ID gets
        // `initialViewController(from:)` alone: `viewController(from:)` would ask for an ID no scene has.
        let ambiguousNames = Set(classScenes.filter { $0.scenes.count > 1 }.map(\.type.name))
        for storyboard in context.storyboards {
            guard let initial = context.initialScene(of: storyboard) else { continue }
            let type = context.type(of: initial)
            guard type.isCustom, conforming[type.name] == nil, !ambiguousNames.contains(type.name) else { continue }
            types.append(type)
            conforming[type.name] = .type(
                SwiftType(kind: .extension, name: type.name, inherits: ["InitialStoryboardable"]))
        }
        decls += conforming.keys.sorted().compactMap { conforming[$0] }
        let reusable = StoryboardReusableDecls(context: context).generate()
        decls += reusable.decls
        types += reusable.types
        let loadable = NibLoadableDecls(context: context).generate()
        decls += loadable.decls
        types += loadable.types
        decls.append(SharedDecls.bundleToken)
        return [
            context.swiftFile(
                usage: [
                    "Usage: `\(example(unique))` instantiates the scene as `Self`;",
                    "`initialViewController(from:)` does the same for a storyboard's initial scene.",
                ], body: decls, types: types)
        ]
    }

    /// `Class.viewController(from: .storyboard)` for the first conforming class of the project.
    private func example(_ unique: [ClassScene]) -> String {
        guard let first = unique.first, let name = context.storyboardCaseNames[first.storyboard] else {
            return "LoginViewController.viewController(from: .main)"
        }
        return "\(first.type.name).viewController(from: .\(NameTable.bare(name)))"
    }

    private var initialProtocolDecl: SwiftDecl {
        .type(
            SwiftType(
                doc: [
                    "A view controller that is the initial scene of a storyboard.",
                    "Main-actor isolated because the view controllers that adopt it are.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "InitialStoryboardable"))
    }

    private var protocolDecl: SwiftDecl {
        .type(
            SwiftType(
                doc: [
                    "A view controller with a scene in a storyboard, found by its storyboard ID; it may also be",
                    "a storyboard's initial scene.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "Storyboardable",
                inherits: ["InitialStoryboardable"],
                members: [
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard ID of the scene; the class name unless generated otherwise."],
                            modifiers: ["static"], name: "storyboardIdentifier", type: "String", accessors: "{ get }",
                            isAPI: false))
                ]))
    }

    private func extensionDecls(hasCases: Bool) -> [SwiftDecl] {
        let load = "UIStoryboard(name: storyboard.rawValue, bundle: bundle ?? Bundle(for: BundleToken.self))"
        let identifierDefault = SwiftDecl.property(
            SwiftProperty(
                doc: ["The class name, the storyboard ID most projects give a class's scene."],
                modifiers: ["static"], name: "storyboardIdentifier", type: "String",
                getter: [.line("String(describing: self)")]))
        guard hasCases else {
            return [.type(SwiftType(kind: .extension, name: "Storyboardable", members: [identifierDefault]))]
        }
        let initial = SwiftDecl.function(
            SwiftFunction(
                doc: ["Instantiates the initial scene of `storyboard`, which must be of this class."],
                modifiers: ["static"],
                signature:
                    "func initialViewController(from storyboard: StoryboardCases, bundle: Bundle? = nil) -> Self",
                body: [
                    .line("let loaded = \(load)"),
                    SharedDecls.castOrFail(
                        "loaded.instantiateInitialViewController()", to: "Self",
                        failure: #""The initial scene of \(storyboard.rawValue).storyboard is not a \(Self.self)""#),
                    .line("return controller"),
                ]))
        let byIdentifier = SwiftDecl.function(
            SwiftFunction(
                doc: ["Instantiates the scene with `storyboardIdentifier` from `storyboard`."],
                modifiers: ["static"],
                signature: "func viewController(from storyboard: StoryboardCases, bundle: Bundle? = nil) -> Self",
                body: [
                    .line("let identifier = storyboardIdentifier"),
                    .line("let loaded = \(load)"),
                    SharedDecls.castOrFail(
                        "loaded.instantiateViewController(withIdentifier: identifier)", to: "Self",
                        failure: #""Scene \(identifier) of \(storyboard.rawValue).storyboard is not a \(Self.self)""#),
                    .line("return controller"),
                ]))
        return [
            .type(
                SwiftType(
                    kind: .extension, name: "InitialStoryboardable", whereClause: "Self: UIViewController",
                    members: [initial])),
            .type(SwiftType(kind: .extension, name: "Storyboardable", members: [identifierDefault])),
            .type(
                SwiftType(
                    kind: .extension, name: "Storyboardable", whereClause: "Self: UIViewController",
                    members: [byIdentifier])),
        ]
    }
}
