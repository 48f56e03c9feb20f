extension NavigationGraph {
    /// The problems of prototype cells: a reuse identifier used twice in one table or collection view, a
    /// dequeued cell without one, and reuse identifiers codegen has to rename (invalid, or colliding with
    /// another of the storyboard once renamed).
    func cellDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, node) in nodes.enumerated() where !node.scene.cells.isEmpty {
            found += duplicateReuseIdentifierDiagnostics(node: index)
            // An AppKit cell view without an identifier answers to its column's automatic one (Xcode sets it).
            for cell in node.scene.cells where !cell.isStatic && !cell.isAppKit && cell.usableReuseIdentifier == nil {
                found.append(
                    cellDiagnostic(
                        .missingReuseIdentifier, .warning, node: index, cell: cell,
                        "\(cell.kindDescription) '\(cell.id)' (\(cell.swiftType)) of scene \(sceneName(index)) "
                            + "has no reuse identifier; \(view(of: cell)) '\(cell.containerID)' cannot dequeue it"))
            }
        }
        // Codegen names UIKit's cells in iOS and tvOS storyboards and AppKit's cell views in macOS ones.
        for (position, storyboard) in storyboards.enumerated() {
            guard let platform = generatedPlatform(ofStoryboard: position) else { continue }
            found += reuseIdentifierNameDiagnostics(storyboard, appKit: platform == .macos)
        }
        return found
    }

    /// A diagnostic at scene `index`, on the cell's line when known.
    private func cellDiagnostic(
        _ code: DiagnosticCode, _ severity: Diagnostic.Severity, node index: Int, cell: PrototypeCell,
        _ message: String
    ) -> Diagnostic {
        var found = diagnostic(code, severity, node: index, message)
        found.line = cell.line ?? found.line
        return found
    }

    private func view(of cell: PrototypeCell) -> String {
        cell.kind == .tableViewCell || cell.kind == .tableCellView ? "table view" : "collection view"
    }

    /// UIKit keeps one prototype per reuse identifier (and, for supplementary views, per element kind) in a
    /// table or collection view: the second is an error when its class differs (the dequeue returns the
    /// other class), a warning when both are the same class.
    private func duplicateReuseIdentifierDiagnostics(node index: Int) -> [Diagnostic] {
        var first: [String: PrototypeCell] = [:]
        var found: [Diagnostic] = []
        for cell in nodes[index].scene.cells where cell.isDequeued {
            let identifier = cell.usableReuseIdentifier ?? ""
            let key = [cell.containerID, cell.supplementaryKind?.rawValue ?? "cell", identifier].joined(
                separator: "\u{0}")
            guard let earlier = first[key] else {
                first[key] = cell
                continue
            }
            let sameClass = earlier.swiftType == cell.swiftType && earlier.customModule == cell.customModule
            let consequence =
                sameClass
                ? "both are \(cell.swiftType); remove one"
                : "a dequeue returns one class only, so code expecting the other crashes"
            found.append(
                cellDiagnostic(
                    .duplicateReuseIdentifier, sameClass ? .warning : .error, node: index, cell: cell,
                    "reuse identifier '\(identifier)' of \(cell.kindDescription) '\(cell.id)' (\(cell.swiftType)) "
                        + "is also on '\(earlier.id)' (\(earlier.swiftType)) in \(view(of: cell)) "
                        + "'\(cell.containerID)' of scene \(sceneName(index)); \(consequence)"))
        }
        return found
    }

    /// Reuse identifiers codegen renames: not a valid Swift identifier, or turned into the name of another
    /// reuse identifier of the storyboard; reported once per identifier, at its first cell.
    private func reuseIdentifierNameDiagnostics(_ storyboard: Storyboard, appKit: Bool) -> [Diagnostic] {
        let names = storyboard.reuseIdentifierNames
        var anchors: [String: (scene: Scene, cell: PrototypeCell)] = [:]
        for entry in storyboard.dequeuedCells where entry.cell.isAppKit == appKit {
            guard let identifier = entry.cell.usableReuseIdentifier, anchors[identifier] == nil else { continue }
            anchors[identifier] = entry
        }
        // Grouped by bare name once: comparing every pair would cost the square of the identifiers.
        let groups = Dictionary(grouping: anchors.keys) { SwiftIdentifier.bareName($0, .lowerCamel) }
        var found: [Diagnostic] = []
        for (raw, anchor) in anchors {
            guard let index = nodeIndex(SceneRef(storyboard: storyboard.name, scene: anchor.scene.id)) else {
                continue
            }
            let name = names[raw] ?? SwiftIdentifier.make(raw, .lowerCamel)
            let place = "in '\(storyboard.name)'"
            if !SwiftIdentifier.isValidIdentifier(raw) {
                found.append(
                    cellDiagnostic(
                        .invalidReuseIdentifier, .warning, node: index, cell: anchor.cell,
                        "reuse identifier '\(raw)' \(place) is not a valid Swift identifier; codegen names it \(name)"))
            }
            let others = (groups[SwiftIdentifier.bareName(raw, .lowerCamel)] ?? []).filter { $0 != raw }.sorted()
            // Only the names that had to be suffixed are reported; the one that keeps the plain name is fine.
            if !others.isEmpty, name != SwiftIdentifier.make(raw, .lowerCamel) {
                found.append(
                    cellDiagnostic(
                        .reuseIdentifierNameCollision, .warning, node: index, cell: anchor.cell,
                        "reuse identifier '\(raw)' \(place) becomes the same Swift name as "
                            + others.map { "'\($0)'" }.joined(separator: ", ") + "; codegen names '\(raw)' \(name)"))
            }
        }
        return found
    }
}
