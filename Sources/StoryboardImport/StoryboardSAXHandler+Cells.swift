import StoryboardModel

/// A `<tableView>` or `<collectionView>` being read: where its prototype cells go.
struct CellContainer {
    /// The element's depth, to know when it closes.
    var depth: Int
    /// Its IB object id.
    var id: String
    /// `dataMode="static"`: a table of static cells.
    var isStatic: Bool
    /// The `identifier` of the AppKit `<tableColumn>` read last in it (the one whose cell views come next).
    var columnIdentifier: String?
}

extension StoryboardSAXHandler {
    /// A `t...` or `c...` element inside a scene: a table or collection view opens a container; a
    /// `<tableViewCell>`, `<collectionViewCell>` or `<collectionReusableView>` inside one is a prototype cell of
    /// the scene.
    ///
    /// IB format facts: a table view's prototypes sit in `<prototypes>`, its static cells in
    /// `<sections><tableViewSection><cells>`, with `dataMode="prototypes"` or `"static"` on the `<tableView>`; a
    /// collection view's cells sit in `<cells>`, and a flow layout's section header and footer are
    /// `<collectionReusableView key="sectionHeaderView">` / `key="sectionFooterView"` children of the
    /// `<collectionView>`. Each cell carries `reuseIdentifier`, `id` and the usual `customClass`,
    /// `customModule`, `customModuleProvider`.
    ///
    /// AppKit: a view-based `<tableView>` or `<outlineView>` holds `<tableColumn identifier="...">`s, each with
    /// its `<prototypeCellViews>` of `<tableCellView identifier="..." id="...">`; `makeView(withIdentifier:owner:)`
    /// takes the cell view's `identifier`. Xcode leaves it out when it is "Automatic", the column's.
    func startCellElement(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        if name.is("tableView") || name.is("collectionView") || name.is("outlineView") {
            guard let id = attributes["id"] else { return }
            cellContainers.append(
                CellContainer(depth: depthOfElement, id: id, isStatic: attributes["dataMode"] == "static"))
            return
        }
        if name.is("tableColumn") {
            if !cellContainers.isEmpty {
                cellContainers[cellContainers.count - 1].columnIdentifier = Self.nonEmpty(attributes["identifier"])
            }
            return
        }
        let kind: PrototypeCell.Kind
        if name.is("tableCellView") {
            guard let container = cellContainers.last, let id = attributes["id"] else { return }
            appendCell(
                PrototypeCell(
                    id: id, kind: .tableCellView,
                    reuseIdentifier: Self.nonEmpty(attributes["identifier"]) ?? container.columnIdentifier,
                    customClass: Self.nonEmpty(attributes["customClass"]),
                    customModule: Self.nonEmpty(attributes["customModule"]),
                    inheritsModuleFromTarget: attributes["customModuleProvider"] == "target",
                    containerID: container.id, line: position.line))
            return
        }
        if name.is("tableViewCell") {
            kind = .tableViewCell
        } else if name.is("collectionViewCell") {
            kind = .collectionViewCell
        } else if name.is("collectionReusableView") {
            kind = .collectionReusableView
        } else {
            return
        }
        guard let container = cellContainers.last, let id = attributes["id"] else { return }
        var supplementaryKind: PrototypeCell.SupplementaryKind?
        if kind == .collectionReusableView {
            switch attributes["key"] {
            case "sectionHeaderView"?: supplementaryKind = .sectionHeader
            case "sectionFooterView"?: supplementaryKind = .sectionFooter
            default: supplementaryKind = nil
            }
        }
        appendCell(
            PrototypeCell(
                id: id, kind: kind, reuseIdentifier: Self.nonEmpty(attributes["reuseIdentifier"]),
                customClass: Self.nonEmpty(attributes["customClass"]),
                customModule: Self.nonEmpty(attributes["customModule"]),
                inheritsModuleFromTarget: attributes["customModuleProvider"] == "target",
                supplementaryKind: supplementaryKind, containerID: container.id,
                isStatic: kind == .tableViewCell && container.isStatic, line: position.line),
            triggersSegues: kind != .collectionReusableView)
    }
}
