import StoryboardModel

/// The `storyboard-enum` style's nibs, its storyboard enum's counterpart: `UINib.Nib`, every nib file of the
/// app (the raw value is the file name), `UINib(nib:bundle:)`, and `instantiate(owner:)`, the first top-level
/// object of a new instance of the nib as the type the caller names. Nothing is generated without nibs.
struct NibEnumDecls {
    let context: CodeContext

    /// The `UINib` extension; empty without nibs.
    func generate() -> [SwiftDecl] {
        guard !context.nibs.isEmpty else { return [] }
        let cases = context.cases(for: context.nibs.map(\.name)) { name in
            guard let nib = context.nibs.first(where: { $0.name == name }) else { return [] }
            return ["`\(SwiftLiteral.commentText(nib.fileName))`\(describe(nib))."]
        }
        return [
            .mark("Nibs"),
            .type(
                SwiftType(
                    kind: .extension, name: "UINib",
                    members: [
                        .type(
                            SwiftType(
                                doc: ["Every nib file of the app; the raw value is the file name, without `.xib`."],
                                kind: .enum, name: "Nib", inherits: ["String", "CaseIterable", "Sendable"],
                                members: cases)),
                        .function(
                            SwiftFunction(
                                doc: ["Loads `nib` from `bundle`, or from the bundle that holds this code."],
                                modifiers: ["convenience"], signature: "init(nib: Nib, bundle: Bundle? = nil)",
                                body: [
                                    .line(
                                        "self.init(nibName: nib.rawValue, bundle: bundle ?? Bundle(for: BundleToken.self))"
                                    )
                                ])),
                        .function(
                            SwiftFunction(
                                doc: [
                                    "The first top-level object of a new instance of the nib that is a `T`, loaded with",
                                    "`owner`; a nib without one is a build mistake.",
                                ], signature: "func instantiate<T>(owner: Any? = nil) -> T",
                                body: [
                                    .braced(
                                        "guard let object = instantiate(withOwner: owner, options: nil).lazy.compactMap({ $0 as? T }).first else",
                                        [.line(#"fatalError("No top-level \(T.self) in the nib")"#)]),
                                    .line("return object"),
                                ])),
                    ])),
        ]
    }

    /// What the nib holds, for its case's doc comment: `: the view of X` or `: its first top-level object, a Y`.
    private func describe(_ nib: Nib) -> String {
        let nibDecls = NibDecls(context: context)
        if nib.isViewControllerNib {
            return ", the view of `\(nibDecls.ownerType(of: nib).name)` (`init(nibName:bundle:)`)"
        }
        guard let first = nib.objects.first else { return ", which holds no top-level object" }
        return ", whose first top-level object is a `\(nibDecls.type(of: first).name)`"
    }
}
