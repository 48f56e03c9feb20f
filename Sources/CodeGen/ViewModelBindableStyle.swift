import StoryboardModel

/// `viewmodel-bindable`: a `ViewModelBindable` protocol whose `init(from:viewModel:)` instantiates the
/// class's scene, hands it the view model and loads its view so outlets are set before binding.
struct ViewModelBindableStyle {
    let context: CodeContext

    func generate() -> [GeneratedFile] {
        let (unique, ambiguity) = context.uniqueClassScenes()
        var decls: [SwiftDecl] = [protocolDecl, initExtension, defaultBinding]
        decls.append(.mark("Scenes of each class"))
        if let ambiguity { decls.append(ambiguity) }
        decls += context.classSceneExtensions(unique, identifierProperty: "storyboardIdentifier")
        let nibs = NibViewControllerDecls(context: context).viewModelBindable()
        decls += nibs.decls
        decls.append(SharedDecls.bundleToken)
        return [
            context.swiftFile(
                usage: [
                    "Usage: adopt `ViewModelBindable` (a `viewModel` property), then",
                    "`\(unique.first?.type.name ?? "LoginViewController")(viewModel: model)` returns the scene with its outlets loaded and bound.",
                ], body: decls, types: unique.map(\.type) + nibs.types)
        ]
    }

    private var protocolDecl: SwiftDecl {
        .type(
            SwiftType(
                doc: [
                    "A view controller made from its storyboard scene and a view model.",
                    "Main-actor isolated because the view controllers that adopt it are.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "ViewModelBindable",
                members: [
                    Self.viewModelRequirements[0], Self.viewModelRequirements[1],
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard that holds the scene (generated below)."], modifiers: ["static"],
                            name: "storyboardName", type: "String", accessors: "{ get }", isAPI: false)),
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard ID of the scene (generated below)."], modifiers: ["static"],
                            name: "storyboardIdentifier", type: "String", accessors: "{ get }", isAPI: false)),
                    Self.viewModelRequirements[2],
                ]))
    }

    private var initExtension: SwiftDecl {
        .type(
            SwiftType(
                kind: .extension, name: "ViewModelBindable", whereClause: "Self: UIViewController",
                members: [
                    .function(
                        SwiftFunction(
                            doc: [
                                "Instantiates the scene from `storyboard`, sets `viewModel`, loads the view so outlets",
                                "are connected, then calls `bindViewModel()`.",
                            ], signature: "init(from storyboard: UIStoryboard, viewModel: ViewModelType)",
                            body: [
                                .line("let identifier = Self.storyboardIdentifier"),
                                // A protocol-extension initializer may assign `self`; the protocol is not
                                // class-bound, so the instance is held in a `var`.
                                .braced(
                                    "guard var controller = storyboard.instantiateViewController(withIdentifier: identifier) as? Self else",
                                    [.line(#"fatalError("Scene \(identifier) is not a \(Self.self)")"#)]),
                                .line("controller.viewModel = viewModel"),
                                .line("controller.loadViewIfNeeded()"),
                                .line("controller.bindViewModel()"),
                                .line("self = controller"),
                            ])),
                    .function(
                        SwiftFunction(
                            doc: ["Instantiates the scene from its own storyboard in the bundle that holds this code."],
                            signature: "init(viewModel: ViewModelType)",
                            body: [
                                .line(
                                    "self.init(from: \(SharedDecls.loadStoryboard("Self.storyboardName")), viewModel: viewModel)"
                                )
                            ])),
                ]))
    }

    /// The view model's type, the view model, and `bindViewModel()`: what `ViewModelBindable` and the nibs'
    /// `NibViewModelBindable` both require.
    static let viewModelRequirements: [SwiftDecl] = [
        .typeAlias(doc: ["The view model's type."], name: "ViewModelType", type: nil),
        .property(
            SwiftProperty(
                doc: ["The view model, set before the view loads."], name: "viewModel", type: "ViewModelType?",
                accessors: "{ get set }", isAPI: false)),
        .function(
            SwiftFunction(
                doc: ["Connects the view model to the loaded outlets."], signature: "func bindViewModel()", body: nil,
                isAPI: false)),
    ]

    private var defaultBinding: SwiftDecl { Self.defaultBinding(of: "ViewModelBindable") }

    /// The empty `bindViewModel()` of the protocol `name`.
    static func defaultBinding(of name: String) -> SwiftDecl {
        .type(
            SwiftType(
                kind: .extension, name: name,
                members: [
                    .function(
                        SwiftFunction(
                            doc: ["Does nothing: adopters that bind in `viewDidLoad` need not implement it."],
                            signature: "func bindViewModel()", body: []))
                ]))
    }
}
