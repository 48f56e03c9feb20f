import StoryboardModel

/// The `scenes` style's typed reuse identifiers: `ReuseIdentifier.<Storyboard>.<identifier>` of type
/// `ReusableCell<Class>` or `ReusableSupplementaryView<Class>`, and the `UITableView` / `UICollectionView`
/// dequeue methods that return exactly that class. Nothing is generated for a project without dequeued cells.
struct ReuseIdentifierDecls {
    let context: CodeContext

    /// The `ReuseIdentifier` enum, the types its members reference, and the fixed declarations it needs
    /// (empty when no storyboard has a cell to dequeue).
    func generate() -> (namespace: [SwiftDecl], support: [SwiftDecl], types: [TypeReference], example: String?) {
        let typeNames = context.storyboardTypeNames
        var enums: [SwiftDecl] = []
        var types: [TypeReference] = []
        var example: String?
        for storyboard in context.storyboards {
            let (entries, mixed) = context.reusableEntries(of: storyboard)
            guard !entries.isEmpty || !mixed.isEmpty else { continue }
            var members = Self.leftOut("cells of different kinds share these reuse identifiers.", mixed)
            for entry in entries {
                types.append(entry.type)
                members.append(member(entry))
                if example == nil, entry.kind != .collectionReusableView {
                    let path =
                        "ReuseIdentifier.\(typeNames[storyboard.name] ?? storyboard.name).\(NameTable.bare(entry.name))"
                    switch entry.kind {
                    case .tableCellView: example = "tableView.makeView(\(path), owner: self)"
                    case .tableViewCell: example = "tableView.dequeueReusableCell(\(path), for: indexPath)"
                    default: example = "collectionView.dequeueReusableCell(\(path), for: indexPath)"
                    }
                }
            }
            enums.append(
                .type(
                    SwiftType(
                        doc: ["The reuse identifiers of `\(storyboard.name).storyboard`."], kind: .enum,
                        name: typeNames[storyboard.name] ?? storyboard.name, members: members)))
        }
        if let nibEnum = NibDecls(context: context).reuseEnum() {
            enums.append(nibEnum.decl)
            types += nibEnum.types
        }
        guard !enums.isEmpty else { return ([], [], [], nil) }
        let namespace = SwiftDecl.type(
            SwiftType(
                doc: ["Every reuse identifier of a prototype cell or reusable view, by storyboard."], kind: .enum,
                name: "ReuseIdentifier", members: enums))
        return ([namespace], context.framework == .appKit ? appKitSupport : support, types, example)
    }

    /// A comment listing `identifiers` left out of an enum, and why; nothing when none is.
    static func leftOut(_ why: String, _ identifiers: [String]) -> [SwiftDecl] {
        guard !identifiers.isEmpty else { return [] }
        return [.comment(["Left out: \(why)"] + identifiers.map { "  \(SwiftLiteral.commentText($0))" })]
    }

    private func member(_ entry: ReusableEntry) -> SwiftDecl {
        let (scene, cell) = entry.first
        var doc = [
            "\(upperFirst(cell.kindDescription)) `\(SwiftLiteral.commentText(entry.identifier))` (`\(cell.id)` in "
                + "scene `\(scene.id)`), of class `\(entry.type.name)`."
        ]
        if !entry.classes.isEmpty {
            doc.append("Typed as `\(entry.type.name)`: cells of \(entry.classes.joined(separator: ", ")) share it.")
        } else if let note = entry.type.note {
            doc.append("Typed as `\(entry.type.name)`: \(note).")
        }
        let literal = SwiftLiteral.string(entry.identifier)
        let value =
            entry.kind == .collectionReusableView
            ? "ReusableSupplementaryView<\(entry.type.name)>(identifier: \(literal), kind: .\(entry.supplementaryKind?.rawValue ?? "sectionHeader"))"
            : "ReusableCell<\(entry.type.name)>(identifier: \(literal))"
        return .property(SwiftProperty(doc: doc, modifiers: ["static"], isLet: true, name: entry.name, value: value))
    }

