import StoryboardModel

/// The `scenes` style's nibs (UIKit's `UINib`, AppKit's `NSNib`): the catalogue `Nibs.<nib>` of
/// `NibFile<Class>` (a typed load of the nib's first top-level object) or `NibViewController<Class>` (a view
/// controller nib, made with `init(nibName:bundle:)`), `ReuseIdentifier.Nibs.<identifier>` for the cells of
/// nibs (AppKit: table cell views), and the typed `register` of a cell nib for its identifier. Nothing is
/// generated for a project without nibs.
struct NibDecls {
    let context: CodeContext

    /// A reuse identifier of a nib cell: the nib, its cell and the member name.
    struct CellEntry {
        var identifier: String
        var name: String
        var nib: Nib
        var cell: NibObject
        var type: TypeReference
    }

    /// The name of the nib enum inside `ReuseIdentifier`: `Nibs`, unless a storyboard's enum takes it.
    var reuseEnumName: String {
        context.storyboardTypeNames.values.contains("Nibs") ? "NibCells" : "Nibs"
    }

    /// The Swift type of a nib's top-level `object`: its custom class when that is a usable Swift name, else its
    /// framework class, else `NSObject`.
    func type(of object: NibObject) -> TypeReference {
        type(
            customClass: object.customClass, customModule: object.customModule,
            inheritsModule: object.inheritsModuleFromTarget,
            fallback: NibObject.frameworkClass(forElement: object.elementName, platform: context.framework.platform)
                ?? "NSObject")
    }

    private func type(
        customClass: String?, customModule: String?, inheritsModule: Bool, fallback: String
    ) -> TypeReference {
        guard let customClass, !customClass.isEmpty else {
            return TypeReference(className: fallback, module: nil, note: nil, isCustom: false)
        }
        guard CodeContext.isUsableTypeName(customClass) else {
            return TypeReference(
                className: fallback, module: nil,
                note: "class \(SwiftLiteral.commentText(customClass)) is not a Swift type name", isCustom: false)
        }
        return TypeReference(
            className: customClass,
            module: CodeContext.importableModule(
                customModule, inheritsModule: inheritsModule, appModule: context.appModule),
            note: nil, isCustom: true)
    }

    /// `entries` (a class, one of its nibs, what else the style keeps) grouped by class name, sorted: the
    /// classes of exactly one nib, and a comment line for each class of several (`several` says of what).
    static func oneNibPerClass<Kept>(
        _ entries: [(type: TypeReference, nib: String, kept: Kept)], several: String
    ) -> (unique: [(type: TypeReference, nib: String, kept: Kept)], leftOut: [String]) {
        var byClass: [String: [(type: TypeReference, nib: String, kept: Kept)]] = [:]
        for entry in entries { byClass[entry.type.name, default: []].append(entry) }
        var unique: [(type: TypeReference, nib: String, kept: Kept)] = []
        var leftOut: [String] = []
        for name in byClass.keys.sorted() {
            guard let group = byClass[name], let first = group.first else { continue }
            guard group.count == 1 else {
                let nibs = group.map(\.nib).sorted().map(SwiftLiteral.commentText).joined(separator: ", ")
                leftOut.append("\(name) is left out: \(several) (\(nibs)).")
                continue
            }
            unique.append(first)
        }
        return (unique, leftOut)
    }

    /// The class a view controller nib's File's Owner names, else the framework's view controller.
    func ownerType(of nib: Nib) -> TypeReference {
        type(
            customClass: nib.owner?.customClass, customModule: nib.owner?.customModule,
            inheritsModule: nib.owner?.inheritsModuleFromTarget ?? false, fallback: context.framework.viewController)
    }

    private var isAppKit: Bool { context.framework == .appKit }

    /// Whether some nib has a cell of the framework with a reuse identifier (`ReuseIdentifier.Nibs` is
    /// generated).
    var hasCells: Bool {
        context.nibs.contains { !$0.identifiedCells(appKit: isAppKit).isEmpty }
    }

