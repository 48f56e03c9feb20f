/// The nib diagnostics that need the app's sources (`check --sources`): pure logic over nibs and the facts
/// `CellCodeReader` reads out of Swift and Objective-C files.
public enum NibCodeCheck {
    /// Every dequeue of a UIKit nib cell whose nib no source registers: UIKit then finds nothing to dequeue
    /// (`dequeueReusableCell(withIdentifier:for:)` raises). Reported at the dequeue, once per dequeue.
    ///
    /// Not reported: identifiers a storyboard's prototype cells declare (`storyboardReuseIdentifiers`; the
    /// storyboard registers them) and, for a dequeue by class, classes they have (`storyboardCellClasses`);
    /// identifiers some registration spells, nibs a registration may hand over (see `CellRegistry`), and
    /// dequeues in a file whose registration is computed through and through.
    public static func unregisteredCellNibs(
        _ nibs: [PlacedNib], facts: NibCodeFacts, storyboardReuseIdentifiers: Set<String>,
        storyboardCellClasses: Set<String> = []
    ) -> [NibCodeFinding] {
        let registry = CellRegistry(facts)
        let cells = nibs.filter { $0.nib.platform != .macos }.flatMap { placed in
            placed.nib.cells.filter { $0.kind != .tableCellView }.map { (placed, $0) }
        }
        guard !cells.isEmpty else { return [] }
        let nibMembers = SwiftIdentifier.generatedNames(for: nibs.map(\.nib.name), .lowerCamel)
        var found: [NibCodeFinding] = []
        for dequeue in facts.dequeues where !registry.silencedFiles.contains(dequeue.location.file) {
            switch dequeue.key {
            case .type(let name), .named(let name): if storyboardCellClasses.contains(name) { continue }
            case .identifier, .generated: break
            }
            let candidates = cells.filter { Self.matches(dequeue.key, $0.1) }
            let identifiers = Set(candidates.map { $0.1.usableReuseIdentifier ?? Self.spelled(dequeue.key) })
            guard let (placed, cell) = candidates.first,
                identifiers.isDisjoint(with: storyboardReuseIdentifiers),
                !identifiers.contains(where: registry.registersIdentifier),
                !candidates.contains(where: { registry.mayRegister($0.0.nib, cell: $0.1) })
            else { continue }
            let member = nibMembers[placed.nib.name].map(SwiftIdentifier.withoutBackticks) ?? placed.nib.name
            let fix = Self.fix(
                for: dequeue, nib: placed.nib.name, member: member, cell: cell,
                identifier: cell.usableReuseIdentifier ?? Self.spelled(dequeue.key))
            let listed = candidates.map { "'\($0.0.nib.name)' (\($0.0.path):\($0.1.line.map(String.init) ?? "?"))" }
            let holders =
                candidates.count == 1
                ? "nib \(listed[0]) that holds its \(Self.noun(cell)) is"
                : "nibs \(listed.joined(separator: ", ")) that hold its \(Self.noun(cell)) are"
            found.append(
                NibCodeFinding(
                    code: .unregisteredCellNib, file: dequeue.location.file, line: dequeue.location.line,
                    nib: placed.nib.name,
                    message: "\(Self.describe(dequeue.key)) is dequeued here, but \(holders) registered by no "
                        + "source: UIKit finds nothing to dequeue and raises; register the nib first: \(fix)"))
        }
        return found
    }

    /// Whether `cell` is what `key` dequeues: its identifier, the identifier a generated member is named
    /// from, or (Reusable) its class, whose name is the reuse identifier when the nib sets one.
    static func matches(_ key: CellDequeue.Key, _ cell: NibObject) -> Bool {
        switch key {
        case .identifier(let identifier): return cell.usableReuseIdentifier == identifier
        case .generated(let member):
            return cell.usableReuseIdentifier.map { CellRegistry.folded($0) == CellRegistry.folded(member) } ?? false
        case .type(let name), .named(let name):
            return cell.customClass == name && (cell.usableReuseIdentifier ?? name) == name
        }
    }

    /// The identifier or member as the code spells it.
    static func spelled(_ key: CellDequeue.Key) -> String {
        switch key {
        case .identifier(let text), .generated(let text), .type(let text), .named(let text): text
        }
    }

    private static func describe(_ key: CellDequeue.Key) -> String {
        switch key {
        case .identifier(let identifier): "reuse identifier '\(identifier)'"
        case .generated(let member): "ReuseIdentifier.Nibs.\(member)"
        case .type(let name): "class '\(name)' (Reusable's identifier, the class's name)"
        case .named(let name): "the identifier named after class '\(name)'"
        }
    }

    /// `table view cell`, `collection view cell`, `reusable view`.
    private static func noun(_ cell: NibObject) -> String {
        switch cell.kind {
        case .tableViewCell: "table view cell"
        case .collectionViewCell: "collection view cell"
        default: "reusable view"
        }
    }

    /// The registration that fixes `dequeue`, in its file's language and the API its dequeue uses.
    static func fix(
        for dequeue: CellDequeue, nib: String, member: String, cell: NibObject, identifier: String
    ) -> String {
        let isTable = cell.kind == .tableViewCell
        let view = isTable ? "tableView" : "collectionView"
        switch dequeue.key {
        case .type(let name):
            switch cell.kind {
            case .collectionReusableView: return "\(view).register(supplementaryViewType: \(name).self, ofKind: kind)"
            default: return "\(view).register(cellType: \(name).self)"
            }
        case .generated(let identifierMember):
            return "\(view).register(Nibs.\(member), for: ReuseIdentifier.Nibs.\(identifierMember))"
        case .identifier, .named:
            break
        }
        let file = dequeue.location.file
        let objectiveC = [".m", ".mm", ".h"].contains { file.hasSuffix($0) }
        let nibLiteral =
            objectiveC ? "[UINib nibWithNibName:@\"\(nib)\" bundle:nil]" : "UINib(nibName: \"\(nib)\", bundle: nil)"
        var id = objectiveC ? "@\"\(identifier)\"" : "\"\(identifier)\""
        if case .named = dequeue.key { id = "<the identifier dequeued here>" }
        switch (cell.kind, objectiveC) {
        case (.collectionReusableView, false):
            return "\(view).register(\(nibLiteral), forSupplementaryViewOfKind: kind, withReuseIdentifier: \(id))"
        case (.collectionReusableView, true):
            return "[\(view) registerNib:\(nibLiteral) forSupplementaryViewOfKind:kind withReuseIdentifier:\(id)]"
        case (_, false):
            let label = isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
            return "\(view).register(\(nibLiteral), \(label): \(id))"
        case (_, true):
            let label = isTable ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
            return "[\(view) registerNib:\(nibLiteral) \(label):\(id)]"
        }
    }
}