    private func upperFirst(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `ReusableCell`, `SupplementaryViewKind`, `ReusableSupplementaryView` and the dequeue extensions.
    private var support: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    doc: ["The reuse identifier of a prototype cell whose class is `T`."], kind: .struct,
                    name: "ReusableCell<T>", inherits: ["Sendable"], members: storedIdentifier([]))),
            .type(
                SwiftType(
                    doc: ["Where a collection view's reusable view goes."], kind: .enum,
                    name: "SupplementaryViewKind", inherits: ["Sendable"],
                    members: [
                        .enumCase(SwiftEnumCase(doc: ["A section header."], name: "sectionHeader")),
                        .enumCase(SwiftEnumCase(doc: ["A section footer."], name: "sectionFooter")),
                        .property(
                            SwiftProperty(
                                doc: ["The element kind UIKit dequeues it by."], attributes: ["@MainActor"],
                                name: "elementKind", type: "String",
                                getter: [
                                    .switchOn(
                                        "self",
                                        [
                                            (
                                                ".sectionHeader",
                                                [.line("return UICollectionView.elementKindSectionHeader")]
                                            ),
                                            (
                                                ".sectionFooter",
                                                [.line("return UICollectionView.elementKindSectionFooter")]
                                            ),
                                        ])
                                ])),
                    ])),
            .type(
                SwiftType(
                    doc: ["The reuse identifier of a collection view's reusable view whose class is `T`."],
                    kind: .struct, name: "ReusableSupplementaryView<T>", inherits: ["Sendable"],
                    members: storedIdentifier([("kind", "SupplementaryViewKind", "Header or footer.")]))),
            .type(
                SwiftType(
                    kind: .extension, name: "UITableView",
                    members: [
                        dequeue(
                            doc: "Dequeues the prototype cell `cell` for `indexPath` as exactly its class.",
                            signature:
                                "func dequeueReusableCell<T: UITableViewCell>(_ cell: ReusableCell<T>, for indexPath: IndexPath) -> T",
                            call: "dequeueReusableCell(withIdentifier: cell.identifier, for: indexPath)",
                            identifier: "cell.identifier")
                    ])),
            .type(
                SwiftType(
                    kind: .extension, name: "UICollectionView",
                    members: [
                        dequeue(
                            doc: "Dequeues the prototype cell `cell` for `indexPath` as exactly its class.",
                            signature:
                                "func dequeueReusableCell<T: UICollectionViewCell>(_ cell: ReusableCell<T>, for indexPath: IndexPath) -> T",
                            call: "dequeueReusableCell(withReuseIdentifier: cell.identifier, for: indexPath)",
                            identifier: "cell.identifier"),
                        dequeue(
                            doc: "Dequeues the reusable view `view` for `indexPath` as exactly its class.",
                            signature:
                                "func dequeueReusableSupplementaryView<T: UICollectionReusableView>(_ view: ReusableSupplementaryView<T>, for indexPath: IndexPath) -> T",
                            call:
                                "dequeueReusableSupplementaryView(ofKind: view.kind.elementKind, withReuseIdentifier: view.identifier, for: indexPath)",
                            identifier: "view.identifier"),
                    ])),
        ]
    }

    /// AppKit's: `ReusableCell` and the `NSTableView` method that makes a cell view as exactly its class.
    private var appKitSupport: [SwiftDecl] {
        [
            .type(
                SwiftType(
                    doc: ["The identifier of a table cell view whose class is `T`."], kind: .struct,
                    name: "ReusableCell<T>", inherits: ["Sendable"], members: storedIdentifier([]))),
            .type(
                SwiftType(
                    kind: .extension, name: "NSTableView",
                    members: [
                        .function(
                            SwiftFunction(
                                doc: [
                                    "Makes (or reuses) the cell view `cell` with `owner` as exactly its class; a table "
                                        + "without that cell view is a build mistake."
                                ],
                                signature:
                                    "func makeView<T: NSTableCellView>(_ cell: ReusableCell<T>, owner: Any?) -> T",
                                body: [
                                    .braced(
                                        "guard let view = makeView(withIdentifier: NSUserInterfaceItemIdentifier(cell.identifier), owner: owner) as? T else",
                                        [
                                            .line(
                                                "fatalError(\"Cell view \\(cell.identifier) is not a \\(T.self)\")")
                                        ]),
                                    .line("return view"),
                                ]))
                    ])),
        ]
    }

    /// `let identifier: String` (and `extra` stored properties) with an initializer for them (public with the
    /// rest of the API, where a memberwise initializer would stay internal).
    private func storedIdentifier(_ extra: [(name: String, type: String, doc: String)]) -> [SwiftDecl] {
        let fields = [("identifier", "String", "The reuse identifier.")] + extra
        let properties = fields.map { field -> SwiftDecl in
            .property(SwiftProperty(doc: [field.2], isLet: true, name: field.0, type: field.1))
        }
        let initializer = SwiftDecl.function(
            SwiftFunction(
                doc: ["Names the reuse identifier."],
                signature: "init(" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")",
                body: fields.map { .line("self.\($0.0) = \($0.0)") }))
        return properties + [initializer]
    }

    /// A typed dequeue: UIKit's call, cast to `T`; another class than the storyboard says is a build mistake.
    private func dequeue(doc: String, signature: String, call: String, identifier: String) -> SwiftDecl {
        .function(
            SwiftFunction(
                doc: [doc], signature: signature,
                body: [
                    .braced(
                        "guard let dequeued = \(call) as? T else",
                        [.line("fatalError(\"Reusable view \\(\(identifier)) is not a \\(T.self)\")")]),
                    .line("return dequeued"),
                ]))
    }
}