    /// The reuse identifiers of every nib's cells of the framework, in member order, named by
    /// `Nib.reuseIdentifierNames(of:appKit:)` (the rule diagnostics report renames by): the first nib (by name)
    /// that declares an identifier gives it its type; the others are listed in `shadowed`.
    func cellEntries() -> (entries: [CellEntry], shadowed: [String]) {
        var first: [String: CellEntry] = [:]
        var shadowed: [String] = []
        for nib in context.nibs {
            for cell in nib.identifiedCells(appKit: isAppKit) {
                guard let identifier = cell.usableReuseIdentifier else { continue }
                guard first[identifier] == nil else {
                    shadowed.append("\(identifier) in \(nib.fileName)")
                    continue
                }
                first[identifier] = CellEntry(
                    identifier: identifier, name: "", nib: nib, cell: cell, type: type(of: cell))
            }
        }
        let names = Nib.reuseIdentifierNames(of: context.nibs, appKit: isAppKit)
        let entries = first.values.map { entry -> CellEntry in
            var named = entry
            named.name = names[entry.identifier] ?? entry.identifier
            return named
        }
        return (NameTable.ordered(entries, raw: \.identifier, names: names), shadowed.sorted())
    }

    /// `ReuseIdentifier.Nibs`, with the types it names; `nil` when no nib has a cell with a reuse identifier.
    func reuseEnum() -> (decl: SwiftDecl, types: [TypeReference])? {
        let (entries, shadowed) = cellEntries()
        guard !entries.isEmpty else { return nil }
        let nibNames = catalogueNames
        var members = ReuseIdentifierDecls.leftOut("an earlier nib already declares these reuse identifiers.", shadowed)
        for entry in entries {
            let literal = SwiftLiteral.string(entry.identifier)
            var doc = [
                "`\(SwiftLiteral.commentText(entry.identifier))`: the \(SwiftLiteral.commentText(entry.cell.elementName)) `\(SwiftLiteral.commentText(entry.cell.id))` of "
                    + "`\(SwiftLiteral.commentText(entry.nib.fileName))`, of class `\(entry.type.name)`; register "
                    + "`Nibs.\(NameTable.bare(nibNames[entry.nib.name] ?? entry.nib.name))` for it."
            ]
            if let note = entry.type.note { doc.append("Typed as `\(entry.type.name)`: \(note).") }
            let value: String
            if entry.cell.kind == .collectionReusableView {
                doc.append("A nib does not say header or footer: this names a section header; for a footer write")
                doc.append(
                    "`ReusableSupplementaryView<\(entry.type.name)>(identifier: \(literal), kind: .sectionFooter)`.")
                value = "ReusableSupplementaryView<\(entry.type.name)>(identifier: \(literal), kind: .sectionHeader)"
            } else {
                value = "ReusableCell<\(entry.type.name)>(identifier: \(literal))"
            }
            members.append(
                .property(SwiftProperty(doc: doc, modifiers: ["static"], isLet: true, name: entry.name, value: value)))
        }
        let decl = SwiftDecl.type(
            SwiftType(
                doc: ["The reuse identifiers of the cells and reusable views of nibs."], kind: .enum,
                name: reuseEnumName, members: members))
        return (decl, entries.map(\.type))
    }

    /// Member names of the nibs, by nib name.
    var catalogueNames: [String: String] {
        NameTable.names(for: context.nibs.map(\.name), .lowerCamel)
    }

