extension NavigationGraph {
    /// Typed lookup of a cell class: every prototype cell whose custom class is `className` (or
    /// `Module.Class`), or `notFound`. A class on prototypes in several tables is not ambiguous: each
    /// prototype is listed with its dequeue call.
    public func lookupCell(className: String) throws(GraphError) -> CellLookupResult {
        guard !className.isEmpty else { throw GraphError.invalidQuery("empty class name") }
        let byClass = cellsByClass
        var bare = className
        var module: String?
        if byClass[className] == nil, let dot = className.lastIndex(of: ".") {
            bare = String(className[className.index(after: dot)...])
            module = String(className[..<dot])
        }
        var places: [CellLookupResult.Place] = []
        var first: PrototypeCell?
        var firstModule: String?
        for (node, cell) in byClass[bare] ?? [] {
            let cellModule = self.module(of: cell)
            if let module, cellModule != module { continue }
            if first == nil { (first, firstModule) = (cell, cellModule) }
            places.append(
                CellLookupResult.Place(
                    storyboard: nodes[node].ref.storyboard, scene: nodes[node].ref.scene,
                    sceneType: nodes[node].summary.swiftType, cell: cell.id, container: cell.containerID,
                    reuseIdentifier: cell.usableReuseIdentifier, isStatic: cell.isStatic,
                    supplementaryKind: cell.supplementaryKind, line: cell.line,
                    dequeue: CellLookupResult.Place.dequeue(cell)))
        }
        guard let first else {
            let classes = Set(nodesByClass.keys).union(byClass.keys)
            throw GraphError.notFound(
                "no scene or prototype cell has class '\(className)'", hint: NearMatch.hint(for: className, in: classes)
            )
        }
        let held = nibLookups(className: className)
        return CellLookupResult(
            swiftType: bare, module: firstModule, kind: first.kind, cells: places, nibs: held.isEmpty ? nil : held)
    }

    /// Every prototype cell with a custom class, by class, with its node: storyboards in name order, scenes
    /// and cells in document order. Worked out per call: only a lookup that found no scene asks.
    var cellsByClass: [String: [(node: Int, cell: PrototypeCell)]] {
        var found: [String: [(node: Int, cell: PrototypeCell)]] = [:]
        for (index, node) in nodes.enumerated() {
            for cell in node.scene.cells {
                guard let customClass = cell.customClass, !customClass.isEmpty else { continue }
                found[customClass, default: []].append((index, cell))
            }
        }
        return found
    }

    /// The module declaring a cell's class: `customModule`, else the app's module (IB looks the class up in
    /// the app target).
    func module(of cell: PrototypeCell) -> String? {
        if let module = cell.customModule, !module.isEmpty, !cell.inheritsModuleFromTarget { return module }
        return project.module ?? cell.customModule
    }
}
