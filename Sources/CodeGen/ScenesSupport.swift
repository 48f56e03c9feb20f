/// The fixed part of the `scenes` style: `StoryboardType`, `SceneType`, `InitialSceneType`, `SegueType`.
/// Written for UIKit or AppKit: only the framework's names differ.
struct ScenesSupport {
    let framework: UIFramework

    var declarations: [SwiftDecl] {
        [storyboardType, storyboardTypeExtension, sceneType, initialSceneType, segueType, segueTypeExtension]
            + framework.segueSources.map(performExtension) + [SharedDecls.bundleToken]
    }

    private var storyboardType: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                doc: ["A storyboard file of the app."], kind: .protocol, name: "StoryboardType",
                members: [
                    .property(
                        SwiftProperty(
                            doc: ["The file name, without `.storyboard`."], modifiers: ["static"],
                            name: "storyboardName",
                            type: "String", accessors: "{ get }", isAPI: false))
                ]))
    }

    private var storyboardTypeExtension: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                kind: .extension, name: "StoryboardType",
                members: [
                    .property(
                        SwiftProperty(
                            doc: ["The storyboard, loaded from the bundle that holds this code."],
                            attributes: ["@MainActor"], modifiers: ["static"], name: "storyboard",
                            type: framework.storyboard,
                            getter: [.line(SharedDecls.loadStoryboard("storyboardName", framework))]))
                ]))
    }

    /// The stored names of a scene type and an initializer for them (public with the rest of the API, where
    /// a memberwise initializer would stay internal).
    private func storedStrings(_ names: [String]) -> [SwiftDecl] {
        let properties = names.map { name -> SwiftDecl in
            .property(
                SwiftProperty(
                    doc: [name == "storyboardName" ? "The storyboard file name." : "The storyboard ID."], isLet: true,
                    name: name, type: "String"))
        }
        let initializer = SwiftDecl.function(
            SwiftFunction(
                doc: ["Names the scene."],
                signature: "init(" + names.map { "\($0): String" }.joined(separator: ", ") + ")",
                body: names.map { .line("self.\($0) = \($0)") }))
        return properties + [initializer]
    }

    private var sceneType: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                doc: ["A scene with a storyboard ID whose class is `T`."], kind: .struct,
                name: framework.generic("SceneType"), inherits: ["Sendable"],
                members: storedStrings(["storyboardName", "identifier"]) + [
                    .function(
                        SwiftFunction(
                            doc: ["Instantiates the scene as exactly `T`."], attributes: ["@MainActor"],
                            signature: "func instantiate() -> T",
                            body: [
                                .line("let storyboard = \(SharedDecls.loadStoryboard("storyboardName", framework))"),
                                SharedDecls.castOrFail(
                                    "storyboard.\(framework.instantiateByIdentifier) identifier)", to: "T",
                                    failure:
                                        #""Scene \(identifier) of \(storyboardName).storyboard is not a \(T.self)""#),
                                .line("return controller"),
                            ]))
                ]))
    }

    private var initialSceneType: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                doc: ["The initial scene of a storyboard, whose class is `T`."], kind: .struct,
                name: framework.generic("InitialSceneType"), inherits: ["Sendable"],
                members: storedStrings(["storyboardName"]) + [
                    .function(
                        SwiftFunction(
                            doc: ["Instantiates the initial scene as exactly `T`."], attributes: ["@MainActor"],
                            signature: "func instantiate() -> T",
                            body: [
                                .line("let storyboard = \(SharedDecls.loadStoryboard("storyboardName", framework))"),
                                SharedDecls.castOrFail(
                                    "storyboard.\(framework.instantiateInitial)", to: "T",
                                    failure: #""The initial scene of \(storyboardName).storyboard is not a \(T.self)""#),
                                .line("return controller"),
                            ]))
                ]))
    }

    private var segueType: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                doc: ["The segue identifiers of one storyboard."], kind: .protocol, name: "SegueType",
                inherits: ["RawRepresentable"], whereClause: "RawValue == String"))
    }

    private var segueTypeExtension: SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                kind: .extension, name: "SegueType",
                members: [
                    .function(
                        SwiftFunction(
                            doc: ["The identifier of `segue`, or `nil` when it has none or another storyboard's."],
                            attributes: ["@MainActor"], signature: "init?(_ segue: \(framework.segue))",
                            body: [
                                .braced("guard let identifier = segue.identifier else", [.line("return nil")]),
                                .line("self.init(rawValue: identifier)"),
                            ]))
                ]))
    }

    private func performExtension(_ source: String) -> SwiftDecl {
        SwiftDecl.type(
            SwiftType(
                kind: .extension, name: source,
                members: [
                    .function(
                        SwiftFunction(
                            doc: ["Performs the segue with a typed identifier."],
                            signature: "func perform<S: SegueType>(segue: S, sender: Any? = nil)",
                            body: [.line("performSegue(withIdentifier: segue.rawValue, sender: sender)")]))
                ]))
    }
}
