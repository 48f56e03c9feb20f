import StoryboardModel

/// One reuse identifier of a storyboard as generated code names it: the cells that declare it, the
/// member name and the type a dequeue returns.
struct ReusableEntry: Sendable {
    /// The reuse identifier as written in the storyboard.
    var identifier: String
    /// The member name (`SwiftIdentifier.generatedNames` over the storyboard's reuse identifiers).
    var name: String
    /// The kind of every cell with this identifier.
    var kind: PrototypeCell.Kind
    /// For reusable views: header or footer.
    var supplementaryKind: PrototypeCell.SupplementaryKind?
    /// What a dequeue returns: the cells' class, or the framework class when they name several.
    var type: TypeReference
    /// The first cell with the identifier and its scene, for the doc comment.
    var first: (scene: Scene, cell: PrototypeCell)
    /// The classes when several cells with this identifier name different ones, sorted.
    var classes: [String]
}

extension CodeContext {
    /// The Swift type of `cell`: its custom class when that is a usable Swift name, else its UIKit class.
    func type(of cell: PrototypeCell) -> TypeReference {
        if let customClass = cell.customClass, !customClass.isEmpty {
            if Self.isUsableTypeName(customClass) {
                return TypeReference(
                    className: customClass,
                    module: Self.importableModule(
                        cell.customModule, inheritsModule: cell.inheritsModuleFromTarget, appModule: appModule),
                    note: nil, isCustom: true)
            }
            return TypeReference(
                className: cell.frameworkClass, module: nil,
                note: "class \(SwiftLiteral.commentText(customClass)) is not a Swift type name", isCustom: false)
        }
        return TypeReference(className: cell.frameworkClass, module: nil, note: nil, isCustom: false)
    }

    /// The reuse identifiers of `storyboard` code can dequeue, in member order, and the identifiers left out
    /// because cells of different kinds declare them (no one dequeue call returns both). Only the framework's
    /// own cells count: UIKit's in an iOS or tvOS project, AppKit's cell views in a macOS one.
    func reusableEntries(of storyboard: Storyboard) -> (entries: [ReusableEntry], mixed: [String]) {
        let appKit = framework == .appKit
        let cells = storyboard.dequeuedCells.filter { $0.cell.isAppKit == appKit }
        guard !cells.isEmpty else { return ([], []) }
        let names = storyboard.reuseIdentifierNames
        var byIdentifier: [String: [(scene: Scene, cell: PrototypeCell)]] = [:]
        for entry in cells {
            byIdentifier[entry.cell.usableReuseIdentifier ?? "", default: []].append(entry)
        }
        var entries: [ReusableEntry] = []
        var mixed: [String] = []
        for (identifier, group) in byIdentifier {
            let first = group[0]
            guard
                group.allSatisfy({
                    $0.cell.kind == first.cell.kind && $0.cell.supplementaryKind == first.cell.supplementaryKind
                })
            else {
                mixed.append(identifier)
                continue
            }
            let types = Set(group.map { type(of: $0.cell) })
            let shared =
                types.count == 1
                ? type(of: first.cell)
                : TypeReference(className: first.cell.frameworkClass, module: nil, note: nil, isCustom: false)
            entries.append(
                ReusableEntry(
                    identifier: identifier, name: names[identifier] ?? identifier, kind: first.cell.kind,
                    supplementaryKind: first.cell.supplementaryKind, type: shared, first: first,
                    classes: types.count == 1 ? [] : types.map(\.name).sorted()))
        }
        return (NameTable.ordered(entries, raw: \.identifier, names: names), mixed.sorted())
    }
}