    /// The `Nibs` enum and the types it names; empty without nibs.
    func catalogue() -> (decls: [SwiftDecl], types: [TypeReference]) {
        let names = catalogueNames
        var members: [SwiftDecl] = []
        var types: [TypeReference] = []
        for nib in NameTable.ordered(context.nibs, raw: \.name, names: names) {
            let name = names[nib.name] ?? nib.name
            let literal = SwiftLiteral.string(nib.name)
            let file = SwiftLiteral.commentText(nib.fileName)
            if nib.isViewControllerNib {
                let owner = ownerType(of: nib)
                types.append(owner)
                var doc = ["`\(file)`: the view of `\(owner.name)`, made with `init(nibName:bundle:)`."]
                if let note = owner.note { doc.append("Typed as `\(owner.name)`: \(note).") }
                members.append(
                    .property(
                        SwiftProperty(
                            doc: doc, modifiers: ["static"], isLet: true, name: name,
                            value:
                                "NibViewController<\(owner.name)>(name: \(literal)) { \(owner.name)(nibName: $0, bundle: $1) }"
                        )))
            } else if let object = nib.objects.first {
                let objectType = type(of: object)
                types.append(objectType)
                var doc = [
                    "`\(file)`: its first top-level object, the \(SwiftLiteral.commentText(object.elementName)) `\(SwiftLiteral.commentText(object.id))`, of class "
                        + "`\(objectType.name)`."
                ]
                if let identifier = object.usableReuseIdentifier, object.isCell {
                    doc.append("Reuse identifier `\(SwiftLiteral.commentText(identifier))`.")
                }
                if let note = objectType.note { doc.append("Typed as `\(objectType.name)`: \(note).") }
                members.append(
                    .property(
                        SwiftProperty(
                            doc: doc, modifiers: ["static"], isLet: true, name: name,
                            value: "NibFile<\(objectType.name)>(name: \(literal))")))
            } else {
                members.append(.comment(["\(file) holds no top-level object."]))
            }
        }
        guard !members.isEmpty else { return ([], []) }
        return (
            [
                .type(
                    SwiftType(
                        doc: ["Every nib of the project, by name: `Nibs.<nib>.instantiate()` returns its class."],
                        kind: .enum, name: "Nibs", members: members))
            ], types
        )
    }

    /// `NibFile`, `NibViewController` and, with nib cells, the typed `register` of a nib for its identifier.
    func support(withCells: Bool) -> [SwiftDecl] {
        guard !context.nibs.isEmpty else { return [] }
        var decls: [SwiftDecl] = [
            .type(
                SwiftType(
                    doc: ["A nib whose first top-level object is a `T`."], kind: .struct, name: "NibFile<T>",
                    inherits: ["Sendable"],
                    members: [
                        .property(
                            SwiftProperty(
                                doc: ["The nib name, without `.xib`."], isLet: true, name: "name", type: "String")),
                        .function(
                            SwiftFunction(
                                doc: ["Names the nib."], signature: "init(name: String)",
                                body: [.line("self.name = name")])),
                        .function(
                            SwiftFunction(
                                doc: ["The nib, from `bundle`, else from the bundle that holds this code."],
                                attributes: ["@MainActor"],
                                signature: "func nib(bundle: Bundle? = nil) -> \(isAppKit ? "NSNib" : "UINib")",
                                body: loadNib)),
                        .function(
                            SwiftFunction(
                                doc: [
                                    "Loads the nib with `owner` and returns its first top-level `T`; a nib without one is "
                                        + "a build mistake."
                                ],
                                attributes: ["@MainActor"],
                                signature: "func instantiate(owner: Any? = nil, bundle: Bundle? = nil) -> T",
                                body: instantiateBody)),
                    ])),
            .type(
                SwiftType(
                    doc: ["A view controller of class `T` whose view is in a nib."], kind: .struct,
                    name: "NibViewController<T: \(context.framework.viewController)>", inherits: ["Sendable"],
                    members: [
                        .property(
                            SwiftProperty(
                                doc: ["The nib name, without `.xib`."], isLet: true, name: "name", type: "String")),
                        .property(
                            SwiftProperty(
                                modifiers: ["private"], isLet: true, name: "make",
                                type: "@MainActor @Sendable (String, Bundle?) -> T", isAPI: false)),
                        .function(
                            SwiftFunction(
                                doc: ["Names the nib and how `T` is made from it (`init(nibName:bundle:)`)."],
                                signature:
                                    "init(name: String, make: @escaping @MainActor @Sendable (String, Bundle?) -> T)",
                                body: [.line("self.name = name"), .line("self.make = make")])),
                        .function(
                            SwiftFunction(
                                doc: [
                                    "The view controller, its view loaded when needed from the nib in `bundle`, else in "
                                        + "the bundle that holds this code."
                                ],
                                attributes: ["@MainActor"],
                                signature: "func instantiate(bundle: Bundle? = nil) -> T",
                                body: [.line("make(name, bundle ?? Bundle(for: BundleToken.self))")])),
                    ])),
        ]
        guard withCells else { return decls }
        guard !isAppKit else {
            decls.append(
                .type(
                    SwiftType(
                        kind: .extension, name: "NSTableView",
                        members: [
                            register(
                                "func register<T: NSTableCellView>(_ file: NibFile<T>, for cell: ReusableCell<T>, bundle: Bundle? = nil)",
                                call:
                                    "register(file.nib(bundle: bundle), forIdentifier: NSUserInterfaceItemIdentifier(cell.identifier))"
                            )
                        ])))
            return decls
        }
        decls.append(
            .type(
                SwiftType(
                    kind: .extension, name: "UITableView",
                    members: [
                        register(
                            "func register<T: UITableViewCell>(_ file: NibFile<T>, for cell: ReusableCell<T>, bundle: Bundle? = nil)",
                            call: "register(file.nib(bundle: bundle), forCellReuseIdentifier: cell.identifier)")
                    ])))
        decls.append(
            .type(
                SwiftType(
                    kind: .extension, name: "UICollectionView",
                    members: [
                        register(
                            "func register<T: UICollectionViewCell>(_ file: NibFile<T>, for cell: ReusableCell<T>, bundle: Bundle? = nil)",
                            call: "register(file.nib(bundle: bundle), forCellWithReuseIdentifier: cell.identifier)"),
                        register(
                            "func register<T: UICollectionReusableView>(_ file: NibFile<T>, for view: ReusableSupplementaryView<T>, bundle: Bundle? = nil)",
                            call:
                                "register(file.nib(bundle: bundle), forSupplementaryViewOfKind: view.kind.elementKind, withReuseIdentifier: view.identifier)"
                        ),
                    ])))
        return decls
    }

