/// What changed between two versions of a project's nibs, in the diff's vocabulary (`NavigationChange` of
/// subject `nib`; the prototype cells' rules, `NavigationDiff+Cells`): code loads a nib by its name
/// (`UINib(nibName:bundle:)`, `init(nibName:bundle:)`), registers its cell and dequeues it by the reuse
/// identifier, and casts what it gets to the class; taking away or changing what it relies on breaks it.
public enum NibDiff {
    /// The changes from the nibs `old` to the nibs `new`, matched by name (a nib's objects by IB id), in
    /// name order: removed and changed nibs, then added ones.
    public static func changes(old: [Nib], new: [Nib]) -> [NavigationChange] {
        let after = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let before = Set(old.map(\.name))
        var changes: [NavigationChange] = []
        for nib in old.sorted(by: { $0.name < $1.name }) {
            guard let kept = after[nib.name] else {
                changes.append(
                    NavigationChange(
                        .breaking, .nib, .removed, storyboard: "", item: label(nib), old: nib.name,
                        message: "\(label(nib)) was removed: UINib(nibName: \"\(nib.name)\", bundle:) and "
                            + "init(nibName: \"\(nib.name)\", bundle:) find no nib"))
                continue
            }
            changes += ownerChanges(nib, kept) + objectChanges(nib, kept)
        }
        for nib in new.sorted(by: { $0.name < $1.name }) where !before.contains(nib.name) {
            changes.append(
                NavigationChange(
                    .behaviour, .nib, .added, storyboard: "", item: label(nib), new: nib.name,
                    message: "\(label(nib)) was added"
                        + (nib.objects.isEmpty ? "" : " with \(nib.objects.map(objectName).joined(separator: ", "))")))
        }
        return changes
    }

    /// The File's Owner of one nib in both versions: its class, and whether it is a view controller's nib.
    private static func ownerChanges(_ was: Nib, _ now: Nib) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        let item = label(was)
        let (oldClass, newClass) = (nonEmpty(was.owner?.customClass), nonEmpty(now.owner?.customClass))
        if oldClass != newClass {
            changes.append(
                NavigationChange(
                    oldClass == nil ? .behaviour : .breaking, .nib, .changed, storyboard: "", item: item,
                    property: "owner.customClass", old: oldClass, new: newClass,
                    message: "File's Owner of \(item): \(oldClass ?? "none") → \(newClass ?? "none")"
                        + (oldClass.map { ": \($0) loading the nib finds outlets of another class" } ?? "")))
        }
        if was.isViewControllerNib, !now.isViewControllerNib {
            changes.append(
                NavigationChange(
                    .breaking, .nib, .changed, storyboard: "", item: item, property: "owner.view", old: "set",
                    new: "not set",
                    message: "the File's Owner's view outlet of \(item) is no longer set: a view controller made "
                        + "with init(nibName: \"\(was.name)\", bundle:) raises when it loads its view"))
        }
        return changes
    }

    /// The top-level objects of one nib in both versions, matched by IB id.
    private static func objectChanges(_ was: Nib, _ now: Nib) -> [NavigationChange] {
        var changes: [NavigationChange] = []
        let nib = label(was)
        func note(
            _ impact: NavigationChange.Impact, _ kind: NavigationChange.Kind, _ property: String?, _ old: String?,
            _ new: String?, _ message: String
        ) {
            guard old != new else { return }
            changes.append(
                NavigationChange(
                    impact, .nib, kind, storyboard: "", item: nib, property: property, old: old, new: new,
                    message: message))
        }
        let after = Dictionary(now.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for object in was.objects {
            let name = objectName(object)
            let fails = object.usableReuseIdentifier.map { ": dequeuing '\($0)' fails" }
            guard let kept = after[object.id] else {
                let breaks = fails != nil || nonEmpty(object.customClass) != nil
                note(
                    breaks ? .breaking : .behaviour, .removed, "objects", name, nil,
                    "\(name) of \(nib) was removed\(fails ?? "")")
                continue
            }
            let (oldIdentifier, newIdentifier) = (object.usableReuseIdentifier, kept.usableReuseIdentifier)
            note(
                fails == nil ? .cosmetic : .breaking, .changed, "object.reuseIdentifier", oldIdentifier, newIdentifier,
                "reuseIdentifier of \(name) in \(nib): \(oldIdentifier ?? "none") → \(newIdentifier ?? "none")"
                    + (fails ?? ""))
            let (oldClass, newClass) = (nonEmpty(object.customClass), nonEmpty(kept.customClass))
            note(
                oldClass == nil ? .behaviour : .breaking, .changed, "object.customClass", oldClass, newClass,
                "customClass of \(name) in \(nib): \(oldClass ?? "none") → \(newClass ?? "none")"
                    + (oldClass.map { ": `as!` casts to \($0) fail" } ?? ""))
            if oldClass != nil, newClass != nil {
                let (oldModule, newModule) = (nonEmpty(object.customModule), nonEmpty(kept.customModule))
                note(
                    .breaking, .changed, "object.customModule", oldModule, newModule,
                    "customModule of \(name) in \(nib): \(oldModule ?? "none") → \(newModule ?? "none"): "
                        + "the class is looked up in another module")
            }
        }
        let beforeIDs = Set(was.objects.map(\.id))
        for object in now.objects where !beforeIDs.contains(object.id) {
            let name = objectName(object)
            note(.behaviour, .added, "objects", nil, name, "\(name) of \(nib) was added")
        }
        return changes
    }

    /// `nib 'ProductCell'`.
    private static func label(_ nib: Nib) -> String { "nib '\(nib.name)'" }

    /// `table view cell 'ProductCell'`, `view ProfileHeader`, or the kind and IB id when the object has neither
    /// reuse identifier nor class.
    static func objectName(_ object: NibObject) -> String {
        let kind: String
        switch object.kind {
        case .view: kind = "view"
        case .tableViewCell: kind = "table view cell"
        case .collectionViewCell: kind = "collection view cell"
        case .collectionReusableView: kind = "collection reusable view"
        case .viewController: kind = "view controller"
        case .tableCellView: kind = "table cell view"
        case .customObject: kind = "object"
        case .other: kind = object.elementName
        }
        if let identifier = object.usableReuseIdentifier { return "\(kind) '\(identifier)'" }
        return "\(kind) " + (nonEmpty(object.customClass) ?? object.id)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
