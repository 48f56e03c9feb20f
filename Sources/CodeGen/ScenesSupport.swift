/// The fixed part of the `scenes` style: `StoryboardType`, `SceneType`, `InitialSceneType`, `SegueType`.
enum ScenesSupport {
    static var declarations: [SwiftDecl] {
        [storyboardType, storyboardTypeExtension, sceneType, initialSceneType, segueType, segueTypeExtension,
        performExtension, SharedDecls.bundleToken]
    }

    private static let storyboardType = SwiftDecl.type(
        SwiftType(
            doc: ["A storyboard file of the app."], kind: .protocol, name: "StoryboardType",
            members: [
                .property(
                    SwiftProperty(
                        doc: ["The file name, without `.storyboard`."], modifiers: ["static"], name: "storyboardName",
                        type: "String", accessors: "{ get }", isAPI: false))
            ]))

    private static let storyboardTypeExtension = SwiftDecl.type(
        SwiftType(
            kind: .extension, name: "StoryboardType",
            members: [
                .property(
                    SwiftProperty(
                        doc: ["The storyboard, loaded from the bundle that holds this code."],
                        attributes: ["@MainActor"], modifiers: ["static"], name: "storyboard", type: "UIStoryboard",
                        getter: [.line(SharedDecls.loadStoryboard("storyboardName"))]))
            ]))

    private static func storedStrings(_ names: [String]) -> [SwiftDecl] {
        names.map { name in
            .property(
                SwiftProperty(
                    doc: [name == "storyboardName" ? "The storyboard file name." : "The storyboard ID."], isLet: true,
                    name: name, type: "String"))
        }
    }

    private static let sceneType = SwiftDecl.type(
        SwiftType(
            doc: ["A scene with a storyboard ID whose class is `T`."], kind: .struct,
            name: "SceneType<T: UIViewController>", inherits: ["Sendable"],
            members: storedStrings(["storyboardName", "identifier"]) + [
                .function(
                    SwiftFunction(
                        doc: ["Instantiates the scene as exactly `T`."], attributes: ["@MainActor"],
                        signature: "func instantiate() -> T",
                        body: [
                            .line("let storyboard = \(SharedDecls.loadStoryboard("storyboardName"))"),
                            SharedDecls.castOrFail(
                                "storyboard.instantiateViewController(withIdentifier: identifier)", to: "T",
                                failure: #""Scene \(identifier) of \(storyboardName).storyboard is not a \(T.self)""#),
                            .line("return controller"),
                        ]))
            ]))

    private static let initialSceneType = SwiftDecl.type(
        SwiftType(
            doc: ["The initial scene of a storyboard, whose class is `T`."], kind: .struct,
            name: "InitialSceneType<T: UIViewController>", inherits: ["Sendable"],
            members: storedStrings(["storyboardName"]) + [
                .function(
                    SwiftFunction(
                        doc: ["Instantiates the initial scene as exactly `T`."], attributes: ["@MainActor"],
                        signature: "func instantiate() -> T",
                        body: [
                            .line("let storyboard = \(SharedDecls.loadStoryboard("storyboardName"))"),
                            SharedDecls.castOrFail(
                                "storyboard.instantiateInitialViewController()", to: "T",
                                failure: #""The initial scene of \(storyboardName).storyboard is not a \(T.self)""#),
                            .line("return controller"),
                        ]))
            ]))

    private static let segueType = SwiftDecl.type(
        SwiftType(
            doc: ["The segue identifiers of one storyboard."], kind: .protocol, name: "SegueType",
            inherits: ["RawRepresentable"], whereClause: "RawValue == String"))

    private static let segueTypeExtension = SwiftDecl.type(
        SwiftType(
            kind: .extension, name: "SegueType",
            members: [
                .function(
                    SwiftFunction(
                        doc: ["The identifier of `segue`, or `nil` when it has none or another storyboard's."],
                        attributes: ["@MainActor"], signature: "init?(_ segue: UIStoryboardSegue)",
                        body: [
                            .braced("guard let identifier = segue.identifier else", [.line("return nil")]),
                            .line("self.init(rawValue: identifier)"),
                        ]))
            ]))

    private static let performExtension = SwiftDecl.type(
        SwiftType(
            kind: .extension, name: "UIViewController",
            members: [
                .function(
                    SwiftFunction(
                        doc: ["Performs the segue with a typed identifier."],
                        signature: "func perform<S: SegueType>(segue: S, sender: Any? = nil)",
                        body: [.line("performSegue(withIdentifier: segue.rawValue, sender: sender)")]))
            ]))
}