    /// `UINib(nibName:bundle:)`, or AppKit's failable `NSNib(nibNamed:bundle:)`, from `bundle` else the code's.
    private var loadNib: [SwiftStatement] {
        let bundle = "bundle ?? Bundle(for: BundleToken.self)"
        guard isAppKit else { return [.line("UINib(nibName: name, bundle: \(bundle))")] }
        return [
            .braced(
                "guard let nib = NSNib(nibNamed: name, bundle: \(bundle)) else",
                [.line("fatalError(\"No nib \\(name) in the bundle\")")]),
            .line("return nib"),
        ]
    }

    /// The first top-level `T` of a new instance of the nib: `UINib`'s `instantiate(withOwner:options:)`
    /// returns the objects, `NSNib`'s `instantiate(withOwner:topLevelObjects:)` hands them back in an array.
    private var instantiateBody: [SwiftStatement] {
        let load: [SwiftStatement] =
            isAppKit
            ? [
                .line("var objects: NSArray?"),
                .line("_ = nib(bundle: bundle).instantiate(withOwner: owner, topLevelObjects: &objects)"),
            ] : [.line("let objects = nib(bundle: bundle).instantiate(withOwner: owner, options: nil)")]
        return load + [
            .braced(
                "guard let object = objects\(isAppKit ? "?" : "").lazy.compactMap({ $0 as? T }).first else",
                [.line("fatalError(\"Nib \\(name) holds no \\(T.self)\")")]),
            .line("return object"),
        ]
    }

    private func register(_ signature: String, call: String) -> SwiftDecl {
        .function(
            SwiftFunction(
                doc: ["Registers the nib `file`, whose cell is a `T`, for the reuse identifier it is dequeued by."],
                signature: signature, body: [.line(call)]))
    }
}
