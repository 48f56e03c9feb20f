extension NavigationGraph {
    /// Every name codegen changes (docs/code-styles.md), with what it becomes: storyboard names (enum and case names,
    /// per UI framework, since each framework's storyboards are generated together), storyboard IDs (the
    /// `scenes` style's members, per storyboard), segue identifiers (per storyboard, and per source class
    /// for the `segues` style). The new names come from `SwiftIdentifier.generatedNames`, the rule codegen
    /// prints by. Storyboards of a platform no style generates for (watchOS) are left out.
    func namingDiagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        for platform in [Platform.ios, .macos] {
            let group = storyboards.indices.filter { generatedPlatform(ofStoryboard: $0) == platform }
            guard !group.isEmpty else { continue }
            found += storyboardNameDiagnostics(group.map { storyboards[$0] }, platform: platform)
            found += classSegueDiagnostics(group)
        }
        for (position, storyboard) in storyboards.enumerated() where generatedPlatform(ofStoryboard: position) != nil {
            var identifierAnchors: [String: Int] = [:]
            for (identifier, matches) in nodesByIdentifier[position] {
                // References cannot be instantiated, so codegen gives their IDs no member.
                if let first = matches.first(where: { !nodes[$0].scene.isReference }) {
                    identifierAnchors[identifier] = first
                }
            }
            found += nameDiagnostics(
                anchors: identifierAnchors, reserved: SwiftIdentifier.storyboardMemberNames,
                subject: "storyboard ID", place: "in '\(storyboard.name)'",
                codes: (.invalidStoryboardID, .storyboardIDNameCollision)
            ) { code, anchor, message in diagnostic(code, .warning, node: anchor, message) }
            var segueAnchors: [String: Int] = [:]
            for (index, edge) in edges.enumerated()
            where edge.storyboard == position && edge.segue.kind != "relationship" {
                if let identifier = edge.segue.identifier, !identifier.isEmpty, segueAnchors[identifier] == nil {
                    segueAnchors[identifier] = index
                }
            }
            found += nameDiagnostics(
                anchors: segueAnchors, reserved: [], subject: "segue identifier", place: "in '\(storyboard.name)'",
                codes: (.invalidSegueIdentifier, .segueIdentifierNameCollision)
            ) { code, anchor, message in diagnostic(code, .warning, edge: anchor, message) }
        }
        return found
    }

    /// The platform whose framework codegen generates storyboard `index` with (`.ios` for UIKit, `.macos`
    /// for AppKit), or `nil` when no style does.
    func generatedPlatform(ofStoryboard index: Int) -> Platform? {
        switch platform(ofStoryboard: index) {
        case .ios, .tvos: return .ios
        case .macos: return .macos
        case .watchos: return nil
        }
    }

    /// Invalid, colliding and reserved names among `anchors` (raw name → the node or edge to report at).
    private func nameDiagnostics(
        anchors: [String: Int], reserved: Set<String>, subject: String, place: String,
        codes: (invalid: DiagnosticCode, collision: DiagnosticCode),
        make: (DiagnosticCode, Int, String) -> Diagnostic
    ) -> [Diagnostic] {
        guard !anchors.isEmpty else { return [] }
        let names = SwiftIdentifier.generatedNames(for: Array(anchors.keys), .lowerCamel, reserved: reserved)
        let groups = Dictionary(grouping: anchors.keys) { SwiftIdentifier.bareName($0, .lowerCamel) }
        var found: [Diagnostic] = []
        for (raw, anchor) in anchors {
            let name = names[raw] ?? SwiftIdentifier.make(raw, .lowerCamel)
            let plain = SwiftIdentifier.make(raw, .lowerCamel)
            if !SwiftIdentifier.isValidIdentifier(raw) {
                found.append(
                    make(
                        codes.invalid, anchor,
                        "\(subject) '\(raw)' \(place) is not a valid Swift identifier; codegen names it \(name)"))
            }
            // Only the names that had to be suffixed are reported; the one that keeps the plain name is fine.
            let group = (groups[SwiftIdentifier.bareName(raw, .lowerCamel)] ?? []).sorted()
            if group.count > 1, name != plain {
                let others = group.filter { $0 != raw }.map { "'\($0)'" }.joined(separator: ", ")
                found.append(
                    make(
                        codes.collision, anchor,
                        "\(subject) '\(raw)' \(place) becomes the same Swift name as \(others); "
                            + "codegen names '\(raw)' \(name)"))
            } else if name != plain, SwiftIdentifier.isValidIdentifier(raw) {
                let why =
                    SwiftIdentifier.unusableNames.contains(SwiftIdentifier.withoutBackticks(plain))
                    ? "\(plain) cannot name a member" : "every storyboard enum already has a member \(plain)"
                found.append(
                    make(.reservedName, anchor, "\(subject) '\(raw)' \(place): \(why); codegen names it \(name)"))
            }
        }
        return found
    }

    /// Storyboard names become an enum (`StoryboardScene.Main`) and a case (`.main`) for each framework's
    /// storyboards together.
    private func storyboardNameDiagnostics(_ group: [Storyboard], platform: Platform) -> [Diagnostic] {
        let raws = group.map(\.name)
        let typeNames = SwiftIdentifier.storyboardTypeNames(for: group, platform: platform, appModule: project.module)
        let caseNames = SwiftIdentifier.generatedNames(for: raws, .lowerCamel)
        var referenced: [String: String] = [:]
        for storyboard in group {
            for scene in storyboard.scenes {
                let names = SwiftIdentifier.typeNamesReferenced(
                    by: scene, platform: platform, appModule: project.module)
                if let className = names.first, referenced[className] == nil {
                    referenced[className] = "a class of scene \(storyboard.name)/\(scene.id)"
                }
                if names.count > 1 { referenced[names[1]] = "the module of class \(names[0])" }
                for (name, module) in SwiftIdentifier.typeNamesReferenced(byCellsOf: scene, appModule: project.module) {
                    if referenced[name] == nil {
                        referenced[name] = "a cell class of scene \(storyboard.name)/\(scene.id)"
                    }
                    if let module, referenced[module] == nil { referenced[module] = "the module of class \(name)" }
                }
            }
        }
        var found: [Diagnostic] = []
        for raw in raws {
            for style in [SwiftIdentifier.Case.upperCamel, .lowerCamel] {
                let name = (style == .upperCamel ? typeNames[raw] : caseNames[raw]) ?? raw
                let plain = SwiftIdentifier.make(raw, style)
                let what = style == .upperCamel ? "it" : "its case"
                if style == .upperCamel, !SwiftIdentifier.isValidIdentifier(raw) {
                    found.append(
                        Diagnostic(
                            code: .invalidStoryboardName, severity: .warning, storyboard: raw,
                            message:
                                "storyboard name '\(raw)' is not a valid Swift identifier; codegen names it \(name)"))
                }
                guard name != plain else { continue }
                let group = raws.filter {
                    $0 != raw && SwiftIdentifier.bareName($0, style) == SwiftIdentifier.bareName(raw, style)
                }
                if !group.isEmpty {
                    found.append(
                        Diagnostic(
                            code: .storyboardNameCollision, severity: .warning, storyboard: raw,
                            message: "storyboard name '\(raw)' becomes the same Swift name as "
                                + group.sorted().map { "'\($0)'" }.joined(separator: ", ")
                                + "; codegen names \(what) \(name)"))
                } else {
                    let bare = SwiftIdentifier.withoutBackticks(plain)
                    let why =
                        SwiftIdentifier.unusableNames.contains(bare)
                        ? "\(plain) cannot name a type or case"
                        : SwiftIdentifier.generatedTypeNames.contains(bare)
                            ? "\(bare) is a type the generated code declares or uses"
                            : "\(bare) is \(referenced[bare] ?? "a name the generated code uses"), which the enum would shadow"
                    found.append(
                        Diagnostic(
                            code: .reservedName, severity: .warning, storyboard: raw,
                            message: "storyboard name '\(raw)': \(why); codegen names \(what) \(name)"))
                }
            }
        }
        return found
    }

    /// The `segues` style gives each source class one `Segue` enum for the identifiers of all its scenes,
    /// across storyboards: identifiers of different storyboards can collide there only.
    private func classSegueDiagnostics(_ group: [Int]) -> [Diagnostic] {
        var byClass: [String: [String: Int]] = [:]
        var perStoryboard: [Int: [String: String]] = [:]
        for position in group {
            let platform = generatedPlatform(ofStoryboard: position) ?? .ios
            let identifiers = edges.enumerated().filter {
                $0.element.storyboard == position && $0.element.segue.kind != "relationship"
            }
            let raws = identifiers.compactMap { $0.element.segue.identifier }.filter { !$0.isEmpty }
            perStoryboard[position] = SwiftIdentifier.generatedNames(for: raws, .lowerCamel)
            for (index, edge) in identifiers {
                guard let identifier = edge.segue.identifier, !identifier.isEmpty, let source = edge.source else {
                    continue
                }
                let scene = nodes[source].scene
                guard let customClass = scene.customClass, SwiftIdentifier.isValidIdentifier(customClass) else {
                    continue
                }
                let key = SwiftIdentifier.typeNamesReferenced(by: scene, platform: platform, appModule: project.module)
                    .reversed().joined(separator: ".")
                if byClass[key, default: [:]][identifier] == nil { byClass[key, default: [:]][identifier] = index }
            }
        }
        var found: [Diagnostic] = []
        for (className, anchors) in byClass {
            let names = SwiftIdentifier.generatedNames(for: Array(anchors.keys), .lowerCamel)
            // Each bare name once: comparing every pair made a class with thousands of identifiers quadratic.
            let bare = Dictionary(
                uniqueKeysWithValues: anchors.keys.map { ($0, SwiftIdentifier.bareName($0, .lowerCamel)) })
            let groups = Dictionary(grouping: anchors.keys) { bare[$0] ?? $0 }
            for (raw, anchor) in anchors {
                let name = names[raw] ?? raw
                let others = (groups[bare[raw] ?? raw] ?? []).filter { $0 != raw }
                    .sorted().map { "'\($0)'" }.joined(separator: ", ")
                // Already reported within its storyboard when the storyboard's own table renames it the same way.
                guard !others.isEmpty, name != perStoryboard[edges[anchor].storyboard]?[raw] else { continue }
                found.append(
                    diagnostic(
                        .segueIdentifierNameCollision, .warning, edge: anchor,
                        "segue identifier '\(raw)' of class \(className) becomes the same Swift name as \(others) "
                            + "of another storyboard; the segues style names it \(name) in \(className).Segue"))
            }
        }
        return found
    }
}
