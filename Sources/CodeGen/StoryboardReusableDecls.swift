import StoryboardModel

/// The `storyboardable` style's cells: a `StoryboardReusable` protocol (and `StoryboardSupplementaryView`
/// for reusable views) keyed on the class, as `Storyboardable` is for view controllers, with
/// `tableView.dequeueReusableCell(for: indexPath) as ProductCell` returning the class. Each custom cell class
/// whose prototypes share one reuse identifier conforms; nothing is generated without dequeued cells.
struct StoryboardReusableDecls {
    let context: CodeContext

    /// A custom cell class and what its prototypes say.
    private struct CellClass {
        var type: TypeReference
        var identifiers: Set<String>
        var kinds: Set<String>
        var supplementaryKind: PrototypeCell.SupplementaryKind?
        var places: [String]
    }

    /// The declarations and the types they name.
    func generate() -> (decls: [SwiftDecl], types: [TypeReference]) {
        var classes: [String: CellClass] = [:]
        for storyboard in context.storyboards where context.framework == .uiKit {
            for (scene, cell) in storyboard.dequeuedCells where !cell.isAppKit {
                let type = context.type(of: cell)
                guard type.isCustom, let identifier = cell.usableReuseIdentifier else { continue }
                var entry =
                    classes[type.name]
                    ?? CellClass(
                        type: type, identifiers: [], kinds: [], supplementaryKind: cell.supplementaryKind, places: [])
                entry.identifiers.insert(identifier)
                entry.kinds.insert("\(cell.kind.rawValue)/\(cell.supplementaryKind?.rawValue ?? "")")
                entry.places.append("\(storyboard.name)/\(scene.id):\(SwiftLiteral.commentText(identifier))")
                classes[type.name] = entry
            }
        }
        // A nib's table or collection view cell counts as a prototype does (`NibLoadableDecls` registers it).
        for nib in context.nibs {
            for cell in nib.cells where cell.kind == .tableViewCell || cell.kind == .collectionViewCell {
                let type = NibDecls(context: context).type(of: cell)
                guard type.isCustom, let identifier = cell.usableReuseIdentifier else { continue }
                var entry =
                    classes[type.name]
                    ?? CellClass(type: type, identifiers: [], kinds: [], supplementaryKind: nil, places: [])
                entry.identifiers.insert(identifier)
                entry.kinds.insert("\(cell.kind.rawValue)/")
                entry.places.append("\(nib.fileName):\(SwiftLiteral.commentText(identifier))")
                classes[type.name] = entry
            }
        }
        guard !classes.isEmpty else { return ([], []) }
        var decls: [SwiftDecl] = [.mark("Reusable cells")] + protocols + dequeueExtensions
        var conforming: [SwiftDecl] = []
        var leftOut: [String] = []
        var types: [TypeReference] = []
        for name in classes.keys.sorted() {
            guard let entry = classes[name] else { continue }
            guard entry.identifiers.count == 1, entry.kinds.count == 1, let identifier = entry.identifiers.first else {
                leftOut.append(
                    "\(name) is left out: its prototypes have several reuse identifiers or kinds "
                        + "(\(entry.places.sorted().joined(separator: ", "))).")
                continue
            }
            types.append(entry.type)
            var members: [SwiftDecl] = []
            if identifier != entry.type.className {
                members.append(
                    context.staticString("reuseIdentifier", identifier, doc: "The reuse identifier of its prototype."))
            }
            var conformance = "StoryboardReusable"
            if let supplementary = entry.supplementaryKind {
                conformance = "StoryboardSupplementaryView"
                let constant =
                    supplementary == .sectionHeader ? "elementKindSectionHeader" : "elementKindSectionFooter"
                members.append(
                    .property(
                        SwiftProperty(
                            doc: ["The element kind of its prototype."], modifiers: ["static"], name: "elementKind",
                            type: "String", getter: [.line("UICollectionView.\(constant)")])))
            }
            conforming.append(
                .type(SwiftType(kind: .extension, name: entry.type.name, inherits: [conformance], members: members)))
        }
        if !leftOut.isEmpty { decls.append(.comment(leftOut)) }
        decls += conforming
        return (decls, types)
    }

    private var protocols: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    doc: [
                        "A cell or reusable view with a prototype in a storyboard, dequeued by its reuse identifier.",
                        "Main-actor isolated because the views that adopt it are.",
                    ], attributes: ["@MainActor"], kind: .protocol, name: "StoryboardReusable",
                    members: [
                        SharedDecls.stringRequirement(
                            "reuseIdentifier",
                            doc: "The reuse identifier of its prototype; the class name unless generated otherwise.")
                    ])),
            .type(
                SwiftType(
                    kind: .extension, name: "StoryboardReusable",
                    members: [
                        SharedDecls.classNameDefault(
                            "reuseIdentifier",
                            doc: "The class name, the reuse identifier most projects give a class's prototype.")
                    ])),
            .type(
                SwiftType(
                    doc: ["A collection view's reusable view with a prototype in a storyboard."],
                    attributes: ["@MainActor"], kind: .protocol, name: "StoryboardSupplementaryView",
                    inherits: ["StoryboardReusable"],
                    members: [
                        .property(
                            SwiftProperty(
                                doc: ["The element kind of its prototype (section header or footer)."],
                                modifiers: ["static"], name: "elementKind", type: "String", accessors: "{ get }",
                                isAPI: false))
                    ])),
        ]
    }

    private var dequeueExtensions: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    kind: .extension, name: "UITableView",
                    members: [
                        dequeue(
                            "func dequeueReusableCell<T: UITableViewCell & StoryboardReusable>(for indexPath: IndexPath, as type: T.Type = T.self) -> T",
                            call: "dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath)")
                    ])),
            .type(
                SwiftType(
                    kind: .extension, name: "UICollectionView",
                    members: [
                        dequeue(
                            "func dequeueReusableCell<T: UICollectionViewCell & StoryboardReusable>(for indexPath: IndexPath, as type: T.Type = T.self) -> T",
                            call: "dequeueReusableCell(withReuseIdentifier: T.reuseIdentifier, for: indexPath)"),
                        dequeue(
                            "func dequeueReusableSupplementaryView<T: UICollectionReusableView & StoryboardSupplementaryView>(for indexPath: IndexPath, as type: T.Type = T.self) -> T",
                            call:
                                "dequeueReusableSupplementaryView(ofKind: T.elementKind, withReuseIdentifier: T.reuseIdentifier, for: indexPath)"
                        ),
                    ])),
        ]
    }

    private func dequeue(_ signature: String, call: String) -> SwiftDecl {
        .function(
            SwiftFunction(
                doc: ["Dequeues the prototype of `T` for `indexPath` by its reuse identifier, as exactly `T`."],
                signature: signature,
                body: [
                    .braced(
                        "guard let dequeued = \(call) as? T else",
                        [.line("fatalError(\"Reusable view \\(T.reuseIdentifier) is not a \\(T.self)\")")]),
                    .line("return dequeued"),
                ]))
    }
}
