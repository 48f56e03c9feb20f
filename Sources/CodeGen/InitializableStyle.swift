import StoryboardModel

/// `initializable`: a `StoryboardInitializable` protocol that injects a view model through iOS 13's
/// `instantiateViewController(identifier:creator:)`, with property injection before iOS 13.
struct InitializableStyle {
    let context: CodeContext

    func generate() -> [GeneratedFile] {
        let (unique, ambiguity) = context.uniqueClassScenes()
        var decls: [SwiftDecl] = [protocolDecl, instantiateExtension, .mark("Scenes of each class")]
        if let ambiguity { decls.append(ambiguity) }
        decls += context.classSceneExtensions(unique, identifierProperty: "storyboardID")
        let nibs = NibViewControllerDecls(context: context).initializable()
        decls += nibs.decls
        decls.append(SharedDecls.bundleToken)
        return [
            context.swiftFile(
                usage: [
                    "Usage: adopt `StoryboardInitializable` with `init?(coder:viewModel:)`, then",
                    "`\(unique.first?.type.name ?? "LoginViewController").instantiate(viewModel: model)` builds the scene with its view model.",
                ], body: decls, types: unique.map(\.type) + nibs.types)
        ]
    }

    private var protocolDecl: SwiftDecl {
        .type(
            SwiftType(
                doc: [
                    "A view controller that receives its view model while the storyboard creates it.",
                    "Main-actor isolated because the view controllers that adopt it are. A class that is not",
                    "`final` declares `required init?(coder:viewModel:)`, since `instantiate` calls it on `Self`.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "StoryboardInitializable",
                members: [
                    .typeAlias(doc: ["The view model's type."], name: "ViewModel", type: nil),
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard that holds the scene (generated below)."], modifiers: ["static"],
                            name: "storyboardName", type: "String", accessors: "{ get }", isAPI: false)),
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard ID of the scene (generated below)."], modifiers: ["static"],
                            name: "storyboardID", type: "String", accessors: "{ get }", isAPI: false)),
                    .property(
                        SwiftProperty(
                            doc: ["The view model; set after creation before iOS 13."], name: "viewModel",
                            type: "ViewModel?", accessors: "{ get set }", isAPI: false)),
                    .function(
                        SwiftFunction(
                            doc: ["Creates the view controller from the storyboard's coder with its view model."],
                            signature: "init?(coder: NSCoder, viewModel: ViewModel)", body: nil, isAPI: false)),
                ]))
    }

    private var instantiateExtension: SwiftDecl {
        .type(
            SwiftType(
                kind: .extension, name: "StoryboardInitializable", whereClause: "Self: UIViewController",
                members: [
                    .function(
                        SwiftFunction(
                            doc: [
                                "Instantiates the scene with `viewModel`: through `init?(coder:viewModel:)` on iOS 13",
                                "and later, by setting `viewModel` after creation before.",
                            ], modifiers: ["static"],
                            signature: "func instantiate(viewModel: ViewModel, bundle: Bundle? = nil) -> Self",
                            body: [
                                .line(
                                    "let storyboard = UIStoryboard(name: storyboardName, bundle: bundle ?? Bundle(for: BundleToken.self))"
                                ),
                                .block([
                                    (
                                        "if #available(iOS 13.0, tvOS 13.0, *)",
                                        [
                                            .line(
                                                "return storyboard.instantiateViewController(identifier: storyboardID) { coder in"
                                            ),
                                            .line("    Self(coder: coder, viewModel: viewModel)"),
                                            .line("}"),
                                        ]
                                    ),
                                    (
                                        "else",
                                        [
                                            .braced(
                                                "guard var controller = storyboard.instantiateViewController(withIdentifier: storyboardID) as? Self else",
                                                [.line(#"fatalError("Scene \(storyboardID) is not a \(Self.self)")"#)]),
                                            .line("controller.viewModel = viewModel"),
                                            .line("return controller"),
                                        ]
                                    ),
                                ]),
                            ]))
                ]))
    }
}
