extension NavigationDiff {
    /// The prototype cells of one scene in both versions, matched by IB id. Code dequeues a cell by its reuse
    /// identifier and casts it to its class: either taken away or changed breaks that code. Static cells are
    /// never dequeued and are left out.
    static func cellChanges(_ was: Scene, _ now: Scene, storyboard: String, label: String) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        func note(
            _ impact: NavigationChange.Impact, _ property: String, _ old: String?, _ new: String?, _ message: String
        ) {
            guard old != new else { return }
            changes.append(
                NavigationChange(
                    impact, .scene, .changed, storyboard: storyboard, item: label, property: property, old: old,
                    new: new, message: message))
        }
        let after = Dictionary(
            now.cells.filter { !$0.isStatic }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for cell in was.cells where !cell.isStatic {
            let name = cellName(cell)
            let fails = cell.usableReuseIdentifier.map { _ in ": \(CellLookupResult.Place.dequeue(cell)) fails" }
            guard let kept = after[cell.id] else {
                note(
                    fails == nil ? .behaviour : .breaking, "cells", name, nil,
                    "\(name) of scene \(label) was removed\(fails ?? "")")
                continue
            }
            let (oldIdentifier, newIdentifier) = (cell.usableReuseIdentifier, kept.usableReuseIdentifier)
            note(
                fails == nil ? .cosmetic : .breaking, "cell.reuseIdentifier", oldIdentifier, newIdentifier,
                "reuseIdentifier of \(name) in scene \(label): \(oldIdentifier ?? "none") → \(newIdentifier ?? "none")"
                    + (fails ?? ""))
            let (oldClass, newClass) = (nonEmpty(cell.customClass), nonEmpty(kept.customClass))
            note(
                oldClass == nil ? .behaviour : .breaking, "cell.customClass", oldClass, newClass,
                "customClass of \(name) in scene \(label): \(oldClass ?? "none") → \(newClass ?? "none")"
                    + (oldClass.map { ": `as!` casts to \($0) fail" } ?? ""))
            if oldClass != nil, newClass != nil {
                let (oldModule, newModule) = (nonEmpty(cell.customModule), nonEmpty(kept.customModule))
                note(
                    .breaking, "cell.customModule", oldModule, newModule,
                    "customModule of \(name) in scene \(label): \(oldModule ?? "none") → \(newModule ?? "none"): "
                        + "the class is looked up in another module")
            }
        }
        let beforeIDs = Set(was.cells.map(\.id))
        for cell in now.cells where !cell.isStatic && !beforeIDs.contains(cell.id) {
            let name = cellName(cell)
            note(.behaviour, "cells", nil, name, "\(name) of scene \(label) was added")
        }
        return changes
    }

    /// `table view cell 'Question'`, or the cell's IB id when it has no reuse identifier.
    private static func cellName(_ cell: PrototypeCell) -> String {
        "\(cell.kindDescription) " + (cell.usableReuseIdentifier.map { "'\($0)'" } ?? cell.id)
    }
}
