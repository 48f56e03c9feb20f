import StoryboardModel

/// `storyboard-enum`: `UIStoryboard.Storyboard`, `UIStoryboard(storyboard:bundle:)` and a generic
/// `instantiateViewController()` keyed on the class name as storyboard ID.
struct StoryboardEnumStyle {
    let context: CodeContext

    func generate() -> [GeneratedFile] {
        let caseNames = context.storyboardCaseNames
        var members: [SwiftDecl] = []
        var body: [SwiftDecl] = []
        var types: [TypeReference] = []
        if context.storyboards.isEmpty {
            members.append(.comment(["The project has no UIKit storyboards."]))
        } else {
            members.append(
                .type(
                    SwiftType(
                        doc: ["Every storyboard file of the app; the raw value is the file name."], kind: .enum,
                        name: "Storyboard", inherits: ["String", "CaseIterable", "Sendable"],
                        members: context.cases(for: context.storyboards.map(\.name)))))
            members.append(
                .function(
                    SwiftFunction(
                        doc: ["Loads `storyboard` from `bundle`, or from the bundle that holds this code."],
                        modifiers: ["convenience"], signature: "init(storyboard: Storyboard, bundle: Bundle? = nil)",
                        body: [
                            .line(
                                "self.init(name: storyboard.rawValue, bundle: bundle ?? Bundle(for: BundleToken.self))")
                        ])))
            var switchBody: [(pattern: String, body: [SwiftStatement])] = []
            for storyboard in context.storyboards {
                let named = classesNamedByIdentifier(in: storyboard)
                types += named
                let list = named.map { "\($0.name).self" }.joined(separator: ", ")
                switchBody.append(
                    (".\(NameTable.bare(caseNames[storyboard.name] ?? storyboard.name))", [.line("return [\(list)]")]))
            }
            body.append(
                .type(
                    SwiftType(
                        kind: .extension, name: "UIStoryboard.Storyboard",
                        members: [
                            .property(
                                SwiftProperty(
                                    doc: [
                                        "The classes whose storyboard ID in this storyboard is their class name:",
                                        "`instantiateViewController()` returns exactly these.",
                                    ], name: "classesInstantiableByName", type: "[UIViewController.Type]",
                                    getter: [.switchOn("self", switchBody)]))
                        ])))
        }
        members.append(
            .function(
                SwiftFunction(
                    doc: ["Instantiates the scene whose storyboard ID is the class name of `T`."],
                    signature: "func instantiateViewController<T: UIViewController>() -> T",
                    body: [
                        .line("let identifier = String(describing: T.self)"),
                        SharedDecls.castOrFail(
                            "instantiateViewController(withIdentifier: identifier)", to: "T",
                            failure: #""No scene with storyboard ID \(identifier) is a \(T.self)""#),
                        .line("return controller"),
                    ])))
        var example = "let login: LoginViewController = UIStoryboard(storyboard: .main).instantiateViewController()"
        for storyboard in context.storyboards {
            guard let type = classesNamedByIdentifier(in: storyboard).first, let name = caseNames[storyboard.name]
            else { continue }
            example =
                "let scene: \(type.name) = UIStoryboard(storyboard: .\(NameTable.bare(name))).instantiateViewController()"
            break
        }
        let decls: [SwiftDecl] =
            [.type(SwiftType(kind: .extension, name: "UIStoryboard", members: members))] + body
            + NibEnumDecls(context: context).generate() + [SharedDecls.bundleToken]
        return [
            context.swiftFile(
                usage: [
                    "Usage: `\(example)`",
                    "works for the classes listed in `UIStoryboard.Storyboard.classesInstantiableByName`.",
                ], body: decls, types: types)
        ]
    }

    /// The custom classes of `storyboard` whose storyboard ID equals the class name, sorted.
    func classesNamedByIdentifier(in storyboard: Storyboard) -> [TypeReference] {
        let types = context.identifiedScenes(of: storyboard).compactMap { identifier, scene -> TypeReference? in
            let type = context.type(of: scene)
            return type.isCustom && type.className == identifier ? type : nil
        }
        return Array(Set(types)).sorted()
    }
}
