extension NavigationGraph {
    /// Names codegen must rename (SPEC 6): storyboard IDs and segue identifiers per storyboard (each
    /// storyboard gets its own enum), and storyboard names across the project. The new names come from
    /// `SwiftIdentifier.uniqueNames`, exactly what codegen prints.
    func namingDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        found += storyboardNameDiagnostics()
        for (position, storyboard) in storyboards.enumerated() {
            var identifierAnchors: [String: Int] = [:]
            for (identifier, matches) in nodesByIdentifier[position] { identifierAnchors[identifier] = matches[0] }
            found += nameDiagnostics(
                anchors: identifierAnchors, storyboard: storyboard.name, what: "storyboard ID",
                invalid: .invalidStoryboardID, collision: .storyboardIDNameCollision
            ) { code, anchor, message in diagnostic(code, .warning, node: anchor, message) }
            var segueAnchors: [String: Int] = [:]
            for (index, edge) in edges.enumerated() where edge.storyboard == position {
                if let identifier = edge.segue.identifier, !identifier.isEmpty, segueAnchors[identifier] == nil {
                    segueAnchors[identifier] = index
                }
            }
            found += nameDiagnostics(
                anchors: segueAnchors, storyboard: storyboard.name, what: "segue identifier",
                invalid: .invalidSegueIdentifier, collision: .segueIdentifierNameCollision
            ) { code, anchor, message in diagnostic(code, .warning, edge: anchor, message) }
        }
        return found
    }

    /// Invalid and colliding names among `anchors` (raw name → the node or edge to report at).
    private func nameDiagnostics(
        anchors: [String: Int], storyboard: String, what: String, invalid: DiagnosticCode,
        collision: DiagnosticCode, make: (DiagnosticCode, Int, String) -> Diagnostic
    ) -> [Diagnostic] {
        guard !anchors.isEmpty else { return [] }
        let names = SwiftIdentifier.uniqueNames(for: Array(anchors.keys), .lowerCamel)
        let groups = Dictionary(grouping: anchors.keys) { SwiftIdentifier.bareName($0, .lowerCamel) }
        var found: [Diagnostic] = []
        for (raw, anchor) in anchors {
            let name = names[raw] ?? SwiftIdentifier.make(raw, .lowerCamel)
            if !SwiftIdentifier.isValidIdentifier(raw) {
                found.append(
                    make(
                        invalid, anchor,
                        "\(what) '\(raw)' in '\(storyboard)' is not a valid Swift identifier; codegen names it \(name)"
                    ))
            }
            // Only the names uniqueNames had to suffix are reported; the one that keeps the plain name is fine.
            let group = (groups[SwiftIdentifier.bareName(raw, .lowerCamel)] ?? []).sorted()
            if group.count > 1, name != SwiftIdentifier.make(raw, .lowerCamel) {
                let others = group.filter { $0 != raw }.map { "'\($0)'" }.joined(separator: ", ")
                found.append(
                    make(
                        collision, anchor,
                        "\(what) '\(raw)' in '\(storyboard)' becomes the same Swift name as \(others); "
                            + "codegen names '\(raw)' \(name)"))
            }
        }
        return found
    }

    private func storyboardNameDiagnostics() -> [Diagnostic] {
        let names = SwiftIdentifier.uniqueNames(for: storyboards.map(\.name), .upperCamel)
        let groups = Dictionary(grouping: storyboards.map(\.name)) { SwiftIdentifier.bareName($0, .upperCamel) }
        var found: [Diagnostic] = []
        for storyboard in storyboards {
            let raw = storyboard.name
            let name = names[raw] ?? SwiftIdentifier.make(raw, .upperCamel)
            if !SwiftIdentifier.isValidIdentifier(raw) {
                found.append(
                    Diagnostic(
                        code: .invalidStoryboardName, severity: .warning, storyboard: raw,
                        message: "storyboard name '\(raw)' is not a valid Swift identifier; codegen names it \(name)"))
            }
            let group = (groups[SwiftIdentifier.bareName(raw, .upperCamel)] ?? []).sorted()
            if group.count > 1, name != SwiftIdentifier.make(raw, .upperCamel) {
                let others = group.filter { $0 != raw }.map { "'\($0)'" }.joined(separator: ", ")
                found.append(
                    Diagnostic(
                        code: .storyboardNameCollision, severity: .warning, storyboard: raw,
                        message: "storyboard name '\(raw)' becomes the same Swift name as \(others); "
                            + "codegen names it \(name)"))
            }
        }
        return found
    }
}
