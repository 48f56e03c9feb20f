import StoryboardModel

/// The `storyboardable` style's nibs, as Reusable's `NibLoadable` / `NibReusable`: a `NibLoadable` protocol
/// keyed on the class (`BadgeView.loadFromNib()` returns a `BadgeView`), each custom class that is the first
/// top-level object of exactly one nib conforming (the nib name written only when it is not the class name),
/// and `register(cellType:)` for table and collection view cells that are also `StoryboardReusable`. Nothing is
/// generated without nibs.
struct NibLoadableDecls {
    let context: CodeContext

    /// The declarations and the types they name.
    func generate() -> (decls: [SwiftDecl], types: [TypeReference]) {
        let nibDecls = NibDecls(context: context)
        var entries: [(type: TypeReference, nib: String, kept: NibObject)] = []
        for nib in context.nibs where !nib.isViewControllerNib {
            guard let first = nib.objects.first else { continue }
            let type = nibDecls.type(of: first)
            guard type.isCustom else { continue }
            entries.append((type, nib.name, first))
        }
        guard !entries.isEmpty else { return ([], []) }
        let (unique, leftOut) = NibDecls.oneNibPerClass(
            entries, several: "it is the first top-level object of several nibs")
        var decls: [SwiftDecl] = [.mark("Nibs")] + protocols
        var conforming: [SwiftDecl] = []
        var types: [TypeReference] = []
        var registersCells = false
        for (type, nibName, object) in unique {
            types.append(type)
            // `StoryboardReusable` exists when a nib cell has a custom class and a reuse identifier.
            let isCell = object.kind == .tableViewCell || object.kind == .collectionViewCell
            registersCells = registersCells || (isCell && object.usableReuseIdentifier != nil)
            let members =
                nibName == type.className
                ? [] : [context.staticString("nibName", nibName, doc: "The name of its nib, without `.xib`.")]
            conforming.append(
                .type(SwiftType(kind: .extension, name: type.name, inherits: ["NibLoadable"], members: members)))
        }
        if registersCells { decls += registerExtensions }
        if !leftOut.isEmpty { decls.append(.comment(leftOut)) }
        return (decls + conforming, types)
    }

    private var protocols: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    doc: [
                        "A view that is the first top-level object of a nib.",
                        "Main-actor isolated because the views that adopt it are.",
                    ], attributes: ["@MainActor"], kind: .protocol, name: "NibLoadable", inherits: ["AnyObject"],
                    members: [
                        SharedDecls.stringRequirement(
                            "nibName", doc: "The name of its nib; the class name unless generated otherwise.")
                    ])),
            .type(
                SwiftType(
                    kind: .extension, name: "NibLoadable",
                    members: [
                        SharedDecls.classNameDefault(
                            "nibName", doc: "The class name, the nib name most projects give a view's nib."),
                        .property(
                            SwiftProperty(
                                doc: ["Its nib, from the bundle that holds this code."], modifiers: ["static"],
                                name: "nib", type: "UINib",
                                getter: [.line("UINib(nibName: nibName, bundle: Bundle(for: BundleToken.self))")])),
                        .function(
                            SwiftFunction(
                                doc: ["Loads its nib with `owner` and returns the instance it holds."],
                                modifiers: ["static"], signature: "func loadFromNib(owner: Any? = nil) -> Self",
                                body: [
                                    .line("let objects = nib.instantiate(withOwner: owner, options: nil)"),
                                    .braced(
                                        "guard let object = objects.lazy.compactMap({ $0 as? Self }).first else",
                                        [.line("fatalError(\"Nib \\(nibName) holds no \\(Self.self)\")")]),
                                    .line("return object"),
                                ])),
                    ])),
        ]
    }

    private var registerExtensions: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    kind: .extension, name: "UITableView",
                    members: [
                        register(
                            "func register<T: UITableViewCell & NibLoadable & StoryboardReusable>(cellType: T.Type)",
                            call: "register(T.nib, forCellReuseIdentifier: T.reuseIdentifier)")
                    ])),
            .type(
                SwiftType(
                    kind: .extension, name: "UICollectionView",
                    members: [
                        register(
                            "func register<T: UICollectionViewCell & NibLoadable & StoryboardReusable>(cellType: T.Type)",
                            call: "register(T.nib, forCellWithReuseIdentifier: T.reuseIdentifier)")
                    ])),
        ]
    }

    private func register(_ signature: String, call: String) -> SwiftDecl {
        .function(
            SwiftFunction(
                doc: ["Registers the nib of `T` for its reuse identifier."], signature: signature, body: [.line(call)]))
    }
}
